import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { dialectOf, type Database } from './database';
import { containsText } from './filters';

/*
 * Case-insensitive "contains" on a member's username or phone, served by the trigram indexes of
 * migration 048 instead of a scan of every member:
 *   - PostgreSQL: containsText's own `lower(col) like '%…%'`, which the pg_trgm GIN index on
 *     lower(col) answers (and which still answers, by a scan, where pg_trgm was unavailable).
 *   - SQLite: the member ids whose member_search column holds the text as a phrase (a trigram
 *     phrase is a substring), then containsText on those few rows so the answer is exactly the
 *     old one (FTS5 folds case beyond ASCII; lower() does not).
 * A text shorter than 3 characters has no trigram to look up: it stays the plain containsText
 * (on PostgreSQL the planner then scans, usually in the list's order, stopping at the page).
 */
export type MemberTextColumn = 'username' | 'phone';

export const TRIGRAM = 3;

export function memberTextContains(db: Database, table: string, column: MemberTextColumn, text: string): RawBuilder<SqlBool> {
  const plain = containsText(`${table}.${column}`, text);
  if (dialectOf(db) === 'postgres' || [...text].length < TRIGRAM) return plain;
  // An FTS5 string is quoted with " and a " inside is doubled; the column filter names one column.
  const phrase = `${column} : "${text.replaceAll('"', '""')}"`;
  return sql<SqlBool>`(${sql.ref(`${table}.id`)} in (select rowid from member_search where member_search match ${phrase}) and ${plain})`;
}
