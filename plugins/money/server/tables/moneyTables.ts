import type { Generated } from 'kysely';

/*
 * Row types of the money plugin's tables of migration 002_money (order extras, reviews, manual
 * adjustments, payment channels, settings); the ledger's tables of that migration are the core's
 * (server/db/tables/ledger.ts). Money is integer paise, times epoch ms UTC.
 * The columns the migration adds to deposit_order and withdrawal_order merge into orders.ts's
 * DepositOrderTable / WithdrawalOrderTable through the *Extra interfaces below.
 */

export interface MoneySettingTable {
  id: Generated<number>;
  key: string;
  /** JSON text. */
  value: string;
  updated_at: number;
}

export type ChannelKind = 'bank' | 'upi' | 'qr' | 'gateway' | 'crypto' | 'auto_payout';

export interface PaymentChannelTable {
  id: Generated<number>;
  franchisee_id: number | null;
  kind: ChannelKind;
  name: string;
  sub_name: Generated<string>;
  code: Generated<string>;
  for_deposit: Generated<number>;
  for_withdraw: Generated<number>;
  min_amount: Generated<number>;
  max_amount: Generated<number>;
  daily_limit: Generated<number>;
  fee_bps: Generated<number>;
  bank_name: Generated<string>;
  branch: Generated<string>;
  province: Generated<string>;
  city: Generated<string>;
  payee_name: Generated<string>;
  payee_account: Generated<string>;
  ifsc: Generated<string>;
  qr_image_url: Generated<string>;
  payment_method: Generated<string>;
  integer_only: Generated<number>;
  gateway_type: Generated<string>;
  merchant_id: Generated<string>;
  payment_code: Generated<string>;
  domain: Generated<string>;
  gateway_url: Generated<string>;
  notify_url: Generated<string>;
  return_url: Generated<string>;
  quick_amounts: Generated<string>;
  params_json: Generated<string>;
  secret_enc: Generated<string>;
  crypto_network: Generated<string>;
  wallet_address: Generated<string>;
  exchange_rate_x100: Generated<number>;
  sort: Generated<number>;
  /** 0 enabled, 1 disabled. */
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

/** Columns 002_money adds to deposit_order. */
export interface DepositOrderExtra {
  channel_id: number | null;
  bonus: Generated<number>;
  credited_amount: Generated<number>;
  payer_name: Generated<string>;
  utr: Generated<string>;
  remark: Generated<string>;
  reject_reason: Generated<string>;
  reviewed_by: number | null;
  normal_multiple_x100: Generated<number>;
  comprehensive_multiple_x100: Generated<number>;
  balance_after: number | null;
  created_ip: Generated<string>;
}

export type WithdrawalStage = 'submitted' | 'first_approved' | 'approved' | 'paid' | 'rejected';

/** Columns 002_money adds to withdrawal_order. */
export interface WithdrawalOrderExtra {
  stage: Generated<WithdrawalStage>;
  needs_second_review: Generated<number>;
  first_reviewer_id: number | null;
  second_reviewer_id: number | null;
  fee: Generated<number>;
  admin_fee: Generated<number>;
  bonus_deduction: Generated<number>;
  net_payout: Generated<number>;
  /** JSON of the audit evaluation made when the order was approved. */
  turnover_snapshot: Generated<string>;
  /** JSON of the payee (bank / IFSC / UPI / wallet) as submitted. */
  destination: Generated<string>;
  reject_reason: Generated<string>;
  remark: Generated<string>;
  payout_channel_id: number | null;
  payout_txn_id: Generated<string>;
  paid_at: number | null;
  paid_by: number | null;
  is_first: Generated<number>;
  created_ip: Generated<string>;
}

export interface WithdrawalReviewTable {
  id: Generated<number>;
  withdrawal_id: number;
  step: number;
  staff_id: number;
  decision: 'approve' | 'reject' | 'pay';
  reason: Generated<string>;
  created_at: number;
}

export interface ManualBatchTable {
  id: Generated<number>;
  batch_no: string;
  direction: 'credit' | 'debit';
  member_count: number;
  total_amount: number;
  reason_type: string;
  remark: Generated<string>;
  maker_id: number;
  created_at: number;
}

export interface ManualAdjustmentTable {
  id: Generated<number>;
  ref: string;
  batch_id: number | null;
  member_id: number;
  franchisee_id: number;
  station_id: number;
  agent_id: number | null;
  direction: 'credit' | 'debit';
  amount: number;
  reason_type: string;
  remark: Generated<string>;
  normal_audit: Generated<number>;
  comprehensive_multiple_x100: Generated<number>;
  /** Null until the request is approved (009_maker_checker). */
  journal_id: number | null;
  balance_after: number | null;
  maker_id: number;
  checker_id: number | null;
  created_at: number;
}

export interface MoneyTables {
  money_setting: MoneySettingTable;
  payment_channel: PaymentChannelTable;
  withdrawal_review: WithdrawalReviewTable;
  manual_batch: ManualBatchTable;
  manual_adjustment: ManualAdjustmentTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends MoneyTables {}
}

// The order rows of 001_init (orders.ts) gain the columns 002 adds, by declaration merging.
declare module './orders' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the columns, nothing of its own
  interface DepositOrderTable extends DepositOrderExtra {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the columns, nothing of its own
  interface WithdrawalOrderTable extends WithdrawalOrderExtra {}
}

// The change-request kind the money plugin submits (settingsRoutes.ts): saving a money setting waits
// for a second administrator.
declare module '../../../../server/db/tables/changeRequest' {
  interface ChangeRequestKinds {
    'money_setting.save': true;
  }
}
