import type { Generated } from 'kysely';

/*
 * Row types of migration 014_recharge_discount: deposit bonus rules (recharge_discount) applied when
 * a deposit is approved. Money in paise, rates in basis points, multiples ×100, times epoch ms UTC.
 */

/** first: the member's first deposit ever; daily: the first of the Bombay day; every: any deposit. */
export type RechargeDiscountKind = 'first' | 'daily' | 'every';

export interface RechargeDiscountRuleTable {
  id: Generated<number>;
  /** Null: every franchisee's members (admins only). */
  franchisee_id: number | null;
  name: string;
  kind: RechargeDiscountKind;
  /** The tier: deposits from min_amount up to max_amount (0 = no upper bound), inclusive. */
  min_amount: number;
  max_amount: number;
  rate_bps: number;
  /** Largest bonus one deposit gets; 0 = no cap. */
  cap: number;
  /** Turnover the bonus requires, as a multiple ×100 of deposit + bonus. */
  turnover_multiple_x100: number;
  sort: number;
  /** 0 enabled, 1 disabled. */
  status: number;
  created_at: number;
  updated_at: number;
}

export interface MoneyChannelsBTables {
  recharge_discount_rule: RechargeDiscountRuleTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends MoneyChannelsBTables {}
}
