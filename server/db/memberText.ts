import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CappedTotal } from './cappedCount';
import { dialectOf, type Database } from './database';
import { containsText } from './filters';
import { GRAM_FIELDS } from './migrations/064_member_gram';
import { countRow } from './countRow';
import { column, defineRowMapping } from './rowMapping';

/*
 * Case-insensitive "contains" on a member's username or phone through member_gram (migration
 * 064): every distinct 3-character piece of each member's lowered field, keyed
 * (field, gram, member_id). The same on SQLite and PostgreSQL:
 *   - 3 characters: the text is one gram, so `gram = text` is the whole test and the members
 *     come out of the key newest first (gramPageIds / gramCount page and count them from the key
 *     alone, for the member list's lone search);
 *   - longer: the members holding both its first and its last gram (the two farthest apart, the
 *     fewest false hits: ~100 of a million members for 6 phone digits), each then checked with
 *     containsText on its row;
 *   - shorter than 3: no gram to look up, the plain containsText (a scan, stopping at the page).
 * The search text is lowered in JavaScript and the grams by the database's lower(); where they
 * differ (SQLite folds ASCII only) containsText decides, so the answers are exactly the plain
 * filter's.
 */

/** A member the gram search found, and how many it counted (BIGINT on PostgreSQL). */
const matchRow = defineRowMapping({ memberId: column('member_id').int() });

export type MemberTextColumn = 'username' | 'phone';

export const TRIGRAM = 3;

/** The text as containsText compares it, split into characters (code points, as substr counts). */
const characters = (text: string) => [...text.toLowerCase()];

/** The grams a search looks members up by: the text's first and, when longer, its last. */
export function probeGrams(text: string): string[] {
  const chars = characters(text);
  if (chars.length < TRIGRAM) return [];
  const first = chars.slice(0, TRIGRAM).join('');
  const last = chars.slice(-TRIGRAM).join('');
  return first === last ? [first] : [first, last];
}

/** True when the gram lookup alone decides the match (a text of exactly 3 characters). */
export const gramDecides = (text: string) => characters(text).length === TRIGRAM;

/**
 * The members whose `column` holds every probe gram of `text` (of `kinds`, member_gram.kind codes,
 * when given), as `select member_id …` without parentheses. Two grams are intersected as two key
 * ranges (a merge of ~10,000 sorted ids each for phone digits), not probed one id at a time.
 */
function gramSelect(column: MemberTextColumn, text: string, kinds?: readonly number[]) {
  const field = sql.lit(GRAM_FIELDS[column]);
  const kind = kinds === undefined ? sql`` : sql`and kind in (${sql.join(kinds.map((k) => sql.lit(k)))})`;
  const [first, ...others] = probeGrams(text).map(
    (gram) => sql`select member_id from member_gram where field = ${field} and gram = ${gram}`,
  );
  return others.length === 0 ? sql`${first} ${kind}` : sql`${first} ${kind} intersect ${sql.join(others, sql` intersect `)}`;
}

export function memberTextContains(table: string, column: MemberTextColumn, text: string): RawBuilder<SqlBool> {
  const plain = containsText(`${table}.${column}`, text);
  if (probeGrams(text).length === 0) return plain;
  const members = sql`${sql.ref(`${table}.id`)} in (${gramSelect(column, text)})`;
  return gramDecides(text) ? sql<SqlBool>`${members}` : sql<SqlBool>`(${members} and ${plain})`;
}

/** The member-kind codes member_gram.kind holds (is_test + 2 × is_internal) for a list's kind. */
export const GRAM_KINDS = { formal: [0], trial: [1, 3], internal: [2, 3], any: undefined } as const;

/**
 * Members whose `column` contains `text` (3 characters or more), of `kinds`, in member-id order,
 * read from member_gram's key: for 3 characters the key alone (index-only), beyond that each
 * candidate's row checked with containsText. Serves a page (limit/offset) or, with `limit` the
 * cap + 1 and no order, a capped count.
 */
