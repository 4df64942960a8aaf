import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * withdrawal_order's rows as the withdrawal export writes them (withdrawalExportRoutes.ts), with
 * the member's username: paise, epoch ms, the two 0/1 marks the list shows as words.
 */
export const withdrawalExportRow = defineRowMapping({
  orderNo: column('order_no').text(),
  username: column('username').text(),
  isFirst: column('is_first').bool01(),
  amount: column('amount').money(),
  fee: column('fee').money(),
  bonusDeduction: column('bonus_deduction').money(),
  adminFee: column('admin_fee').money(),
  netPayout: column('net_payout').money(),
  destination: column('destination').text(),
  created_at: column('created_at').epochMs(),
  stage: column('stage').text().oneOf(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  needsSecondReview: column('needs_second_review').bool01(),
  rejectReason: column('reject_reason').text(),
  remark: column('remark').text(),
});
