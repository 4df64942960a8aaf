import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { BetStatus } from '../shared/status';
import { memberStakeRow, selectionExposureRow } from './tables/betSumRows';
import { oddsScheduleRow, playLimitRow } from './tables/leverRows';

/** Bets that still owe a payout if their selection wins (cancelled and settled ones do not). */
const LIVE_BET_STATUSES: number[] = [BetStatus.UNSETTLED];

/*
 * The kill-rate levers as placeBet applies them (ARCHITECTURE §6: they only refuse or price new
 * bets; nothing here is reachable from drawing). Odds and play limits are the latest version saved
 * before the period opened, so a change never reaches the open period; suspensions apply at once.
 */

export interface PeriodRules {
  /** Odds ×100 for the selection in this period, or null for the play's own odds. */
  oddsX100: number | null;
  /** The play's limits in this period, or null for the game's. */
  limit: { minStake: number; maxStake: number; maxPerMemberPeriod: number; maxExposure: number | null } | null;
}

export interface RulesQuery {
  gameId: number;
  playCode: string;
  playId: number;
  /** The period's opening time: versions saved before it apply. */
  openAt: number;
}

export async function periodRules(db: Database, q: RulesQuery): Promise<PeriodRules> {
  const [odds, limit] = await Promise.all([
    db
      .selectFrom('odds_schedule')
      .select('odds_x100')
      .where('game_id', '=', q.gameId)
      .where('play_id', '=', q.playId)
      .where('effective_after', '<', q.openAt)
      .orderBy('effective_after', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('play_limit')
      .select(['min_stake', 'max_stake', 'max_per_member_period', 'max_exposure'])
      .where('game_id', '=', q.gameId)
      .where('play_code', '=', q.playCode)
      .where('effective_after', '<', q.openAt)
      .orderBy('effective_after', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    oddsX100: odds ? oddsScheduleRow.map(odds).oddsX100 : null,
    limit: limit ? playLimitRow.map(limit) : null,
  };
}

/** Refuses a bet on a suspended game, play or selection. */
export async function assertNotSuspended(db: Database, gameId: number, playCode: string, selection: string): Promise<void> {
  const row = await db
    .selectFrom('betting_suspension')
    .select('id')
    .where('game_id', '=', gameId)
    .where((eb) =>
      eb.or([
        eb.and([eb('play_code', '=', ''), eb('selection', '=', '')]),
        eb.and([eb('play_code', '=', playCode), eb('selection', '=', '')]),
        eb.and([eb('play_code', '=', playCode), eb('selection', '=', selection)]),
      ]),
    )
    .executeTakeFirst();
  if (row) throw new ApiError('A0400', 'killrate_betting_suspended');
}

/** What a bet pays if its selection wins at headline odds: floor(contract × odds / 100). */
export const potentialPayout = (contract: number, oddsX100: number) => Math.floor((contract * oddsX100) / 100);

/** Sum of the potential payouts of the live bets on one selection of a period. */
export async function selectionExposure(db: Database, periodId: number, playCode: string, selection: string): Promise<number> {
  const row = await db
    .selectFrom('bet')
    .select(sql<number>`coalesce(sum((contract * odds_x100) / 100), 0)`.as('exposure'))
    .where('period_id', '=', periodId)
    .where('play_code', '=', playCode)
    .where('selection', '=', selection)
    .where('status', 'in', LIVE_BET_STATUSES)
    .executeTakeFirstOrThrow();
  return selectionExposureRow.map(row).exposure;
}

/** A member's stake on one play in a period. */
export async function memberPlayStake(db: Database, periodId: number, memberId: number, playCode: string): Promise<number> {
  const row = await db
    .selectFrom('bet')
    .select(sql<number>`coalesce(sum(stake), 0)`.as('total'))
    .where('period_id', '=', periodId)
    .where('member_id', '=', memberId)
    .where('play_code', '=', playCode)
    .where('status', 'in', LIVE_BET_STATUSES)
    .executeTakeFirstOrThrow();
  return memberStakeRow.map(row).total;
}
