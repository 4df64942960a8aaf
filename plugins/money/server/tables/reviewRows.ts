import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { reviewContracts } from '../../shared/reviewContract';

/*
 * The review screens' rows (reviewTrailRoutes.ts): the decisions and the waiting orders (each a
 * union over deposit_order, withdrawal_review / withdrawal_order and manual_batch, its columns
 * named in snake_case like the tables': key, kind, order_id, order_no, decided_at / created_at),
 * and one order's history — the order of its kind, its review
 * steps, its cash journals and its turnover requirements. Paise, epoch ms.
 */

type History = AnswerOf<typeof reviewContracts.history>;
type Kind = History['kind'];
type Decision = AnswerOf<typeof reviewContracts.log>['list'][number]['decision'];
type StepDecision = History['steps'][number]['decision'];

const unionKeys = {
  id: column('key').text(),
  key: column('key').text(),
  // Each part of the union writes its own kind, and its decisions from its status.
  kind: column('kind').text().as<Kind>(),
  orderId: column('order_id').int(),
  orderNo: column('order_no').text(),
  username: column('username').text(),
  amount: column('amount').money(),
};

/** A decision of the log (audit_log). */
export const reviewDecisionRow = defineRowMapping({
  ...unionKeys,
  decision: column('decision').text().as<Decision>(),
  step: column('step').int(),
  reviewer: column('reviewer').text().nullable(),
  reason: column('reason').text(),
  // Set on every decision; the deposit's column is nullable (pending orders have none).
  decidedAt: column('decided_at').epochMs().nonNull(),
});

/** An order awaiting a decision (ImmediateAuditQuery); the route adds how long it has waited. */
export const reviewWaitingRow = defineRowMapping({
  ...unionKeys,
  stage: column('stage').text(),
  createdAt: column('created_at').epochMs(),
});

const orderBase = {
  id: column('id').int(),
  orderNo: column('order_no').text(),
  username: column('username').text(),
  amount: column('amount').money(),
  remark: column('remark').text(),
  createdAt: column('created_at').epochMs(),
};

/** A deposit order with its member's account, as its history shows it. */
export const depositOrderRow = defineRowMapping({
  ...orderBase,
  bonus: column('bonus').money(),
  credited: column('credited_amount').money(),
  status: column('status').int(),
  isFirst: column('is_first').int(),
  utr: column('utr').text(),
  payerName: column('payer_name').text(),
});

/** A withdrawal order with its member's account, as its history shows it. */
export const withdrawalOrderRow = defineRowMapping({
  ...orderBase,
  fee: column('fee').money(),
  adminFee: column('admin_fee').money(),
  bonusDeduction: column('bonus_deduction').money(),
  netPayout: column('net_payout').money(),
  stage: column('stage').text().oneOf(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  needsSecondReview: column('needs_second_review').int(),
});

/** A manual request as its history shows it (it names no one member); the route adds its maker's name. */
export const manualBatchRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('batch_no').text(),
  amount: column('total_amount').money(),
  direction: column('direction').text().oneOf(['credit', 'debit']),
  memberCount: column('member_count').int(),
  reasonType: column('reason_type').text(),
  status: column('status').text().oneOf(['pending_approval', 'applied', 'rejected']),
  remark: column('remark').text(),
  createdAt: column('created_at').epochMs(),
});

/** A withdrawal's review step (withdrawal_review with the reviewer's name). */
export const withdrawalReviewStepRow = defineRowMapping({
  step: column('step').int(),
  decision: column('decision').text().as<StepDecision>(),
  reviewer: column('reviewer').text().nullable(),
  reason: column('reason').text(),
  at: column('at').epochMs(),
});

/** A cash journal of the order: the journal with the member's posting (or the manual adjustment's amount). */
export const orderJournalRow = defineRowMapping({
  id: column('id').int(),
  type: column('type').text(),
  reference: column('reference').text(),
  amount: column('amount').money(),
  at: column('at').epochMs(),
});

/** A turnover requirement (turnover_requirement) the order opened or settled. */
export const turnoverRequirementRow = defineRowMapping({
  id: column('id').int(),
  deposit: column('deposit_amount').money(),
  discount: column('discount_amount').money(),
  normalRequired: column('normal_required').money(),
  comprehensiveRequired: column('comprehensive_required').money(),
  relax: column('relax').money(),
  status: column('status').text().oneOf(['open', 'met', 'settled', 'waived']),
  allocated: column('allocated').money(),
  normalMet: column('normal_met').money(),
  comprehensiveMet: column('comprehensive_met').money(),
  createdAt: column('created_at').epochMs(),
});

/** The first of a two-review withdrawal's approvals, shown to the second reviewer (withdrawals.ts). */
export const firstReviewRow = defineRowMapping({
  reviewer: column('username').text(),
  remark: column('reason').text(),
  reviewedAt: column('created_at').epochMs(),
});
