import { z } from 'zod';
import { cappedPageOf, defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalId, optionalInt, optionalText, paiseIn } from '../../../shared/fields';
import { reason, remark } from './moneyFields';
import { WITHDRAWAL_EXPORT_FIELDS } from './exportFields';

/*
 * Deposit and withdrawal orders (money_management › access): the lists, and the transitions staff
 * make (money-moving: each needs an Idempotency-Key). What orderRoutes.ts serves and the console's
 * orderCalls.ts calls. Paise, epoch ms; order status 1 pending, 2 approved, 3 rejected.
 */

const orderFilters = {
  status: optionalInt(1, 3),
  orderNo: optionalText,
  username: optionalText,
  memberId: optionalId,
  startTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
  endTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
  // Which instant startTime/endTime cut on: creation (default), review, payout. A report's figure
  // counts approved deposits by their review and paid withdrawals by their payout, so the popup
  // a report cell opens cuts the same way.
  timeOn: z.preprocess(blank, z.enum(['created', 'reviewed', 'paid']).optional()),
  // Formal members only (no internal play-along or trial accounts), as the reports count by default.
  formal: z.preprocess(blank, z.boolean().optional()),
  // The exact count and the grand totals of every matching order (the totals row's own call).
  // Without it a page counts up to the cap only: an exact count and sums read every matching
  // order, which at millions of orders takes seconds, and the page need not wait for them.
  withTotals: z.preprocess(blank, z.boolean().optional()),
};

const stage = z.enum(['submitted', 'first_approved', 'approved', 'paid', 'rejected']);

const depositOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  memberId: z.number(),
  username: z.string(),
  kind: z.enum(['company', 'online']),
  amount: z.number(),
  bonus: z.number(),
  creditedAmount: z.number(),
  status: z.number(),
  /** 1 for the member's first approved deposit. */
  isFirst: z.number(),
  channelId: z.number().nullable(),
  payerName: z.string(),
  utr: z.string(),
  remark: z.string(),
  rejectReason: z.string(),
  reviewedBy: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  balanceAfter: z.number().nullable(),
  createdAt: z.number(),
});

