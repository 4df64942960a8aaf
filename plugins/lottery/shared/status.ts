/*
 * Period and bet states (spec §4 labels). Stored as integers; every transition is a conditional
 * UPDATE … WHERE status = <expected>, so running a step twice, or twice at once, changes a row once.
 *
 *   period: NOT_STARTED ─open─▶ BETTING ─deadline─▶ DRAWING ─draw─▶ DRAWN ─settle─▶ SETTLED
 *           DRAWING ─draw failed─▶ NOT_DRAWN ─supplementary draw─▶ DRAWN
 *   bet:    UNSETTLED ─settle─▶ WIN | LOSE
 */
export const PeriodStatus = {
  NOT_STARTED: 0,
  BETTING: 1,
  DRAWING: 2,
  DRAWN: 3,
  SETTLED: 4,
  NOT_DRAWN: 5,
} as const;
export type PeriodStatusCode = (typeof PeriodStatus)[keyof typeof PeriodStatus];

export const PERIOD_STATUS_NAMES = ['not_started', 'betting', 'drawing', 'drawn', 'settled', 'not_drawn'] as const;

export const BetStatus = {
  UNSETTLED: 0,
  WIN: 1,
  LOSE: 2,
  /** A push (stake back): no current play produces one, kept for the spec's label. */
  DRAW: 3,
  SETTLED: 4,
  NOT_DRAWN: 5,
} as const;
export type BetStatusCode = (typeof BetStatus)[keyof typeof BetStatus];

export const BET_STATUS_NAMES = ['unsettled', 'win', 'lose', 'draw', 'settled', 'not_drawn'] as const;

/** Bet statuses whose stake counts as valid turnover: WIN, LOSE, SETTLED. */
export const SETTLED_BET_STATUSES = [BetStatus.WIN, BetStatus.LOSE, BetStatus.SETTLED] as const;
