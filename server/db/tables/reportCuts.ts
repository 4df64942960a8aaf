import type { BetMetrics, OrderMetrics } from './people';

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
  /** A member's first Bombay day with a bet: real = 1 counts only bets that are not test bets, real = 0 every bet. */
  member_first_bet: { member_id: number; real: number; first_day: number };
}
