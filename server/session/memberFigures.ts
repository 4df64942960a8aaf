import { sql } from 'kysely';
import { ONLINE_WINDOW_MS } from '../../shared/online';
import type { Caller } from '../auth/session';
import type { Database } from '../db/database';
import { memberScope, scopeFilter, type Scope } from '../scope/scope';

/*
 * The member figures the session's answers carry (the spec's profile and top bar: members online,
 * the stations' quota), over the core's member and station tables; Home shows the same counts.
 */

/** Members in scope, or only those seen since `onlineSince`; internal (house) accounts never count. */
export async function countMembers(db: Database, scope: Scope, onlineSince?: number): Promise<number> {
  const row = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member.is_internal', '=', 0)
    .$if(onlineSince !== undefined, (qb) => qb.where('member.online_at', '>=', onlineSince as number))
    .where(memberScope(scope))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function countOnlineMembers(db: Database, scope: Scope, now: number): Promise<number> {
  return countMembers(db, scope, now - ONLINE_WINDOW_MS);
}

/** Quota in paise over the caller's stations; agents have no station quota of their own. */
export async function stationQuota(db: Database, caller: Caller, scope: Scope): Promise<number | null> {
  if (caller.role === 'agent') return null;
  const row = await db
    .selectFrom('station')
    .select(sql<number>`coalesce(sum(station.amount), 0)`.as('amount'))
    .where(scopeFilter(scope, { franchisee: 'station.franchisee_id' }))
    .executeTakeFirstOrThrow();
  return row.amount;
}
