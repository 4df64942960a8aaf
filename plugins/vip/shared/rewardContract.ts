import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, intIn, listFields } from '../../../shared/fields';
import { dateText, optionalDate } from './vipFields';

/*
 * reward_management (server/rewardRoutes.ts; console vipCalls.ts): the level evaluation's decisions
 * and the weekly rewards, and paying an ended week. Amounts in paise, dates Bombay 'YYYY-MM-DD'.
 */

const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());

export const rewardContracts = {
  changes: defineContract({
    method: 'POST',
    path: '/chance-vip-level/change/list',
    summary: "The level evaluation's decisions: promotions, kept and dropped levels",
    body: z.object({
      ...listFields(20, ['id']),
      username: text(100),
      kind: z.preprocess(blank, z.enum(['promote', 'kept', 'fallback']).optional()),
      startDate: optionalDate,
      endDate: optionalDate,
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        username: z.string(),
        businessDate: z.string(),
        kind: z.enum(['promote', 'kept', 'fallback']),
        fromLevel: z.number(),
        toLevel: z.number(),
        monthlyBet: z.number(),
        weeklyBet: z.number(),
        reward: z.number(),
        points: z.number(),
        createdAt: z.number(),
      }),
    ),
  }),
  weekly: defineContract({
    method: 'POST',
    path: '/chance-vip-weekly/list',
    summary: 'Weekly VIP rewards paid, per member and week',
    body: z.object({
      ...listFields(20, ['id']),
      username: text(100),
      weekStart: optionalDate,
      level: z.preprocess(blank, intIn(0, 99).optional()),
    }),
    answer: pageOf(
      z.object({
        id: z.number(),
        memberId: z.number(),
        username: z.string(),
        weekStart: z.string(),
        level: z.number(),
        weeklyBet: z.number(),
        amount: z.number(),
        journalKey: z.string(),
        createdAt: z.number(),
      }),
    ),
  }),
  run: defineContract({
    method: 'POST',
    path: '/chance-vip-weekly/run',
    summary: 'Pays the weekly rewards of an ended Bombay week (nobody twice)',
    body: z.object({ weekStart: dateText }),
    answer: z.object({ paid: z.number(), amount: z.number() }),
    moneyMoving: true,
  }),
};
