import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import { CHANNEL_KINDS } from '../../shared/channelContract';
import type { channelRecordContracts } from '../../shared/channelRecordContract';
import type { orderContracts } from '../../shared/orderContract';

/*
 * deposit_order's and withdrawal_order's rows with their member's username, as the order lists
 * show them (orderRoutes.ts), and cut to what the payment channels' record screens show, with the
 * channel joined as channel_id / channel_name / channel_kind (channelRecordRoutes.ts). Paise,
 * epoch ms; is_first and needs_second_review stay 0/1 numbers as the lists answer them.
 */

type DepositOrder = AnswerOf<typeof orderContracts.companyDeposits>['list'][number];
type WithdrawalOrder = AnswerOf<typeof orderContracts.withdrawals>['list'][number];
type DepositRecord = AnswerOf<typeof channelRecordContracts.bankRecords>['list'][number];
type PayoutRecord = AnswerOf<typeof channelRecordContracts.autoPayoutRecords>['list'][number];

const WITHDRAWAL_STAGES = ['submitted', 'first_approved', 'approved', 'paid', 'rejected'] as const;

export const depositOrderListRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('order_no').text(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  kind: column('kind').text().oneOf(['company', 'online']),
  amount: column('amount').money(),
  bonus: column('bonus').money(),
  creditedAmount: column('credited_amount').money(),
  status: column('status').int(),
  isFirst: column('is_first').int(),
  channelId: column('channel_id').int().nullable(),
  payerName: column('payer_name').text(),
  utr: column('utr').text(),
  remark: column('remark').text(),
  rejectReason: column('reject_reason').text(),
  reviewedBy: column('reviewed_by').int().nullable(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  balanceAfter: column('balance_after').money().nullable(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<DepositOrder>;

export const withdrawalOrderListRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('order_no').text(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  amount: column('amount').money(),
  fee: column('fee').money(),
  adminFee: column('admin_fee').money(),
  bonusDeduction: column('bonus_deduction').money(),
  netPayout: column('net_payout').money(),
  status: column('status').int(),
  stage: column('stage').text().oneOf(WITHDRAWAL_STAGES),
  isFirst: column('is_first').int(),
  needsSecondReview: column('needs_second_review').int(),
  firstReviewerId: column('first_reviewer_id').int().nullable(),
  secondReviewerId: column('second_reviewer_id').int().nullable(),
  destination: column('destination').text(),
  rejectReason: column('reject_reason').text(),
  remark: column('remark').text(),
  paidAt: column('paid_at').epochMs().nullable(),
  payoutTxnId: column('payout_txn_id').text(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<WithdrawalOrder>;

/** The channel an order went through (an inner join: never null). */
const channel = {
  channelId: column('channel_id').int(),
  channelName: column('channel_name').text(),
};

/** A deposit received through a channel of the record screen's kinds. */
export const depositRecordRow = depositOrderListRow
  .pick('id', 'orderNo', 'username', 'amount', 'bonus', 'status', 'utr', 'payerName')
  .extend({
    ...channel,
    channelKind: column('channel_kind').text().oneOf(CHANNEL_KINDS),
    reviewedAt: depositOrderListRow.fields.reviewedAt,
    createdAt: depositOrderListRow.fields.createdAt,
  }) satisfies RowMappingTo<DepositRecord>;

/** A withdrawal paid (or on its way) through an automatic payout channel. */
export const payoutRecordRow = withdrawalOrderListRow
  .pick('id', 'orderNo', 'username', 'amount', 'fee', 'netPayout', 'stage', 'status', 'payoutTxnId')
  .extend({
    ...channel,
    paidAt: withdrawalOrderListRow.fields.paidAt,
    createdAt: withdrawalOrderListRow.fields.createdAt,
  }) satisfies RowMappingTo<PayoutRecord>;
