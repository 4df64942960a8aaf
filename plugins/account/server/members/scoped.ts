import { sql, type RawBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import type { MemberTable } from '../../../../server/db/tables/tenancy';
import { ApiError } from '../../../../server/http/errors';
import { memberScope, scopeOf } from '../../../../server/scope/scope';

/** Which kind of member a screen works on: formal (real players), trial (demo money) or internal (play-along). */
export type MemberKind = 'formal' | 'trial' | 'internal' | 'any';

/**
 * The member rows of one kind. Literals, not parameters: the partial member indexes of migration
 * 008 match only literal terms.
 */
export function memberKind(kind: MemberKind): RawBuilder<SqlBool> {
  if (kind === 'formal') return sql<SqlBool>`member.is_test = 0 and member.is_internal = 0`;
  if (kind === 'trial') return sql<SqlBool>`member.is_test = 1`;
  if (kind === 'internal') return sql<SqlBool>`member.is_internal = 1`;
  return sql<SqlBool>`1 = 1`;
}

/** The member if it exists, is in the caller's scope and of the kind; otherwise A0404 like a missing one. */
export async function memberInScope(db: Database, caller: Caller, id: number, kind: MemberKind = 'any'): Promise<Selectable<MemberTable>> {
  const row = await db
    .selectFrom('member')
    .selectAll()
    .where('member.id', '=', id)
    .where(memberScope(scopeOf(caller)))
    .where(memberKind(kind))
    .executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

/** Every id must be in scope, else the whole request is refused (nothing half-done). */
export async function membersInScope(db: Database, caller: Caller, ids: readonly number[], kind: MemberKind = 'any') {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('member')
    .select(['member.id', 'member.username', 'member.status'])
    .where('member.id', 'in', unique)
    .where(memberScope(scopeOf(caller)))
    .where(memberKind(kind))
    .execute();
  if (rows.length !== unique.length) throw new ApiError('A0404', 'not_found');
  return rows;
}
