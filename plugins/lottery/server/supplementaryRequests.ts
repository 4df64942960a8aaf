import { assertIndependent } from '../../../server/auth/independence';
import type { Database } from '../../../server/db/database';
import { decideRequest } from '../../../server/db/decideRequest';
import { ApiError } from '../../../server/http/errors';
import { requireReason } from '../../../server/ledger/orderBasics';
import { assertDrawable, assertSettleable, supplementaryDraw, supplementarySettle, type SupplementaryOutcome } from './supplementary';

/*
 * Maker-checker for supplementary draws and settlements (ARCHITECTURE §6: "both need a second
 * approver"). One staff member requests a run with a reason (the period must be in a state that
 * allows it then); another approves it, and the run (supplementary.ts) executes in the approval's
 * transaction, or rejects it with a reason. The maker can never review (here and by a DB CHECK);
 * approve and reject are conditional UPDATEs of the status, so one concurrent reviewer wins.
 * A run that throws (the period moved on meanwhile) rolls the approval back: the request stays
 * pending for a reject. A run that completes but fails (a seed no longer matching its commitment,
 * a settlement error) is an approved request whose run is logged as failed, as before.
 */

export type SupplementaryKind = 'draw' | 'settle';

async function lockPeriod(trx: Database, periodId: number): Promise<void> {
  // A no-op UPDATE takes the row lock in PostgreSQL (SQLite serialises writers anyway), so two
  // requests for one period queue up and the second sees the first one's pending row.
  await trx
    .updateTable('period')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('id', '=', periodId)
    .execute();
}

export async function requestSupplementary(
  trx: Database,
  input: { periodId: number; kind: SupplementaryKind; reason: string; staffId: number; now: number },
): Promise<{ id: number; periodId: number; kind: SupplementaryKind; status: 'pending_approval' }> {
  const reason = requireReason(input.reason);
  await lockPeriod(trx, input.periodId);
  if (input.kind === 'draw') await assertDrawable(trx, input.periodId, input.now);
  else await assertSettleable(trx, input.periodId);
  const waiting = await trx
    .selectFrom('supplementary_request')
    .select('id')
    .where('period_id', '=', input.periodId)
    .where('kind', '=', input.kind)
    .where('status', '=', 'pending_approval')
    .executeTakeFirst();
  if (waiting) throw new ApiError('A0400', 'supplementary_already_requested');
  const row = await trx
    .insertInto('supplementary_request')
    .values({
      period_id: input.periodId,
      kind: input.kind,
      reason,
      maker_id: input.staffId,
      status: 'pending_approval',
      created_at: input.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, periodId: input.periodId, kind: input.kind, status: 'pending_approval' };
}

async function pending(trx: Database, id: number, staffId: number) {
  const request = await trx
    .selectFrom('supplementary_request')
    .select(['id', 'period_id', 'kind', 'maker_id', 'reason'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!request) throw new ApiError('A0404', 'not_found');
  await assertIndependent(trx, request.maker_id, staffId);
  return request;
}

/** Approves a pending request and runs it in this transaction. */
export async function approveSupplementary(
  trx: Database,
  input: { id: number; staffId: number; now: number },
): Promise<SupplementaryOutcome & { id: number; periodId: number; kind: SupplementaryKind; makerId: number }> {
  const request = await pending(trx, input.id, input.staffId);
  await lockPeriod(trx, request.period_id);
  await decideRequest(trx, 'supplementary_request', { id: request.id, staffId: input.staffId, now: input.now, to: 'approved' });
  const run = { periodId: request.period_id, staffId: input.staffId, now: input.now, requestId: request.id };
  const outcome = request.kind === 'draw' ? await supplementaryDraw(trx, run) : await supplementarySettle(trx, run);
  return { ...outcome, id: request.id, periodId: request.period_id, kind: request.kind, makerId: request.maker_id };
}

export async function rejectSupplementary(
  trx: Database,
  input: { id: number; staffId: number; reason: string; now: number },
): Promise<{ id: number; periodId: number; kind: SupplementaryKind; status: 'rejected'; reason: string; makerId: number }> {
  const reason = requireReason(input.reason);
  const request = await pending(trx, input.id, input.staffId);
  await decideRequest(trx, 'supplementary_request', {
    id: request.id,
    staffId: input.staffId,
    now: input.now,
    to: 'rejected',
    rejectReason: reason,
  });
  return { id: request.id, periodId: request.period_id, kind: request.kind, status: 'rejected', reason, makerId: request.maker_id };
}
