import { z } from 'zod';
import { JOURNAL_TYPES } from '../../../shared/journalTypes';
import { cappedPageOf, defineContract, pageOf } from '../../../shared/contract';
import { blank, listFields, optionalInt } from '../../../shared/fields';
import { memberPostingRow } from './memberDetailContract';
import { optionalTime, text } from './memberFields';

/*
 * The read-only member views under vip/ that are not the member list itself: member transactions
 * (every ledger posting on a member account), the VIP levels with how many members hold each, and
 * registration discounts. What the server's members/viewRoutes.ts answers; paise, times epoch ms.
 */

export const memberViewContracts = {
  trade: defineContract({
    method: 'POST',
    path: '/chance-member/trade/list',
    summary: 'Postings on member accounts (cash, frozen, bonus) with the balance after each, newest first',
    body: z.object({
      ...listFields(20, ['id']),
      username: text(100),
      memberId: optionalInt(1, Number.MAX_SAFE_INTEGER),
      type: z.preprocess(blank, z.enum(JOURNAL_TYPES).optional()),
      bucket: z.preprocess(blank, z.enum(['cash', 'frozen', 'bonus']).optional()),
      startTime: optionalTime,
      endTime: optionalTime,
    }),
    answer: cappedPageOf(memberPostingRow.extend({ memberId: z.number(), username: z.string() })),
  }),
  levels: defineContract({
    method: 'POST',
    path: '/chance-member/vip/level/list',
    summary: "The franchisees' VIP levels and how many real members hold each level",
    answer: z.object({
      levels: z.array(
        z.object({
          id: z.number(),
          franchiseeId: z.number(),
          franchiseeName: z.string(),
          level: z.number(),
          name: z.string(),
          requiredMonthly: z.number(),
          requiredWeekly: z.number(),
          upgradeReward: z.number(),
          weeklyReward: z.number(),
          rebateBps: z.number(),
        }),
      ),
      members: z.array(z.object({ level: z.number(), members: z.number() })),
    }),
  }),
  registDiscounts: defineContract({
    method: 'POST',
    path: '/chance-member/registDiscount/list',
    summary: "Members' registration discounts: amount, turnover multiple and whether granted",
    body: z.object({ ...listFields(20, ['id']), username: text(100), status: optionalInt(0, 2) }),
    answer: pageOf(
      z.object({
        id: z.number(),
        username: z.string(),
        amount: z.number(),
        multipleX100: z.number(),
        /** 0 pending, 1 granted, 2 cancelled. */
        status: z.number(),
        grantedAt: z.number().nullable(),
        createdAt: z.number(),
        registerIp: z.string(),
      }),
    ),
  }),
};
