import type { Database } from '../../../server/db/database';
import { commitment, deriveResult, isSeed, newSeed } from '../../../server/domain/draw/commitReveal';
import { nextPeriods } from './rules/periods';
import { enabledGames, gameById, type GameInfo } from './games';
import { PeriodStatus } from '../shared/status';

/*
 * The period lifecycle in the database. Period rows are derived from the clock
 * (rules/periods.ts); each step is a conditional UPDATE on the status it expects, so a
 * step run twice (two ticks, two processes) changes a row once.
 *
 * A house-drawn period gets a fresh CSPRNG seed when its row is created, and its commitment
 * (SHA-256 of the seed) is stored next to it and published with the period. The result is
 * derived from that seed and the issue number only (deriveResult); nothing here reads bets.
 */

/** Creates the current period and the next `ahead` of every enabled game; returns how many rows were new. */
export async function ensurePeriods(db: Database, now: number, ahead = 2): Promise<number> {
  let created = 0;
  for (const game of await enabledGames(db)) created += await ensureGamePeriods(db, game, now, ahead);
  return created;
}

export async function ensureGamePeriods(db: Database, game: GameInfo, now: number, ahead = 2): Promise<number> {
  const wanted = nextPeriods(game.descriptor, now, ahead + 1);
  const existing = await db
    .selectFrom('period')
    .select('issue_no')
    .where('game_id', '=', game.id)
    .where(
      'issue_no',
      'in',
      wanted.map((p) => p.issueNo),
    )
    .execute();
  const have = new Set(existing.map((r) => r.issue_no));
  const missing = wanted.filter((p) => !have.has(p.issueNo));
  if (missing.length === 0) return 0;
  const rows = missing.map((p) => {
    const seed = game.resultSource === 'house' ? newSeed() : null;
    return {
      game_id: game.id,
      issue_no: p.issueNo,
      seq: p.seq,
      business_date: p.businessDate,
      open_at: p.openAt,
      close_at: p.closeAt,
      draw_at: p.drawAt,
      status: PeriodStatus.NOT_STARTED,
      seed,
      seed_hash: seed === null ? null : commitment(seed),
      result_source: game.resultSource,
      created_at: now,
    };
  });
  // Another process may create the same period at the same moment: the unique (game, issue) keeps
  // the first row and its commitment; ours is dropped before anyone saw it.
  const result = await db
    .insertInto('period')
    .values(rows)
    .onConflict((oc) => oc.columns(['game_id', 'issue_no']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}

/** not started → betting → drawing, by the clock. Returns the number of rows moved. */
export async function advancePeriods(db: Database, now: number): Promise<{ opened: number; closed: number }> {
  const opened = await db
    .updateTable('period')
    .set({ status: PeriodStatus.BETTING })
    .where('status', '=', PeriodStatus.NOT_STARTED)
    .where('open_at', '<=', now)
    .where('close_at', '>', now)
    .executeTakeFirst();
  // In PostgreSQL this waits for bets being placed on these rows (placeBet locks its period), so
  // no bet commits into a period after it stopped betting.
  const closed = await db
    .updateTable('period')
    .set({ status: PeriodStatus.DRAWING })
    .where('status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING])
    .where('close_at', '<=', now)
    .executeTakeFirst();
  return { opened: Number(opened.numUpdatedRows), closed: Number(closed.numUpdatedRows) };
}

/** House-drawn periods whose draw time has come and that are waiting for their draw. */
export async function periodsToDraw(db: Database, now: number): Promise<number[]> {
  const rows = await db
    .selectFrom('period')
    .select('id')
    .where('status', '=', PeriodStatus.DRAWING)
    .where('result_source', '=', 'house')
    .where('draw_at', '<=', now)
    .orderBy('draw_at')
    .execute();
  return rows.map((r) => r.id);
}

export type DrawOutcome = { ok: true; drawn: boolean; result: readonly number[] } | { ok: false; error: string };

/**
 * The committed draw of a period: the result from its stored seed, which must still match the
 * commitment published at creation. A period without a usable seed cannot be drawn at all
 * (never with a new seed: that would be a result chosen after betting).
 */
export async function committedResult(
  db: Database,
  periodId: number,
): Promise<{ ok: true; result: number[] } | { ok: false; error: string }> {
  const period = await db
    .selectFrom('period')
    .select(['game_id', 'issue_no', 'seed', 'seed_hash'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) return { ok: false, error: 'period not found' };
  const game = await gameById(db, period.game_id);
  if (!game) return { ok: false, error: 'game not found' };
  if (game.resultSource !== 'house') return { ok: false, error: 'the result of this game comes from an external draw' };
  if (!isSeed(period.seed) || !period.seed_hash) return { ok: false, error: 'the period has no committed seed' };
  if (commitment(period.seed) !== period.seed_hash) return { ok: false, error: 'the stored seed does not match its published commitment' };
  return { ok: true, result: [...deriveResult(game.shape, period.seed, period.issue_no)] };
}

/**
 * Draws one period that is in `from` (DRAWING for the scheduler, NOT_DRAWN for a supplementary
 * draw): result from the committed seed, seed revealed (it was stored; drawn_at makes it public).
 * A period that cannot be drawn goes DRAWING → NOT_DRAWN with the reason, for staff to see.
 */
export async function drawPeriod(db: Database, periodId: number, now: number, from: number = PeriodStatus.DRAWING): Promise<DrawOutcome> {
  const derived = await committedResult(db, periodId);
  if (!derived.ok) {
    await db
      .updateTable('period')
      .set({ status: PeriodStatus.NOT_DRAWN, draw_failed_at: now, draw_error: derived.error })
      .where('id', '=', periodId)
      .where('status', '=', from)
      .execute();
    return { ok: false, error: derived.error };
  }
  const updated = await db
    .updateTable('period')
    .set({ status: PeriodStatus.DRAWN, result: JSON.stringify(derived.result), drawn_at: now, draw_error: null })
    .where('id', '=', periodId)
    .where('status', '=', from)
    .executeTakeFirst();
  return { ok: true, drawn: Number(updated.numUpdatedRows) === 1, result: derived.result };
}
