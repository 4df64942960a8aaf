import { randomBytes } from 'node:crypto';
import { assertIndependent } from '../../../server/auth/independence';
import type { Database } from '../../../server/db/database';
import type { LeverRequestKind } from './tables/killRate';
import { bombayCompactDate } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { checkBand, checkOdds, checkPlayLimit, saveBand, saveOdds, savePlayLimit, type PlayLimitValues } from './killRateLevers';
import { leverDecisionRow, leverRequestRow } from './tables/leverRows';

/*
 * Maker-checker on the kill-rate levers that change what later periods pay or accept: odds, play
 * limits, and the alert band (DOMAIN E: "odds/kill-control changes … need a second approver who
 * is not the maker"). A save checks the change as before and stores it as a pending lever_request
 * with the value it replaces; nothing changes yet. Another staff member, independent of the maker
 * (auth/independence.ts), approves it — then it is applied exactly as a direct save was (a new
 * version effective from the game's next period; the open period keeps what it opened with) and
 * logged to kill_rate_operation with maker and approver — or rejects it with a reason.
 *
 * Suspend and resume stay immediate: they are the safety lever for the open period (DOMAIN C.6
 * "suspend or resume betting on the open period"), which a wait for a second person would defeat;
 * they change no price or limit, only whether bets are taken, and are logged as before.
 *
 * Requests never read or write a period's result (the fairness test walks these functions too).
 */

export type OddsPayload = { playId: number; oddsX100: number };
export type LimitPayload = { playCode: string } & PlayLimitValues;
export type BandPayload = { minBps: number; maxBps: number };
export type LeverPayload = OddsPayload | LimitPayload | BandPayload;

interface Submission {
  gameId: number;
  reason: string;
  makerId: number;
  now: number;
}

/** Validates a change like a direct save would and answers its target and the value it replaces. */
async function checkChange(
  db: Database,
  gameId: number,
  kind: LeverRequestKind,
  payload: LeverPayload,
): Promise<{ target: string; label: string; before: unknown }> {
  if (kind === 'odds') {
    const p = payload as OddsPayload;
    const { target, before } = await checkOdds(db, gameId, p.playId, p.oddsX100);
    return { target: String(p.playId), label: target, before: { oddsX100: before } };
  }
  if (kind === 'limit') {
    const { playCode, ...values } = payload as LimitPayload;
    return { target: playCode, label: playCode, before: await checkPlayLimit(db, gameId, playCode, values) };
  }
  const p = payload as BandPayload;
  return { target: '', label: '', before: await checkBand(db, gameId, p.minBps, p.maxBps) };
}

export interface SubmittedLever {
  id: number;
  requestNo: string;
  kind: LeverRequestKind;
  target: string;
  before: unknown;
  after: LeverPayload;
  status: 'pending_approval';
}

