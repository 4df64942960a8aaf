import { sql, type SqlBool } from 'kysely';
import type { Caller } from '../../../../server/auth/session';
import { dialectOf, type Database } from '../../../../server/db/database';
import { memberTextContains, probeGrams, type MemberTextColumn } from '../../../../server/db/memberText';
import { memberScope, scopeOf } from '../../../../server/scope/scope';
import { memberHitRow } from '../tables/memberRows';

/*
 * Members for the command palette, found by id, by the start of the username or by the start of
 * the phone number — each an equality or a prefix range on an indexed column (the primary key,
 * the unique username index, member_phone_idx; on PostgreSQL the text_pattern_ops indexes of
 * migration 044) — and, from 3 characters, by any part of the username or phone through
 * member_gram (migration 064), newest first: the member list's own "contains" path, read from a
 * key, never a scan of the table. A keystroke costs a few index probes at a million members; the
 * caller's scope is checked on the rows found, never used to find them. Prefix hits come first.
 */

export interface MemberHit {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  /** 'formal' | 'trial' | 'internal', so the palette can tell a demo account from a real one. */
  kind: string;
}

/** How many members the palette lists for one query. */
export const MEMBER_LIMIT = 8;
/** Prefixes shorter than this would match too much of a million members to be of use. */
const MIN_USERNAME_PREFIX = 2;
const MIN_PHONE_DIGITS = 4;

/** The first string after every string starting with `prefix`, in byte order: 'abc' → 'abd'. */
export function prefixEnd(prefix: string): string {
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` starts with `prefix`, in the form the dialect's index serves. */
function startsWith(db: Database, column: 'member.username' | 'member.phone', prefix: string) {
  if (dialectOf(db) === 'postgres') return sql<SqlBool>`${sql.ref(column)} like ${`${escapeLike(prefix)}%`}`;
  // SQLite's LIKE ignores case and so cannot use a BINARY index; a range can.
  return sql<SqlBool>`${sql.ref(column)} >= ${prefix} and ${sql.ref(column)} < ${prefixEnd(prefix)}`;
}

/** The phone prefixes a query stands for: as typed, and with India's +91 when typed without it. */
export function phonePrefixes(q: string): string[] {
  const digits = q.replace(/[\s-]/g, '');
  if (!/^\+?\d+$/.test(digits) || digits.replace('+', '').length < MIN_PHONE_DIGITS) return [];
  if (digits.startsWith('+')) return [digits];
  return [`+91${digits}`, `+${digits}`, digits];
}

export async function searchMembers(db: Database, caller: Caller, q: string): Promise<MemberHit[]> {
  const scope = memberScope(scopeOf(caller), 'member', { checkOnly: true });
  const base = () =>
    db
      .selectFrom('member')
      .select([
        'member.id',
        'member.username',
        'member.nickname',
        'member.phone',
        sql<string>`case when member.is_internal = 1 then 'internal' when member.is_test = 1 then 'trial' else 'formal' end`.as('kind'),
      ])
      .where(scope);
  const queries: ReturnType<ReturnType<typeof base>['execute']>[] = [];
  if (/^\d{1,15}$/.test(q)) queries.push(base().where('member.id', '=', Number(q)).execute());
  if (q.length >= MIN_USERNAME_PREFIX) {
    queries.push(
      base()
        .where(startsWith(db, 'member.username', q))
        .orderBy('member.username')
        .limit(MEMBER_LIMIT)
        .execute(),
    );
  }
  for (const prefix of phonePrefixes(q)) {
    queries.push(
      base()
        .where(startsWith(db, 'member.phone', prefix))
        .orderBy('member.phone')
        .limit(MEMBER_LIMIT)
        .execute(),
    );
  }
  const contains = (column: MemberTextColumn, text: string) =>
    base()
      .where(memberTextContains('member', column, text))
      .orderBy('member.id', 'desc')
      .limit(MEMBER_LIMIT)
      .execute();
  if (probeGrams(q).length > 0) queries.push(contains('username', q));
  const digits = q.replace(/[\s-]/g, '');
  if (/^\+?\d+$/.test(digits) && probeGrams(digits).length > 0) queries.push(contains('phone', digits));
  const seen = new Set<number>();
  const hits: MemberHit[] = [];
  for (const rows of await Promise.all(queries)) {
    for (const hit of rows.map(memberHitRow.map)) {
      if (seen.has(hit.id)) continue;
      seen.add(hit.id);
      hits.push(hit);
    }
  }
  return hits.slice(0, MEMBER_LIMIT);
}
