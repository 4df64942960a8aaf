import { sql, type Selectable } from 'kysely';
import { dialectOf, type Database } from '../../../server/db/database';
import { column, defineRowMapping } from '../../../server/db/rowMapping';
import type { RestrictedAccountTable } from '../../../server/db/tables/restrictedAccount';
import { ApiError } from '../../../server/http/errors';

/*
 * Restricted accounts ("small black room", spec C.6): a franchisee keeps at most 10 of them and
 * at most 3 enabled at once. A restriction limits what the member may bet; it never touches a
 * result. The counters are checked inside the caller's transaction after locking the
 * franchisee row (PostgreSQL), so two concurrent additions cannot both see 9 and both insert;
 * SQLite transactions already serialise writers.
 */

export const MAX_RESTRICTED = 10;
export const MAX_RESTRICTED_ENABLED = 3;

type Row = Selectable<RestrictedAccountTable>;

export interface NewRestriction {
  franchiseeId: number;
  memberId: number;
  restriction: 'betting_suspended' | 'stake_cap';
  /** Paise; required for 'stake_cap', ignored otherwise. */
  stakeCap?: number | null;
  enabled: boolean;
  reason: string;
  createdBy: number | null;
  expiresAt?: number | null;
  now: number;
}

async function lockFranchisee(trx: Database, franchiseeId: number): Promise<void> {
  const query = trx.selectFrom('franchisee').select('id').where('id', '=', franchiseeId);
  const row = dialectOf(trx) === 'postgres' ? await query.forUpdate().executeTakeFirst() : await query.executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
}

/** A franchisee's restricted accounts, all and enabled (a count and a sum: BIGINT / NUMERIC on PostgreSQL). */
const restrictedCounts = defineRowMapping({ total: column('total').int(), enabled: column('enabled').int() });

async function counts(trx: Database, franchiseeId: number): Promise<{ total: number; enabled: number }> {
  const row = await trx
    .selectFrom('restricted_account')
    .select([(eb) => eb.fn.countAll<number>().as('total'), sql<number>`coalesce(sum(enabled), 0)`.as('enabled')])
    .where('franchisee_id', '=', franchiseeId)
    .executeTakeFirstOrThrow();
  return restrictedCounts.map(row);
}

/** Adds a restriction; `trx` must be a transaction (the route helper's `db` for writes is one). */
export async function addRestrictedAccount(trx: Database, input: NewRestriction): Promise<Row> {
  if (!input.reason.trim()) throw new ApiError('A0400', 'restricted_reason_required');
  if (input.restriction === 'stake_cap' && !(Number.isSafeInteger(input.stakeCap) && (input.stakeCap as number) > 0)) {
    throw new ApiError('A0400', 'restricted_stake_cap_required');
  }
  await lockFranchisee(trx, input.franchiseeId);
  const member = await trx
    .selectFrom('member')
    .select('id')
    .where('id', '=', input.memberId)
    .where('franchisee_id', '=', input.franchiseeId)
    .executeTakeFirst();
  if (!member) throw new ApiError('A0400', 'member_not_found', { member: input.memberId });
  const existing = await trx
    .selectFrom('restricted_account')
    .select('id')
    .where('franchisee_id', '=', input.franchiseeId)
    .where('member_id', '=', input.memberId)
    .executeTakeFirst();
  if (existing) throw new ApiError('A0400', 'restricted_exists');
  const now = await counts(trx, input.franchiseeId);
  if (now.total >= MAX_RESTRICTED) throw new ApiError('A0400', 'restricted_limit_total', { max: MAX_RESTRICTED });
  if (input.enabled && now.enabled >= MAX_RESTRICTED_ENABLED) {
    throw new ApiError('A0400', 'restricted_limit_enabled', { max: MAX_RESTRICTED_ENABLED });
  }
  return trx
    .insertInto('restricted_account')
    .values({
      franchisee_id: input.franchiseeId,
      member_id: input.memberId,
      restriction: input.restriction,
      stake_cap: input.restriction === 'stake_cap' ? (input.stakeCap as number) : null,
      enabled: input.enabled ? 1 : 0,
      reason: input.reason.trim(),
      created_by: input.createdBy,
      expires_at: input.expiresAt ?? null,
      created_at: input.now,
      updated_at: input.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Enables or disables one restriction; enabling a fourth is refused. Returns [before, after]. */
export async function setRestrictedEnabled(trx: Database, id: number, enabled: boolean, now: number): Promise<[Row, Row]> {
  const before = await trx.selectFrom('restricted_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw new ApiError('A0404', 'not_found');
  await lockFranchisee(trx, before.franchisee_id);
  if (enabled && before.enabled === 0) {
    const current = await counts(trx, before.franchisee_id);
    if (current.enabled >= MAX_RESTRICTED_ENABLED) throw new ApiError('A0400', 'restricted_limit_enabled', { max: MAX_RESTRICTED_ENABLED });
  }
  const after = await trx
    .updateTable('restricted_account')
    .set({ enabled: enabled ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return [before, after];
}

/** Removes a restriction (frees a slot of the ten); returns the removed row. */
export async function removeRestrictedAccount(trx: Database, id: number): Promise<Row> {
  const before = await trx.selectFrom('restricted_account').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) throw new ApiError('A0404', 'not_found');
  await trx.deleteFrom('restricted_account').where('id', '=', id).execute();
  return before;
}

/**
 * The restriction in force for a member at `now` (enabled and not expired), or null; the bet
 * service asks this before accepting a stake.
 */
export async function activeRestriction(db: Database, memberId: number, now: number): Promise<Row | null> {
  const row = await db
    .selectFrom('restricted_account')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return row ?? null;
}
