import type { Generated } from 'kysely';

/* Row types of migration 032_crypto_payout: approved withdrawals paid in USDT. Paise, micro-USDT, epoch ms UTC. */

export interface CryptoPayoutBatchTable {
  id: Generated<number>;
  batch_no: string;
  franchisee_id: number;
  channel_id: number;
  /** The channel's rate when paid: paise per USDT. */
  rate_x100: number;
  crypto_network: Generated<string>;
  order_count: number;
  /** Sum of the orders' net payouts, paise. */
  total_inr: number;
  total_usdt_micro: number;
  tx_hash: Generated<string>;
  remark: Generated<string>;
  staff_id: number;
  created_at: number;
}

export interface CryptoPayoutTable {
  id: Generated<number>;
  batch_id: number;
  withdrawal_id: number;
  member_id: number;
  franchisee_id: number;
  agent_id: number | null;
  channel_id: number;
  /** The order's net payout, paise. */
  inr_amount: number;
  rate_x100: number;
  usdt_micro: number;
  crypto_network: Generated<string>;
  wallet_address: string;
  /** The withdraw_payout journal this payment posted. */
  journal_id: number;
  staff_id: number;
  created_at: number;
}

export interface CryptoPayoutTables {
  crypto_payout_batch: CryptoPayoutBatchTable;
  crypto_payout: CryptoPayoutTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends CryptoPayoutTables {}
}
