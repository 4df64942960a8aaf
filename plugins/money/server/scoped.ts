import type { Caller } from '../../../server/auth/session';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { memberScope, scopeFilter, scopeOf } from '../../../server/scope/scope';

/*
 * Scope checks for the money endpoints: an order or member outside the caller's scope answers
 * exactly like a missing one (franchisee: its franchisee; agent: its downline).
 */

export function orderScope(caller: Caller, table: 'deposit_order' | 'withdrawal_order' | 'manual_adjustment') {
  return scopeFilter(scopeOf(caller), { franchisee: `${table}.franchisee_id`, agent: `${table}.agent_id` });
}

export async function assertOrderInScope(
  db: Database,
  caller: Caller,
  table: 'deposit_order' | 'withdrawal_order',
  id: number,
): Promise<void> {
  const row = await db
    .selectFrom(table)
    .select(`${table}.id`)
    .where(`${table}.id`, '=', id)
    .where(orderScope(caller, table))
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
}

/** Member ids for usernames, in the given order; refuses unknown, out-of-scope and repeated names. */
export async function membersByUsername(db: Database, caller: Caller, usernames: readonly string[]): Promise<number[]> {
  const seen = new Set<string>();
  for (const name of usernames) {
    if (seen.has(name)) throw new ApiError('A0400', 'duplicate_members', { member: name });
    seen.add(name);
  }
  const ids = new Map<string, number>();
  // Chunked so a 3,000-member batch stays under SQLite's bound-parameter limit.
  for (let i = 0; i < usernames.length; i += 500) {
    const rows = await db
      .selectFrom('member')
      .select(['member.id', 'member.username'])
      .where('member.username', 'in', usernames.slice(i, i + 500))
      .where(memberScope(scopeOf(caller)))
      .execute();
    for (const r of rows) ids.set(r.username, r.id);
  }
  return usernames.map((name) => {
    const id = ids.get(name);
    if (id === undefined) throw new ApiError('A0400', 'member_not_found', { member: name });
    return id;
  });
}
