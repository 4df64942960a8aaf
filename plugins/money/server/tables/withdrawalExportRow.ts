import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * withdrawal_order's rows as the withdrawal export writes them (withdrawalExportRoutes.ts), with
 * the member's username: paise, epoch ms, the two 0/1 marks the list shows as words.
 */
export const withdrawalExportRow = defineRowMapping({
  orderNo: column('orderNo').text(),
  username: column('username').text(),
  isFirst: column('isFirst').bool01(),
  amount: column('amount').money(),
  fee: column('fee').money(),
  bonusDeduction: column('bonusDeduction').money(),
  adminFee: column('adminFee').money(),
  netPayout: column('netPayout').money(),
  destination: column('destination').text(),
  created_at: column('created_at').epochMs(),
  stage: column('stage').text().oneOf(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  needsSecondReview: column('needsSecondReview').bool01(),
  rejectReason: column('rejectReason').text(),
  remark: column('remark').text(),
});
