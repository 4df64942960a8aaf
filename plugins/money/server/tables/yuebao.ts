import type { Generated } from 'kysely';

/* Row types of migration 040_yuebao: Yue Bao tiers (versioned by business day) and daily records. Times epoch ms UTC. */

export interface YuebaoTierTable {
  id: Generated<number>;
  created_by: number | null;
  created_at: number;
}

export interface YuebaoTierVersionTable {
  id: Generated<number>;
  tier_id: number;
  /** Bombay business day 'YYYY-MM-DD' from which these terms apply. */
  effective_from: string;
  /** Paise. */
  min_amount: number;
  /** Parts per million per day. */
  rate_ppm: number;
  secondary_rate_ppm: number;
  auto_transfer: Generated<number>;
  /** 'HH:MM' Bombay time. */
  transfer_time: Generated<string>;
  /** 1 enabled, 0 disabled. */
  enabled: Generated<number>;
  updated_by: number | null;
  updated_at: number;
}

export interface YuebaoRecordTable {
  id: Generated<number>;
  business_date: string;
  member_id: number;
  franchisee_id: number;
  tier_id: number | null;
  tier_min_amount: Generated<number>;
  opening: number;
  lowest: number;
  closing: number;
  /** Moved into / out of Yue Bao by the member during the day (paise, migration 052). */
  transfer_in: Generated<number>;
  transfer_out: Generated<number>;
  rate_ppm: Generated<number>;
  secondary_rate_ppm: Generated<number>;
  interest: number;
  carry_in: Generated<number>;
  remainder: Generated<number>;
  auto_transfer: Generated<number>;
  transfer_amount: Generated<number>;
  transfer_due_at: number | null;
  transferred_at: number | null;
  /** 0 no interest, 1 credited to Yue Bao, 2 waiting for the auto-transfer, 3 moved to the wallet. */
  status: number;
  journal_key: string | null;
  created_at: number;
}

export interface YuebaoTables {
  yuebao_tier: YuebaoTierTable;
  yuebao_tier_version: YuebaoTierVersionTable;
  yuebao_record: YuebaoRecordTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends YuebaoTables {}
}
