import type { Generated } from 'kysely';

/*
 * Row types of migration 039_rebate_template: the member rebate templates the daily rebate job
 * pays by (money_management › fan_yong › promotion_settings). Money in paise, rates in basis
 * points, multiples ×100, times epoch ms UTC.
 */

export interface RebateTemplateTable {
  id: Generated<number>;
  /** Null: every franchisee's members (admins only). */
  franchisee_id: number | null;
  name: string;
  /** Null: every game. */
  game_id: number | null;
  /** JSON object: VIP level → rate in basis points of the valid turnover ({"0": 20, "1": 25 …}); a level not listed earns nothing. */
  rates_json: string;
  /** The turnover a paid rebate requires before withdrawal, as a multiple ×100 of the rebate. */
  audit_multiple_x100: number;
  /** Most one member earns from this template in one Bombay day; 0 = no cap. */
  daily_cap: number;
  /** 0 enabled, 1 disabled. */
  status: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface RebateTemplateTables {
  rebate_template: RebateTemplateTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends RebateTemplateTables {}
}
