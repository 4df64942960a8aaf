import { assertIndependent } from '../../../server/auth/independence';
import type { Database } from '../../../server/db/database';
import { isValidResult } from '../../../server/domain/draw/shapes';
import { ApiError } from '../../../server/http/errors';
import { gameById } from './games';
import { settlePeriodIn, type SettledPeriod } from './settle';
import { PERIOD_STATUS_NAMES, PeriodStatus } from '../shared/status';

/*
 * Results of games drawn outside (an official draw): one staff member enters the result with a
 * reason, another approves it (maker ≠ checker, also held by a CHECK constraint), and only then
 * is the period drawn and settled. House-drawn games never take an entered result.
 */

/** Periods whose betting has closed and that are waiting for a result. */
const AWAITING = [PeriodStatus.DRAWING, PeriodStatus.NOT_DRAWN];

async function lockPeriod(trx: Database, periodId: number) {
  // A no-op UPDATE takes the row lock in PostgreSQL (SQLite serialises writers anyway), so two
  // staff entering results for the same period at once queue up instead of racing.
  await trx
    .updateTable('period')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', periodId)
    .execute();
  return trx
    .selectFrom('period')
    .select(['id', 'game_id', 'issue_no', 'status', 'settled_at'])
    .where('id', '=', periodId)
    .executeTakeFirst();
}

export async function enterExternalResult(
  trx: Database,
  input: { periodId: number; result: unknown; source: string; reason: string; staffId: number; now: number },
): Promise<{ id: number }> {
  const period = await lockPeriod(trx, input.periodId);
  if (!period) throw new ApiError('A0404', 'not_found');
  const game = await gameById(trx, period.game_id);
  if (!game || game.resultSource !== 'external') throw new ApiError('A0400', 'not_external_game');
  if (!AWAITING.includes(period.status as never))
    throw new ApiError('A0400', 'period_state_invalid', { status: PERIOD_STATUS_NAMES[period.status] });
  if (period.settled_at !== null) throw new ApiError('A0400', 'period_state_invalid', { status: 'voided' });
  if (!isValidResult(game.shape, input.result)) throw new ApiError('A0400', 'result_invalid', { shape: game.shape });
  const live = await trx
    .selectFrom('external_result')
    .select('id')
    .where('period_id', '=', period.id)
    .where('status', 'in', [0, 1])
    .executeTakeFirst();
  if (live) throw new ApiError('A0400', 'result_already_entered');
  return trx
    .insertInto('external_result')
    .values({
      game_id: game.id,
      period_id: period.id,
      issue_no: period.issue_no,
      result: JSON.stringify(input.result),
      source: input.source,
      reason: input.reason,
      entered_by: input.staffId,
      entered_at: input.now,
      status: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Approves a pending result (by another staff member), draws the period with it and settles it. */
export async function approveExternalResult(
  trx: Database,
  input: { id: number; staffId: number; now: number },
): Promise<{ periodId: number; result: number[]; settled: SettledPeriod | null }> {
  const entry = await trx
    .selectFrom('external_result')
    .select(['id', 'period_id', 'entered_by', 'status', 'result'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!entry) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, entry.entered_by, input.staffId, 'same_staff_maker_checker');
  const period = await lockPeriod(trx, entry.period_id);
  if (!period) throw new ApiError('A0404', 'not_found');
  const approved = await trx
    .updateTable('external_result')
    .set({ status: 1, approved_by: input.staffId, approved_at: input.now })
    .where('id', '=', entry.id)
    .where('status', '=', 0)
    .where('entered_by', '<>', input.staffId)
    .executeTakeFirst();
  if (Number(approved.numUpdatedRows) !== 1) throw new ApiError('A0400', 'result_not_pending');
  const drawn = await trx
    .updateTable('period')
    .set({ status: PeriodStatus.DRAWN, result: entry.result, drawn_at: input.now, draw_error: null })
    .where('id', '=', period.id)
    .where('status', 'in', AWAITING)
    .where('settled_at', 'is', null)
    .executeTakeFirst();
  if (Number(drawn.numUpdatedRows) !== 1)
    throw new ApiError('A0400', 'period_state_invalid', { status: PERIOD_STATUS_NAMES[period.status] });
  const settled = await settlePeriodIn(trx, period.id, input.now);
  return { periodId: period.id, result: JSON.parse(entry.result) as number[], settled };
}

/**
 * Rejects a pending result (the checker's other answer; approved_by/at then name the reviewer);
 * a corrected result may then be entered.
 */
export async function rejectExternalResult(
  trx: Database,
  input: { id: number; staffId: number; now: number },
): Promise<{ periodId: number }> {
  const entry = await trx
    .selectFrom('external_result')
    .select(['id', 'period_id', 'entered_by'])
    .where('id', '=', input.id)
    .executeTakeFirst();
  if (!entry) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, entry.entered_by, input.staffId, 'same_staff_maker_checker');
  const rejected = await trx
    .updateTable('external_result')
    .set({ status: 2, approved_by: input.staffId, approved_at: input.now })
    .where('id', '=', entry.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (Number(rejected.numUpdatedRows) !== 1) throw new ApiError('A0400', 'result_not_pending');
  return { periodId: entry.period_id };
}
