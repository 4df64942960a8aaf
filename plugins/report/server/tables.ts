import type { BetMetrics, OrderMetrics } from './tables/dailyReports';

/** Row type of migration 069_report_stale_day: a Bombay day whose stored report rows a later write made stale. */
export interface ReportStaleDayTable {
  /** Bombay day number (days since 1970-01-01 in Bombay time). */
  day: number;
  /** Changes on every mark; a rebuild clears the mark only if it is still the version it read. */
  version: number;
  /** The version the close-day job saw when it began this day (it clears the mark at its end if unchanged). */
  claimed_version: number | null;
}

/*
 * Per-Bombay-day aggregates of the report cuts (migration 016). `real` is 1 for real members'
 * rows and 0 for internal or trial members and test bets; key 0 means "none" (no agent).
 */

interface CutKeys {
  day: number;
  real: number;
  franchisee_id: number;
  agent_id: number;
  refreshed_at: number;
}

type DepositMetrics = Pick<OrderMetrics, 'deposit_count' | 'deposit_amount' | 'first_deposit_count' | 'first_deposit_amount' | 'bonuses'>;

export interface ReportCutTables {
  daily_cut_agent: CutKeys & OrderMetrics & BetMetrics;
  daily_cut_game: CutKeys & BetMetrics & { game_id: number };
  daily_cut_play: CutKeys & BetMetrics & { play_code: string };
  daily_cut_vip: CutKeys & BetMetrics & { vip_level: number };
  daily_cut_hour: CutKeys & BetMetrics & { hour: number };
  daily_cut_deposit: CutKeys & DepositMetrics & { deposit_kind: string };
  /**
   * A member's first Bombay day with a bet: real = 1 counts only bets that are not test bets, real = 0 every bet.
   * member_real (1: neither internal nor trial), franchisee_id and agent_id (0: none) copy the member (migration 046).
   */
  member_first_bet: { member_id: number; real: number; first_day: number; member_real: number; franchisee_id: number; agent_id: number };
  /** Per member and Bombay day (migration 047), for the agents' member report. */
  daily_cut_member: CutKeys &
    Pick<OrderMetrics, 'deposit_amount' | 'withdraw_amount'> &
    Pick<BetMetrics, 'bet_count' | 'stake' | 'valid_turnover' | 'payout' | 'house_profit'> & { member_id: number };
}

// The core's database type gains this plugin's tables by declaration merging: no core file names them.
declare module '../../../server/db/schema' {
  interface DB extends ReportCutTables {
    report_stale_day: ReportStaleDayTable;
  }
}
