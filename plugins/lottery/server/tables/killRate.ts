import type { Generated } from 'kysely';

/* Row types of migration 033_kill_rate. Money in paise, odds ×100, rates in basis points, times epoch ms. */

export interface PlayLimitTable {
  id: Generated<number>;
  game_id: number;
  /** Play group code (NUMBER, COLOR, SIZE, SUM …). */
  play_code: string;
  min_stake: number;
  max_stake: number;
  max_per_member_period: number;
  max_exposure: number | null;
  /** Applies to the game's periods opening after this moment. */
  effective_after: number;
  created_by: number;
  created_at: number;
}

export interface OddsScheduleTable {
  id: Generated<number>;
  game_id: number;
  /** The selection's play row. */
  play_id: number;
  odds_x100: number;
  effective_after: number;
  created_by: number;
  created_at: number;
}

export interface KillRateBandTable {
  id: Generated<number>;
  game_id: number;
  min_bps: number;
  max_bps: number;
  updated_by: number;
  updated_at: number;
}

export interface BettingSuspensionTable {
  id: Generated<number>;
  game_id: number;
  /** '' = the whole game. */
  play_code: string;
  /** '' = every selection of the play. */
  selection: string;
  reason: string;
  created_by: number;
  created_at: number;
}

export interface KillRateOperationLogTable {
  id: Generated<number>;
  game_id: number;
  /** 'odds' | 'limit' | 'band' | 'suspend' | 'resume'. */
  kind: string;
  target: string;
  before_json: string | null;
  after_json: string | null;
  reason: string;
  effective_issue_no: string | null;
  staff_id: number;
  /** The checker of an applied lever request (migration 041); null for suspend/resume. */
  approved_by: Generated<number | null>;
  created_at: number;
}

export type LeverRequestKind = 'odds' | 'limit' | 'band';

/** Migration 041: an odds, limit or band change waiting for a second staff member. */
export interface LeverRequestTable {
  id: Generated<number>;
  request_no: string;
  game_id: number;
  kind: LeverRequestKind;
  /** The play code (limit), the selection's play id (odds) or '' (band). */
  target: string;
  payload_json: string;
  before_json: string;
  reason: string;
  status: Generated<'pending_approval' | 'applied' | 'rejected'>;
  maker_id: number;
  checker_id: Generated<number | null>;
  reviewed_at: Generated<number | null>;
  reject_reason: Generated<string>;
  /** The first period the applied change reached (when the scheduler had created it). */
  effective_issue_no: Generated<string | null>;
  created_at: number;
}

export interface KillRateTables {
  play_limit: PlayLimitTable;
  odds_schedule: OddsScheduleTable;
  kill_rate_band: KillRateBandTable;
  betting_suspension: BettingSuspensionTable;
  kill_rate_operation_log: KillRateOperationLogTable;
  lever_request: LeverRequestTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends KillRateTables {}
}
