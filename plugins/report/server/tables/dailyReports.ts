import type { Generated } from 'kysely';

/*
 * Row types of the three daily report tables (per franchisee, per game, per agent) of the core's
 * migration 004_people_content, which the report plugin fills; their metric columns are also the
 * report cuts' (../tables.ts).
 */

/** Order-side daily metrics (per franchisee and per agent). */
export interface OrderMetrics {
  registrations: Generated<number>;
  first_deposit_count: Generated<number>;
  first_deposit_amount: Generated<number>;
  deposit_count: Generated<number>;
  deposit_amount: Generated<number>;
  withdraw_count: Generated<number>;
  withdraw_amount: Generated<number>;
  withdraw_fees: Generated<number>;
  bonuses: Generated<number>;
}

/** Bet-side daily metrics (on all three report tables). */
export interface BetMetrics {
  bet_count: Generated<number>;
  bettors: Generated<number>;
  stake: Generated<number>;
  valid_turnover: Generated<number>;
  payout: Generated<number>;
  house_profit: Generated<number>;
  bet_fees: Generated<number>;
  rebates: Generated<number>;
}

/** `day` is the Bombay day number; key 0 means "none" (no agent). */
export interface DailyReportTable extends OrderMetrics, BetMetrics {
  day: number;
  franchisee_id: number;
  refreshed_at: number;
}

export interface DailyGameReportTable extends BetMetrics {
  day: number;
  franchisee_id: number;
  game_id: number;
  refreshed_at: number;
}

export interface DailyAgentReportTable extends OrderMetrics, BetMetrics {
  day: number;
  franchisee_id: number;
  agent_id: number;
  refreshed_at: number;
}

export interface DailyReportTables {
  daily_report: DailyReportTable;
  daily_game_report: DailyGameReportTable;
  daily_agent_report: DailyAgentReportTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends DailyReportTables {}
}