const withdrawalOrder = z.object({
  id: z.number(),
  orderNo: z.string(),
  memberId: z.number(),
  username: z.string(),
  amount: z.number(),
  fee: z.number(),
  adminFee: z.number(),
  bonusDeduction: z.number(),
  netPayout: z.number(),
  status: z.number(),
  stage,
  isFirst: z.number(),
  needsSecondReview: z.number(),
  firstReviewerId: z.number().nullable(),
  secondReviewerId: z.number().nullable(),
  /** JSON of the payee: type (BANK/UPI/USDT), bank, account, IFSC, holder, UPI id or wallet. */
  destination: z.string(),
  rejectReason: z.string(),
  remark: z.string(),
  paidAt: z.number().nullable(),
  payoutTxnId: z.string(),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** A page counted up to the cap, or (withTotals) counted exactly with the grand totals of every matching order. */
const orderPage = <Row extends z.ZodType, T extends z.ZodType>(row: Row, totals: T) =>
  z.union([cappedPageOf(row), pageOf(row).extend({ totals })]);

const depositListBody = z.object({ ...listFields(20, ['created_at', 'amount', 'id']), ...orderFilters });
const depositPage = orderPage(depositOrder, z.object({ amount: z.number(), bonus: z.number(), creditedAmount: z.number() }));

export const orderContracts = {
  companyDeposits: defineContract({
    method: 'POST',
    path: '/chance-deposit-order/list',
    summary: "Company-account deposit orders in the caller's scope, newest first",
    body: depositListBody,
    answer: depositPage,
  }),
  onlineDeposits: defineContract({
    method: 'POST',
    path: '/chance-deposit-order/online/list',
    summary: "Online deposit orders in the caller's scope, newest first",
    body: depositListBody,
    answer: depositPage,
  }),
  approveDeposit: defineContract({
    method: 'POST',
    path: '/chance-deposit-order/approve',
    summary: "Approves a pending deposit: credits the member's cash and the bonus, and opens the turnover requirement",
    body: z.object({ id: idField, bonus: z.preprocess(blank, paiseIn(0).optional()), remark }),
    answer: z.object({
      id: z.number(),
      orderNo: z.string(),
      status: z.number(),
      /** Amount and bonus together. */
      credited: z.number(),
      bonus: z.number(),
      /** The recharge_discount rule the bonus came from; null without a bonus. */
      ruleId: z.number().nullable(),
      balanceAfter: z.number(),
      isFirst: z.number(),
      requirementId: z.number(),
      journalId: z.number(),
      bonusJournalId: z.number().nullable(),
    }),
    moneyMoving: true,
  }),
  bonusOffer: defineContract({
    method: 'POST',
    path: '/chance-deposit-order/bonusOffer',
    summary: 'What approving a pending deposit now would give: the rule, the prefilled bonus and the most staff may give',
    body: z.object({ id: idField }),
    answer: z.object({
      rule: z.object({ id: z.number(), name: z.string(), bonus: z.number(), turnoverMultipleX100: z.number() }).nullable(),
      /** The bonus approval gives unless staff change it. */
      offered: z.number(),
      /** The most staff may give. */
      max: z.number(),
      amount: z.number(),
      isFirstDeposit: z.boolean(),
      approvedToday: z.number(),
    }),
  }),
  rejectDeposit: defineContract({
    method: 'POST',
    path: '/chance-deposit-order/reject',
    summary: 'Rejects a pending deposit with a reason',
    body: z.object({ id: idField, reason }),
    answer: z.object({ id: z.number(), status: z.number(), reason: z.string() }),
    moneyMoving: true,
  }),
  withdrawals: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/list',
    summary: "Withdrawal orders in the caller's scope, newest first",
    body: z.object({
      ...listFields(20, ['created_at', 'amount', 'id']),
      ...orderFilters,
      stage: z.preprocess(blank, stage.optional()),
    }),
    answer: orderPage(withdrawalOrder, z.object({ amount: z.number(), netPayout: z.number() })),
  }),
  audit: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/audit',
    summary: 'The turnover audit (spec §9) of paying a withdrawal now, with its first review when it needs two',
    body: z.object({ id: idField }),
    answer: z.object({
      validTurnover: z.number(),
      /** Open requirement ids, oldest first, in the order of perRecord. */
      requirementIds: z.array(z.number()),
      perRecord: z.array(
        z.object({
          index: z.number(),
          normalRequired: z.number(),
          comprehensiveRequired: z.number(),
          allocated: z.number(),
          normalAchieved: z.number(),
          normalMet: z.boolean(),
          comprehensiveMet: z.boolean(),
          adminFee: z.number(),
          discountDeduction: z.number(),
        }),
      ),
      fee: z.number(),
      adminFee: z.number(),
      discountDeduction: z.number(),
      netPayout: z.number(),
      allowed: z.boolean(),
      /** Why paying is refused; absent when allowed. */
      reason: z.literal('net_payout_not_positive').optional(),
      surplusTurnover: z.number(),
      /** An order needing two reviews, once its first is given: who gave it, their remark ('' when none) and when. */
      firstReview: z.object({ reviewer: z.string(), remark: z.string(), reviewedAt: z.number() }).nullable(),
    }),
  }),
  review: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/review',
    summary: 'Approves a withdrawal: a first review of two, or the final one with the audit figures',
    body: z.object({ id: idField, remark }),
    answer: z.discriminatedUnion('stage', [
      z.object({ id: z.number(), stage: z.literal('first_approved'), status: z.number() }),
      z.object({
        id: z.number(),
        stage: z.literal('approved'),
        status: z.number(),
        fee: z.number(),
        adminFee: z.number(),
        bonusDeduction: z.number(),
        netPayout: z.number(),
      }),
    ]),
    moneyMoving: true,
  }),
  payoutChannels: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/payoutChannels',
    summary: "Enabled channels with payouts on in the caller's scope (USDT is paid on the crypto screen)",
    answer: pageOf(z.object({ id: z.number(), name: z.string(), kind: z.enum(['bank', 'upi', 'qr', 'gateway', 'crypto', 'auto_payout']) })),
  }),
  pay: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/pay',
    summary: 'Marks an approved withdrawal paid (through a payout channel, with its transaction id)',
    body: z.object({ id: idField, payoutChannelId: optionalId, txnId: z.preprocess(blank, z.string().trim().max(100).optional()) }),
    answer: z.object({ id: z.number(), stage: z.literal('paid'), netPayout: z.number(), journalId: z.number() }),
    moneyMoving: true,
  }),
  exportWithdrawals: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/export',
    summary: "The withdrawal list's matching rows as a workbook, the columns shown in the screen's words",
    // The list's filters, without paging, plus the columns to write.
    body: z
      .object({
        ...listFields(20, ['created_at', 'amount', 'id']),
        status: optionalInt(1, 3),
        orderNo: optionalText,
        username: optionalText,
        memberId: optionalId,
        startTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
        endTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
        timeOn: z.preprocess(blank, z.enum(['created', 'reviewed', 'paid']).optional()),
        formal: z.preprocess(blank, z.boolean().optional()),
        stage: z.preprocess(blank, stage.optional()),
        fields: z.array(z.enum(WITHDRAWAL_EXPORT_FIELDS)).max(WITHDRAWAL_EXPORT_FIELDS.length).optional(),
      })
      .omit({ pageIndex: true, pageSize: true }),
    answer: z.unknown(),
    file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  }),
  rejectWithdrawal: defineContract({
    method: 'POST',
    path: '/chance-withdrawal-order/reject',
    summary: "Rejects a withdrawal before it is paid, with a reason: the frozen amount goes back to the member's cash",
    body: z.object({ id: idField, reason }),
    answer: z.object({ id: z.number(), stage: z.literal('rejected'), status: z.number(), reason: z.string(), journalId: z.number() }),
    moneyMoving: true,
  }),
};
