import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, listFields } from '../../../shared/fields';
import { memberRow } from './memberListContract';

/*
 * The member detail page (spec §3): the profile with balances and open audit requirements, its
 * history tabs, payout details (masked), points and bets. What the server's members/detailRoutes.ts
 * answers; paise, times epoch ms.
 */

const byId = z.object({ id: idField });

export const MEMBER_TABS = ['deposits', 'withdrawals', 'ledger', 'loginLog', 'remarks'] as const;

const auditRequirement = z.object({
  id: z.number(),
  sourceType: z.enum(['deposit', 'manual_credit', 'rebate', 'regist_discount']),
  deposit: z.number(),
  discount: z.number(),
  normalRequired: z.number(),
  comprehensiveRequired: z.number(),
  /** The audit allowance granted on it (paise). */
  relax: z.number(),
  createdAt: z.number(),
});

const depositRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  kind: z.enum(['company', 'online']),
  amount: z.number(),
  bonus: z.number(),
  creditedAmount: z.number(),
  /** 1 pending, 2 passed, 3 not passed. */
  status: z.number(),
  isFirst: z.number(),
  utr: z.string(),
  createdAt: z.number(),
  reviewedAt: z.number().nullable(),
});

const withdrawalRow = z.object({
  id: z.number(),
  orderNo: z.string(),
  amount: z.number(),
  fee: z.number(),
  adminFee: z.number(),
  bonusDeduction: z.number(),
  netPayout: z.number(),
  stage: z.enum(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  status: z.number(),
  createdAt: z.number(),
  paidAt: z.number().nullable(),
});

/** A posting on one of the member's accounts, with the balance after it. */
export const memberPostingRow = z.object({
  id: z.number(),
  type: z.string(),
  bucket: z.enum(['cash', 'frozen', 'bonus']),
  amount: z.number(),
  balanceAfter: z.number(),
  refType: z.string().nullable(),
  refId: z.string().nullable(),
  remark: z.string(),
  createdAt: z.number(),
});

const loginRow = z.object({
  id: z.number(),
  ip: z.string(),
  device: z.string(),
  source: z.enum(['pc', 'h5', 'app']),
  geo: z.string(),
  success: z.number(),
  reason: z.string(),
  createdAt: z.number(),
});

/** A remark the staff left on the member (front desk, back office, or a memo). */
export const memberRemarkRow = z.object({
  id: z.number(),
  kind: z.enum(['front', 'back', 'memo']),
  content: z.string(),
  /** Null when the staff account is gone. */
  staff: z.string().nullable(),
  createdAt: z.number(),
});

export const memberDetailContracts = {
  detail: defineContract({
    method: 'POST',
    path: '/chance-member/detail',
    summary: "One member's profile with balances, station and open audit (turnover) requirements",
    body: byId,
    answer: memberRow.extend({ bonus: z.number(), stationName: z.string(), auditRequirements: z.array(auditRequirement) }),
  }),
  tab: defineContract({
    method: 'POST',
    path: '/chance-member/membershipTabDetail',
    summary: "One page of a member's deposits, withdrawals, statement, logins or remarks, newest first",
    body: z.object({ id: idField, tab: z.enum(MEMBER_TABS), ...listFields(20, ['id']) }),
    // Each tab answers its own rows (the request's `tab` says which).
    answer: z.union([pageOf(depositRow), pageOf(withdrawalRow), pageOf(memberPostingRow), pageOf(loginRow), pageOf(memberRemarkRow)]),
  }),
  bank: defineContract({
    method: 'GET',
    path: '/chance-member/detail/member/bank',
    summary: "A member's bank accounts and UPI ids, masked, the default first",
    query: byId,
    answer: z.array(
      z.object({
        id: z.number(),
        kind: z.enum(['bank', 'upi']),
        holderName: z.string(),
        bankName: z.string(),
        ifsc: z.string(),
        accountNo: z.string(),
        upiId: z.string(),
        isDefault: z.number(),
        createdAt: z.number(),
      }),
    ),
  }),
  integral: defineContract({
    method: 'GET',
    path: '/chance-member/detail/member/integral',
    summary: "A member's points, VIP level and last 200 points movements",
    query: byId,
    answer: z.object({
      points: z.number(),
      vipLevel: z.number(),
      list: z.array(
        z.object({
          id: z.number(),
          kind: z.string(),
          amount: z.number(),
          balanceAfter: z.number(),
          ref: z.string(),
          createdAt: z.number(),
        }),
      ),
    }),
  }),
  bets: defineContract({
    method: 'POST',
    path: '/chance-member/betRecords',
    summary: "One page of a member's bets, with the stake and payout summed over all of them",
    body: z.object({ id: idField, ...listFields(20, ['id', 'created_at', 'stake', 'payout']) }),
    answer: pageOf(
      z.object({
        id: z.number(),
        betNo: z.string(),
        gameName: z.string(),
        issueNo: z.string(),
        playCode: z.string(),
        selection: z.string(),
        stake: z.number(),
        fee: z.number(),
        oddsX100: z.number(),
        status: z.number(),
        payout: z.number(),
        createdAt: z.number(),
        settledAt: z.number().nullable(),
      }),
    ).extend({ stake: z.number(), payout: z.number() }),
  }),
};
