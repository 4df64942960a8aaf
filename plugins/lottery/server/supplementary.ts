import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { gameById } from './games';
import { committedResult, drawPeriod } from './periods';
import { errorText, recordSettleFailure, settlePeriodIn, type SettledPeriod } from './settle';
import { PERIOD_STATUS_NAMES, PeriodStatus } from '../shared/status';

/*
 * Supplementary draw and supplementary settlement (spec §4 "supplementary draw (reopening) and
 * supplementary settlement, each with success or failure"), run by staff from the console.
 *
 * A supplementary draw re-runs the FAIR draw of a house period that failed: the result comes from
 * the seed committed when the period was created, so it is the same result the scheduler would
 * have drawn. When that seed is missing or no longer matches its commitment the run fails and says
 * so; it never draws a new seed or takes a result from anyone. Every run, successful or not, is
 * logged in supplementary_run (and the operation log by the route).
 *
 * Staff never call these directly: a run is requested by one staff member and executed when
 * another approves the request (supplementaryRequests.ts), in the approval's transaction.
 */

export interface SupplementaryOutcome {
  success: boolean;
  message: string;
  result?: number[];
  settled?: SettledPeriod | null;
}

/** Runs fn inside a SAVEPOINT: on error only its own writes are undone and the error returned. */
async function inSavepoint<T>(trx: Database, fn: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await sql`savepoint lottery_step`.execute(trx);
  try {
    const value = await fn();
    await sql`release savepoint lottery_step`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    await sql`rollback to savepoint lottery_step`.execute(trx);
    await sql`release savepoint lottery_step`.execute(trx);
    return { ok: false, error };
  }
}

export interface RunInput {
  periodId: number;
  staffId: number | null;
  now: number;
  /** The approved supplementary_request this run carries out. */
  requestId?: number | null;
}

async function logRun(trx: Database, input: RunInput, kind: 'draw' | 'settle', success: boolean, message: string) {
  await trx
    .insertInto('supplementary_run')
    .values({
      period_id: input.periodId,
      kind,
      staff_id: input.staffId,
      request_id: input.requestId ?? null,
      success: success ? 1 : 0,
      message,
      created_at: input.now,
    })
    .execute();
}

async function settleLogged(trx: Database, input: RunInput): Promise<SupplementaryOutcome> {
  const run = await inSavepoint(trx, () => settlePeriodIn(trx, input.periodId, input.now));
  if (run.ok) {
    await logRun(trx, input, 'settle', true, 'settled');
    return { success: true, message: 'settled', settled: run.value };
  }
  const message = errorText(run.error);
  await recordSettleFailure(trx, input.periodId, input.now, run.error);
  await logRun(trx, input, 'settle', false, message);
  return { success: false, message };
}

/** Refuses (A0404 / A0400) unless the period may be supplementarily drawn at `now`; answers its status. */
export async function assertDrawable(trx: Database, periodId: number, now: number): Promise<number> {
  const period = await trx
    .selectFrom('period')
    .select(['id', 'game_id', 'status', 'draw_at', 'settled_at'])
    .where('id', '=', periodId)
    .executeTakeFirst();
  if (!period) throw new ApiError('A0404', 'not_found');
  if (period.status === PeriodStatus.NOT_DRAWN && period.settled_at !== null)
    throw new ApiError('A0400', 'period_state_invalid', { status: 'voided' });
  const game = await gameById(trx, period.game_id);
  if (!game || game.resultSource !== 'house') throw new ApiError('A0400', 'house_game_only');
  const stuck = period.status === PeriodStatus.DRAWING && period.draw_at <= now;
  if (period.status !== PeriodStatus.NOT_DRAWN && !stuck) {
    throw new ApiError('A0400', 'period_state_invalid', { status: PERIOD_STATUS_NAMES[period.status] });
  }
  return period.status;
}

/** Refuses (A0404 / A0400) unless the period is drawn and waiting for its settlement. */
export async function assertSettleable(trx: Database, periodId: number): Promise<void> {
  const period = await trx.selectFrom('period').select(['id', 'status']).where('id', '=', periodId).executeTakeFirst();
  if (!period) throw new ApiError('A0404', 'not_found');
  if (period.status !== PeriodStatus.DRAWN)
    throw new ApiError('A0400', 'period_state_invalid', { status: PERIOD_STATUS_NAMES[period.status] });
}

export async function supplementaryDraw(trx: Database, input: RunInput): Promise<SupplementaryOutcome> {
  const status = await assertDrawable(trx, input.periodId, input.now);
  const derived = await committedResult(trx, input.periodId);
  if (!derived.ok) {
    await trx
      .updateTable('period')
      .set({ draw_failed_at: input.now, draw_error: derived.error })
      .where('id', '=', input.periodId)
      .execute();
    await logRun(trx, input, 'draw', false, derived.error);
    return { success: false, message: derived.error };
  }
  const drawn = await drawPeriod(trx, input.periodId, input.now, status);
  if (!drawn.ok || !drawn.drawn) throw new ApiError('A0400', 'period_state_invalid', { status: PERIOD_STATUS_NAMES[status] });
  await logRun(trx, input, 'draw', true, `drawn ${JSON.stringify(drawn.result)}`);
  const settled = await settleLogged(trx, input);
  return {
    success: true,
    message: settled.success ? 'drawn and settled' : `drawn; settlement failed: ${settled.message}`,
    result: [...drawn.result],
    settled: settled.settled ?? null,
  };
}

export async function supplementarySettle(trx: Database, input: RunInput): Promise<SupplementaryOutcome> {
  await assertSettleable(trx, input.periodId);
  return settleLogged(trx, input);
}
