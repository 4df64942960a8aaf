import type { Database } from '../../../server/db/database';
import { playsFor } from './rules/games/registry';
import { ApiError } from '../../../server/http/errors';
import { ODDS_MAX_X100 } from '../shared/limitContract';
import { gameById, type GameInfo } from './games';
import { killRateBandRow, oddsScheduleRow, playLimitRow } from './tables/leverRows';
import { selectionOddsRow } from './tables/playRows';

/*
 * Writing the kill-rate levers, each in the caller's transaction with its kill_rate_operation_log
 * row (before/after, reason, who, and who approved). Odds and limits are new versions that apply
 * from the game's next period (effective_after = now, and the open period opened before now);
 * bands and suspensions apply at once. Odds, limits and bands are applied only when a second
 * staff member approves the request (leverRequests.ts); suspend/resume are immediate. None of
 * these reads or writes a period's result.
 */

export type LeverKind = 'odds' | 'limit' | 'band' | 'suspend' | 'resume';

export interface Actor {
  staffId: number;
  now: number;
  reason: string;
  /** The checker of the approved request that applies this change (odds, limits, band). */
  approvedBy?: number;
}

export async function gameOrThrow(db: Database, gameId: number): Promise<GameInfo> {
  const game = await gameById(db, gameId);
  if (!game) throw new ApiError('A0400', 'killrate_game_not_found', { game: gameId });
  return game;
}

/** The issue number of the game's first period opening after `now`, when the scheduler has created it. */
export async function nextIssueNo(db: Database, gameId: number, now: number): Promise<string | null> {
  const row = await db
    .selectFrom('period')
    .select('issue_no')
    .where('game_id', '=', gameId)
    .where('open_at', '>', now)
    .orderBy('open_at')
    .limit(1)
    .executeTakeFirst();
  return row?.issue_no ?? null;
}

async function logLever(
  db: Database,
  gameId: number,
  kind: LeverKind,
  target: string,
  before: unknown,
  after: unknown,
  actor: Actor,
  effectiveIssueNo: string | null,
) {
  await db
    .insertInto('kill_rate_operation_log')
    .values({
      game_id: gameId,
      kind,
      target,
      before_json: before === null ? null : JSON.stringify(before),
      after_json: after === null ? null : JSON.stringify(after),
      reason: actor.reason,
      effective_issue_no: effectiveIssueNo,
      staff_id: actor.staffId,
      approved_by: actor.approvedBy ?? null,
      created_at: actor.now,
    })
    .execute();
}

export interface PlayLimitValues {
  minStake: number;
  maxStake: number;
  maxPerMemberPeriod: number;
  maxExposure: number | null;
}

