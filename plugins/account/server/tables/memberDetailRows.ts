import { column, computed, defineRowMapping } from '../../../../server/db/rowMapping';
import { maskAccountNo, maskUpi } from '../members/masking';

/*
 * The rows of the member detail page (members/detailRoutes.ts) and of the screens that list the
 * same tables across members (members/viewRoutes.ts, members/actionRoutes.ts): open audit
 * (turnover) requirements, the history tabs (deposits, withdrawals, statement postings, sign-ins,
 * remarks), points movements and bets. Paise, epoch ms; points are whole numbers.
 */

export const auditRequirementRow = defineRowMapping({
  id: column('id').int(),
  sourceType: column('source_type').text().oneOf(['deposit', 'manual_credit', 'rebate', 'regist_discount']),
  deposit: column('deposit_amount').money(),
  discount: column('discount_amount').money(),
  normalRequired: column('normal_required').money(),
  comprehensiveRequired: column('comprehensive_required').money(),
  relax: column('relax').money(),
  createdAt: column('created_at').epochMs(),
});

export const memberDepositRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('order_no').text(),
  kind: column('kind').text().oneOf(['company', 'online']),
  amount: column('amount').money(),
  bonus: column('bonus').money(),
  creditedAmount: column('credited_amount').money(),
  status: column('status').int(),
  isFirst: column('is_first').int(),
  utr: column('utr').text(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
});

export const memberWithdrawalRow = defineRowMapping({
  id: column('id').int(),
  orderNo: column('order_no').text(),
  amount: column('amount').money(),
  fee: column('fee').money(),
  adminFee: column('admin_fee').money(),
  bonusDeduction: column('bonus_deduction').money(),
  netPayout: column('net_payout').money(),
  stage: column('stage').text().oneOf(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
  paidAt: column('paid_at').epochMs().nullable(),
});

/** A posting (ledger_posting) on one of a member's accounts with its journal's type, reference and remark. */
export const memberPostingRow = defineRowMapping({
  id: column('id').int(),
  type: column('type').text(),
  bucket: column('bucket').text().oneOf(['cash', 'frozen', 'bonus']),
  amount: column('amount').money(),
  balanceAfter: column('balance_after').money(),
  refType: column('ref_type').text().nullable(),
  refId: column('ref_id').text().nullable(),
  remark: column('remark').text(),
  createdAt: column('created_at').epochMs(),
});

export const memberLoginRow = defineRowMapping({
  id: column('id').int(),
  ip: column('ip').text(),
  device: column('device').text(),
  source: column('source').text().oneOf(['pc', 'h5', 'app']),
  geo: column('geo').text(),
  success: column('success').int(),
  reason: column('reason').text(),
  createdAt: column('created_at').epochMs(),
});

/** A remark with its staff member's username (staff_username: null when the account is gone). */
export const memberRemarkRow = defineRowMapping({
  id: column('id').int(),
  kind: column('kind').text().oneOf(['front', 'back', 'memo']),
  content: column('content').text(),
  staff: column('staff_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
});

/** A points movement (points_ledger); amount and balance in points. */
export const memberPointsRow = defineRowMapping({
  id: column('id').int(),
  kind: column('kind').text(),
  amount: column('amount').int(),
  balanceAfter: column('balance_after').int(),
  ref: column('ref').text(),
  createdAt: column('created_at').epochMs(),
});

/** A bet with its game's name (game_name) and its period's issue number. */
export const memberBetRow = defineRowMapping({
  id: column('id').int(),
  betNo: column('bet_no').text(),
  gameName: column('game_name').text(),
  issueNo: column('issue_no').text(),
  playCode: column('play_code').text(),
  selection: column('selection').text(),
  stake: column('stake').money(),
  fee: column('fee').money(),
  oddsX100: column('odds_x100').int(),
  status: column('status').int(),
  payout: column('payout').money(),
  createdAt: column('created_at').epochMs(),
  settledAt: column('settled_at').epochMs().nullable(),
});

/** A member's bank account or UPI id (member_bank) as the detail page shows it: the numbers masked, never whole. */
export const memberBankRow = defineRowMapping({
  id: column('id').int(),
  kind: column('kind').text().oneOf(['bank', 'upi']),
  holderName: column('holder_name').text(),
  bankName: column('bank_name').text(),
  ifsc: column('ifsc').text(),
  accountNo: computed((row: { account_no: string }) => maskAccountNo(row.account_no)),
  upiId: computed((row: { upi_id: string }) => maskUpi(row.upi_id)),
  isDefault: column('is_default').int(),
  createdAt: column('created_at').epochMs(),
});
