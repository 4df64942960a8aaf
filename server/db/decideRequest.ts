import { sql } from 'kysely';
import { ApiError } from '../http/errors';
import type { Database } from './database';

/**
 * The maker-checker request tables and the decisions each records (every status but
 * pending_approval). Empty here on purpose (issue 38: the core names no domain): the plugin that
 * owns such a table adds it by declaration merging beside its row type, in its server half, as
 * plugins add their tables to DB (schema.ts) and their hooks to ModuleHooks (plugin/hooks.ts).
 * Such a table has status, maker_id, checker_id, reviewed_at and reject_reason columns.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Decisions {}

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