function gramMatches(db: Database, column: MemberTextColumn, text: string, kinds: readonly number[] | undefined) {
  if (gramDecides(text)) return gramSelect(column, text, kinds);
  const check = (id: string) => sql`exists (select 1 from member m where m.id = ${sql.ref(id)} and ${containsText(`m.${column}`, text)})`;
  // One probe gram (a text like '0000' starts and ends alike), or SQLite, which merges an INTERSECT.
  if (dialectOf(db) === 'sqlite' || probeGrams(text).length === 1)
    return sql`select x.member_id from (${gramSelect(column, text, kinds)}) x where ${check('x.member_id')}`;
  // PostgreSQL: a join of the two key ranges, which it merges in member-id order, so a page stops
  // at its 20th match (its INTERSECT hashes both ranges whole first).
  const [first, last] = probeGrams(text);
  const field = sql.lit(GRAM_FIELDS[column]);
  const kind = kinds === undefined ? sql`` : sql`and a.kind in (${sql.join(kinds.map((k) => sql.lit(k)))})`;
  return sql`select a.member_id from member_gram a join member_gram b on b.field = ${field} and b.gram = ${last} and b.member_id = a.member_id
    where a.field = ${field} and a.gram = ${first} ${kind} and ${check('a.member_id')}`;
}

/** The page's member ids in order, as a select (3 characters: `limit` keys of member_gram). */
function gramPage(
  db: Database,
  column: MemberTextColumn,
  text: string,
  kinds: readonly number[] | undefined,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  return sql<{
    member_id: number;
  }>`${gramMatches(db, column, text, kinds)} order by member_id ${sql.raw(direction)} limit ${limit} offset ${offset}`;
}

async function gramPageIds(
  db: Database,
  column: MemberTextColumn,
  text: string,
  kinds: readonly number[] | undefined,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await gramPage(db, column, text, kinds, direction, limit, offset).execute(db);
  return rows.rows.map((r) => matchRow.map(r).memberId);
}

async function gramCount(
  db: Database,
  column: MemberTextColumn,
  text: string,
  kinds: readonly number[] | undefined,
  cap: number,
): Promise<CappedTotal> {
  const row = (
    await sql<{ n: number }>`select count(*) as n from (${gramMatches(db, column, text, kinds)} limit ${cap + 1}) matching`.execute(db)
  ).rows[0];
  return capped(countRow.map(row).n, cap);
}

const capped = (n: number, cap: number): CappedTotal => (n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false });

/**
 * One page of the members whose `column` contains `text` (3 characters or more), of `kinds`, in
 * member-id order, and their number counted up to `cap`, from member_gram's key. `rows` reads the
 * page's rows given the ids as a parenthesised set (a subquery or a list).
 *   - 3 characters: the page is `limit` keys, read inside the rows' own statement, the count the
 *     key range alone (index-only), beside it;
 *   - longer: the matches are few (~100 for 6 phone digits; each a row check), so one ordered read
 *     of up to cap + 1 of them gives both — the two gram ranges are merged once, not twice.
 *     A page past the cap'th match (never reached through the pager) is read by itself.
 */
export async function gramSearchPage<Row>(
  db: Database,
  column: MemberTextColumn,
  text: string,
  kinds: readonly number[] | undefined,
  order: { direction: 'asc' | 'desc'; limit: number; offset: number; cap: number },
  rows: (ids: RawBuilder<number>) => Promise<Row[]>,
): Promise<{ list: Row[] } & CappedTotal> {
  const { direction, limit, offset, cap } = order;
  if (gramDecides(text)) {
    const page = gramPage(db, column, text, kinds, direction, limit, offset);
    const [list, counted] = await Promise.all([rows(sql<number>`(${page})`), gramCount(db, column, text, kinds, cap)]);
    return { list, ...counted };
  }
  const all = await gramPageIds(db, column, text, kinds, direction, cap + 1, 0);
  const ids =
    offset + limit <= all.length || all.length <= cap
      ? all.slice(offset, offset + limit)
      : await gramPageIds(db, column, text, kinds, direction, limit, offset);
  return { list: ids.length === 0 ? [] : await rows(sql<number>`(${sql.join(ids)})`), ...capped(all.length, cap) };
}