/** The latest saved limits of a play (those the next period gets), or null when the game's apply. */
export async function latestPlayLimit(db: Database, gameId: number, playCode: string): Promise<PlayLimitValues | null> {
  const row = await db
    .selectFrom('play_limit')
    .select(['min_stake', 'max_stake', 'max_per_member_period', 'max_exposure'])
    .where('game_id', '=', gameId)
    .where('play_code', '=', playCode)
    .orderBy('effective_after', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? playLimitRow.map(row) : null;
}

/** Checks a limit change and answers the limits it replaces (null: the game's defaults). */
export async function checkPlayLimit(
  db: Database,
  gameId: number,
  playCode: string,
  values: PlayLimitValues,
): Promise<PlayLimitValues | null> {
  const game = await gameOrThrow(db, gameId);
  if (!Object.hasOwn(playsFor(game.shape), playCode)) throw new ApiError('A0400', 'play_invalid', { play: playCode, selection: '' });
  if (!(values.minStake <= values.maxStake && values.maxStake <= values.maxPerMemberPeriod))
    throw new ApiError('A0400', 'killrate_limit_order_invalid');
  return latestPlayLimit(db, gameId, playCode);
}

export async function savePlayLimit(db: Database, gameId: number, playCode: string, values: PlayLimitValues, actor: Actor) {
  const before = await checkPlayLimit(db, gameId, playCode, values);
  await db
    .insertInto('play_limit')
    .values({
      game_id: gameId,
      play_code: playCode,
      min_stake: values.minStake,
      max_stake: values.maxStake,
      max_per_member_period: values.maxPerMemberPeriod,
      max_exposure: values.maxExposure,
      effective_after: actor.now,
      created_by: actor.staffId,
      created_at: actor.now,
    })
    .execute();
  const effectiveIssueNo = await nextIssueNo(db, gameId, actor.now);
  await logLever(db, gameId, 'limit', playCode, before, values, actor, effectiveIssueNo);
  return { before, after: values, effectiveIssueNo };
}

/** The latest saved odds of a selection's play row for a game (the next period's), or null for the play's own. */
export async function latestOdds(db: Database, gameId: number, playId: number): Promise<number | null> {
  const row = await db
    .selectFrom('odds_schedule')
    .select('odds_x100')
    .where('game_id', '=', gameId)
    .where('play_id', '=', playId)
    .orderBy('effective_after', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? oddsScheduleRow.map(row).oddsX100 : null;
}

/**
 * Odds bounds. The highest odds any game pays is K3's specific triple, 207.36 (DOMAIN B.5, ≈ 0.96 ×
 * its fair 216), so 1,000.00 bounds every play with room for a promotion; and a selection may be
 * priced at most 10 × its play's standard odds (a 2.00 play up to 20.00), which already pays a
 * multiple of the stake back and catches a slipped digit (100000 on a 2.00 play) before it reaches
 * an approver. The console form checks the same (plugins/lottery/killRate/leverForms.ts).
 */
// ODDS_MAX_X100 is declared with the odds save's request, in shared/limitContract.ts.
export { ODDS_MAX_X100 };
export const ODDS_MAX_TIMES_STANDARD = 10;

/** The selection an odds change is about (`NUMBER:7`) and the odds it replaces; `oddsX100`, when given, is checked against the play's standard odds. */
export async function checkOdds(
  db: Database,
  gameId: number,
  playId: number,
  oddsX100?: number,
): Promise<{ target: string; before: number }> {
  await gameOrThrow(db, gameId);
  const row = await db
    .selectFrom('play')
    .innerJoin('game', 'game.lottery_type_id', 'play.lottery_type_id')
    .select(['play.code', 'play.selection', 'play.odds_x100'])
    .where('play.id', '=', playId)
    .where('game.id', '=', gameId)
    .where('play.selection', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new ApiError('A0400', 'play_invalid', { play: playId, selection: '' });
  const play = selectionOddsRow.map(row);
  const ceiling = Math.min(ODDS_MAX_X100, play.oddsX100 * ODDS_MAX_TIMES_STANDARD);
  if (oddsX100 !== undefined && oddsX100 > ceiling) {
    throw new ApiError('A0400', 'killrate_odds_too_high', {
      max: (ceiling / 100).toFixed(2),
      standard: (play.oddsX100 / 100).toFixed(2),
    });
  }
  return { target: `${play.code}:${play.selection}`, before: (await latestOdds(db, gameId, playId)) ?? play.oddsX100 };
}

export async function saveOdds(db: Database, gameId: number, playId: number, oddsX100: number, actor: Actor) {
  const { target, before } = await checkOdds(db, gameId, playId, oddsX100);
  await db
    .insertInto('odds_schedule')
    .values({
      game_id: gameId,
      play_id: playId,
      odds_x100: oddsX100,
      effective_after: actor.now,
      created_by: actor.staffId,
      created_at: actor.now,
    })
    .execute();
  const effectiveIssueNo = await nextIssueNo(db, gameId, actor.now);
  await logLever(db, gameId, 'odds', target, { oddsX100: before }, { oddsX100 }, actor, effectiveIssueNo);
  return { target, before, after: oddsX100, effectiveIssueNo };
}

/** Checks a band change and answers the band it replaces (null: none saved yet). */
export async function checkBand(
  db: Database,
  gameId: number,
  minBps: number,
  maxBps: number,
): Promise<{ minBps: number; maxBps: number } | null> {
  await gameOrThrow(db, gameId);
  if (minBps >= maxBps) throw new ApiError('A0400', 'killrate_band_order_invalid');
  const row = await db.selectFrom('kill_rate_band').select(['min_bps', 'max_bps']).where('game_id', '=', gameId).executeTakeFirst();
  return row ? killRateBandRow.map(row) : null;
}

export async function saveBand(db: Database, gameId: number, minBps: number, maxBps: number, actor: Actor) {
  const before = await checkBand(db, gameId, minBps, maxBps);
  if (before) {
    await db
      .updateTable('kill_rate_band')
      .set({ min_bps: minBps, max_bps: maxBps, updated_by: actor.staffId, updated_at: actor.now })
      .where('game_id', '=', gameId)
      .execute();
  } else {
    await db
      .insertInto('kill_rate_band')
      .values({ game_id: gameId, min_bps: minBps, max_bps: maxBps, updated_by: actor.staffId, updated_at: actor.now })
      .execute();
  }
  const after = { minBps, maxBps };
  await logLever(db, gameId, 'band', '', before, after, actor, null);
  return { before, after };
}

export interface SuspensionTarget {
  playCode: string;
  selection: string;
}

const targetText = (t: SuspensionTarget) => (t.playCode === '' ? '' : t.selection === '' ? t.playCode : `${t.playCode}:${t.selection}`);

export async function suspend(db: Database, gameId: number, target: SuspensionTarget, actor: Actor) {
  const game = await gameOrThrow(db, gameId);
  const plays = playsFor(game.shape);
  if (target.playCode === '' && target.selection !== '')
    throw new ApiError('A0400', 'play_invalid', { play: '', selection: target.selection });
  if (
    target.playCode !== '' &&
    (!Object.hasOwn(plays, target.playCode) || (target.selection !== '' && !plays[target.playCode].selections.includes(target.selection)))
  ) {
    throw new ApiError('A0400', 'play_invalid', { play: target.playCode, selection: target.selection });
  }
  const existing = await db
    .selectFrom('betting_suspension')
    .select('id')
    .where('game_id', '=', gameId)
    .where('play_code', '=', target.playCode)
    .where('selection', '=', target.selection)
    .executeTakeFirst();
  if (existing) throw new ApiError('A0400', 'killrate_already_suspended');
  await db
    .insertInto('betting_suspension')
    .values({
      game_id: gameId,
      play_code: target.playCode,
      selection: target.selection,
      reason: actor.reason,
      created_by: actor.staffId,
      created_at: actor.now,
    })
    .execute();
  await logLever(db, gameId, 'suspend', targetText(target), { suspended: false }, { suspended: true }, actor, null);
  return { target: targetText(target) };
}

export async function resume(db: Database, gameId: number, target: SuspensionTarget, actor: Actor) {
  await gameOrThrow(db, gameId);
  const removed = await db
    .deleteFrom('betting_suspension')
    .where('game_id', '=', gameId)
    .where('play_code', '=', target.playCode)
    .where('selection', '=', target.selection)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new ApiError('A0400', 'killrate_not_suspended');
  await logLever(db, gameId, 'resume', targetText(target), { suspended: true }, { suspended: false }, actor, null);
  return { target: targetText(target) };
}