export async function submitLever(db: Database, kind: LeverRequestKind, payload: LeverPayload, input: Submission): Promise<SubmittedLever> {
  const { target, label, before } = await checkChange(db, input.gameId, kind, payload);
  // One pending change per lever: a second would be approved against a value the first replaces.
  const waiting = await db
    .selectFrom('lever_request')
    .select('request_no')
    .where('game_id', '=', input.gameId)
    .where('kind', '=', kind)
    .where('target', '=', target)
    .where('status', '=', 'pending_approval')
    .executeTakeFirst();
  if (waiting) throw new ApiError('A0400', 'lever_request_waiting', { requestNo: waiting.request_no });
  const requestNo = `L${bombayCompactDate(input.now)}${randomBytes(4).toString('hex').toUpperCase()}`;
  const row = await db
    .insertInto('lever_request')
    .values({
      request_no: requestNo,
      game_id: input.gameId,
      kind,
      target,
      payload_json: JSON.stringify(payload),
      before_json: JSON.stringify(before),
      reason: input.reason,
      maker_id: input.makerId,
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, requestNo, kind, target: label, before, after: payload, status: 'pending_approval' };
}

export interface DecidedLever {
  id: number;
  requestNo: string;
  gameId: number;
  kind: LeverRequestKind;
  makerId: number;
  before: unknown;
  after: LeverPayload;
  effectiveIssueNo: string | null;
}

/**
 * Approves (applies the change, effective from the next period) or rejects a pending request of
 * `kind`. The move out of pending is one conditional UPDATE that also refuses the maker, so of
 * concurrent checkers exactly one wins, and the database CHECK backs the rule up.
 */
export async function decideLever(
  db: Database,
  input: { id: number; kind: LeverRequestKind; checkerId: number; now: number; to: 'applied' | 'rejected'; reason?: string },
): Promise<DecidedLever> {
  const request = await db
    .selectFrom('lever_request')
    .selectAll()
    .where('id', '=', input.id)
    .where('kind', '=', input.kind)
    .executeTakeFirst();
  if (!request) throw new ApiError('A0404', 'not_found');
  await assertIndependent(db, request.maker_id, input.checkerId);
  const moved = await db
    .updateTable('lever_request')
    .set({ status: input.to, checker_id: input.checkerId, reviewed_at: input.now, reject_reason: input.reason ?? '' })
    .where('id', '=', request.id)
    .where('status', '=', 'pending_approval')
    .where('maker_id', '<>', input.checkerId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw new ApiError('A0400', 'request_not_pending');
  const { after, ...stored } = leverDecisionRow.map(request);
  // The payload is what submitLever stored for this kind of request.
  const payload = after as LeverPayload;
  const decided = { ...stored, after: payload, effectiveIssueNo: null as string | null };
  if (input.to === 'rejected') return decided;
  // The value the request was made against must still be the current one (another path, e.g. a
  // request of an older release, may have moved it); else the checker would approve a different change.
  const now = await checkChange(db, decided.gameId, decided.kind, payload);
  if (JSON.stringify(now.before) !== request.before_json) throw new ApiError('A0400', 'lever_request_stale');
  const actor = { staffId: decided.makerId, now: input.now, reason: request.reason, approvedBy: input.checkerId };
  let effectiveIssueNo: string | null = null;
  if (decided.kind === 'odds') {
    const p = payload as OddsPayload;
    effectiveIssueNo = (await saveOdds(db, decided.gameId, p.playId, p.oddsX100, actor)).effectiveIssueNo;
  } else if (decided.kind === 'limit') {
    const { playCode, ...values } = payload as LimitPayload;
    effectiveIssueNo = (await savePlayLimit(db, decided.gameId, playCode, values, actor)).effectiveIssueNo;
  } else {
    const p = payload as BandPayload;
    await saveBand(db, decided.gameId, p.minBps, p.maxBps, actor);
  }
  await db.updateTable('lever_request').set({ effective_issue_no: effectiveIssueNo }).where('id', '=', request.id).execute();
  return { ...decided, effectiveIssueNo };
}

/** Requests of one kind for a game (pending first, then the newest decided), with names for the screen. */
export async function listLevers(db: Database, kind: LeverRequestKind, gameId: number, limit = 20) {
  const rows = await db
    .selectFrom('lever_request as r')
    .innerJoin('staff_user as maker', 'maker.id', 'r.maker_id')
    .leftJoin('staff_user as checker', 'checker.id', 'r.checker_id')
    .leftJoin('play', (j) =>
      j.on((eb) => eb.and([eb(eb.ref('r.kind'), '=', 'odds'), eb(eb.cast(eb.ref('play.id'), 'text'), '=', eb.ref('r.target'))])),
    )
    .select([
      'r.id',
      'r.request_no',
      'r.kind',
      'r.target',
      'r.payload_json',
      'r.before_json',
      'r.reason',
      'r.status',
      'r.reject_reason',
      'r.effective_issue_no',
      'r.maker_id',
      'maker.username as maker',
      'checker.username as checker',
      'r.created_at',
      'r.reviewed_at',
      'play.code as play_code',
      'play.selection',
    ])
    .where('r.game_id', '=', gameId)
    .where('r.kind', '=', kind)
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending_approval').then(0).else(1).end())
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(leverRequestRow.map);
}
