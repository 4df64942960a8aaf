import type { Generated } from 'kysely';

/*
 * Row types of the lottery tables (migration 003_lottery). Money in paise, odds ×100, times
 * epoch ms, results as JSON arrays of integers (server/domain/draw/shapes.ts).
 */

export interface LotteryTypeTable {
  id: Generated<number>;
  /** WINGO, K3, 5D, … */
  code: string;
  name: string;
  /** Result shape: 'wingo' | 'k3' | '5d'. */
  shape: string;
  sort: number;
  /** 0 enabled, 1 disabled. */
  status: number;
  created_at: number;
}

export interface GameTable {
  id: Generated<number>;
  lottery_type_id: number;
  /** WINGO_30S, K3_1M, … */
  code: string;
  /** Two digits inside the issue number (rules/periods.ts). */
  issue_code: string;
  name: string;
  provider_code: string;
  description: string;
  /** Spec game type: 0 lottery (betting), 1 electronic, 2 chess and card, … */
  type: number;
  /** 0 enabled, 1 disabled (no new periods, no bets). */
  state: number;
  /** When it was disabled (migration 034); the period open at that moment still runs to settlement. */
  disabled_at: number | null;
  /** 1 when trial (test) players may play it. */
  test_support: number;
  icon_h5: string;
  icon_pc: string;
  /** 0 period lottery (the only kind here). */
  bet_type: number;
  shape: string;
  interval_sec: number;
  freeze_sec: number;
  /** 'house' (commit-reveal draw) or 'external' (official result entered by staff, maker-checker). */
  result_source: string;
  fee_bps: number;
  min_bet: number;
  max_bet: number;
  /** Per member and period, paise. */
  max_bet_per_period: number;
  sort: number;
  created_at: number;
}

export interface PlayTable {
  id: Generated<number>;
  lottery_type_id: number;
  /** Null for a play group (NUMBER, COLOR, …); its selections point at it. */
  parent_id: number | null;
  /** Domain play code (NUMBER, COLOR, SUM, POSITION_SIZE …). */
  code: string;
  /** The selection a child row stands for ('7', 'red', 'A:big'); null on a group row. */
  selection: string | null;
  name_zh: string;
  name_en: string;
  name_hi: string;
  intro_zh: string;
  intro_en: string;
  intro_hi: string;
  /** Headline odds ×100 of the selection (a bet snapshots it); 0 on group rows. */
  odds_x100: number;
  /** Rebate in basis points of the valid turnover. */
  rebate_bps: number;
  sort: number;
  status: number;
  created_at: number;
}

export interface PeriodTable {
  id: Generated<number>;
  game_id: number;
  issue_no: string;
  seq: number;
  business_date: string;
  open_at: number;
  /** Betting deadline (draw_at − freeze). */
  close_at: number;
  draw_at: number;
  /** PeriodStatus in plugins/lottery/shared/status.ts. */
  status: number;
  /** SHA-256 of the seed, published when the period is created (house-drawn games). */
  seed_hash: string | null;
  /** The committed seed. Held from creation (the draw needs it) but only shown once drawn. */
  seed: string | null;
  result: Generated<string | null>;
  result_source: string;
  drawn_at: Generated<number | null>;
  settled_at: Generated<number | null>;
  bet_count: Generated<number>;
  bettor_count: Generated<number>;
  total_bet: Generated<number>;
  total_fee: Generated<number>;
  winning_amount: Generated<number>;
  house_profit: Generated<number>;
  kill_rate_bps: Generated<number>;
  draw_failed_at: Generated<number | null>;
  draw_error: Generated<string | null>;
  settle_failed_at: Generated<number | null>;
  settle_error: Generated<string | null>;
  created_at: number;
}

export interface BetTable {
  id: Generated<number>;
  bet_no: string;
  member_id: number;
  franchisee_id: number;
  agent_id: number | null;
  game_id: number;
  period_id: number;
  play_id: number;
  play_code: string;
  selection: string;
  stake: number;
  fee: number;
  contract: number;
  odds_x100: number;
  /** BetStatus in plugins/lottery/shared/status.ts. */
  status: number;
  payout: Generated<number>;
  /** Hundredths of a paise dropped by rounding the payout down. */
  dropped_x100: Generated<number>;
  is_test: Generated<number>;
  ip: Generated<string>;
  created_at: number;
  settled_at: Generated<number | null>;
}

export interface RebateRecordTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  game_id: number | null;
  business_date: string;
  valid_turnover: number;
  rate_bps: number;
  amount: number;
  /** 0 calculated, 1 paid, 2 cancelled. */
  status: number;
  journal_key: string | null;
  created_at: number;
  /** Why staff cancelled a held record (migration 030); '' otherwise. */
  cancel_reason: Generated<string>;
  cancelled_by: Generated<number | null>;
  cancelled_at: Generated<number | null>;
  /** The rebate_template the record was calculated with (migration 039); null for records before templates. */
  template_id: Generated<number | null>;
}

export interface ExternalResultTable {
  id: Generated<number>;
  game_id: number;
  period_id: number;
  issue_no: string;
  result: string;
  source: string;
  reason: string;
  entered_by: number;
  entered_at: number;
  approved_by: Generated<number | null>;
  approved_at: Generated<number | null>;
  /** 0 pending approval, 1 approved, 2 rejected. */
  status: Generated<number>;
}

export interface SupplementaryRunTable {
  id: Generated<number>;
  period_id: number;
  /** 'draw' or 'settle'. */
  kind: string;
  /** Null when the scheduler ran it. */
  staff_id: number | null;
  success: number;
  message: string;
  created_at: number;
}

export interface LotteryTables {
  lottery_type: LotteryTypeTable;
  game: GameTable;
  play: PlayTable;
  period: PeriodTable;
  bet: BetTable;
  rebate_record: RebateRecordTable;
  external_result: ExternalResultTable;
  supplementary_run: SupplementaryRunTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends LotteryTables {}
}
