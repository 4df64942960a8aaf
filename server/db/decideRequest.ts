import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Database } from './database';
import type { ManualStatus, SupplementaryStatus } from './tables/makerChecker';
import type { PointsAdjustmentStatus } from './tables/pointsAdjustment';

/** The maker-checker request tables and the decisions each records. */
interface Decisions {
  manual_batch: Exclude<ManualStatus, 'pending_approval'>;
  supplementary_request: Exclude<SupplementaryStatus, 'pending_approval'>;
  points_adjustment: Exclude<PointsAdjustmentStatus, 'pending_approval'>;
}

/**
 * Maker-checker: moves a request pending_approval → `to` for a checker who is not its maker.
 * One conditional UPDATE, so of several concurrent checkers exactly one wins; the others, and a
 * decision on a request no longer pending, get request_not_pending.
 */
export async function decideRequest<T extends keyof Decisions>(
  trx: Database,
  table: T,
  decision: { id: number; staffId: number; now: number; to: Decisions[T]; rejectReason?: string },
): Promise<void> {
  const { id, staffId, now, to, rejectReason = '' } = decision;
  const moved =
    await sql`update ${sql.table(table)} set status = ${to}, checker_id = ${staffId}, reviewed_at = ${now}, reject_reason = ${rejectReason}
    where id = ${id} and status = 'pending_approval' and maker_id <> ${staffId}`.execute(trx);
  if (Number(moved.numAffectedRows ?? 0) !== 1) throw new ApiError('A0400', 'request_not_pending');
}
