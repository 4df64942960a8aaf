import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" on a text column, the same on SQLite and PostgreSQL (PostgreSQL's
 * LIKE is case-sensitive, SQLite's is not for ASCII). Wildcards typed by the user match literally.
 */
export function containsText(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * `memberIdColumn` names a member whose username contains `text`, as a subquery: a list can filter
 * by username without joining member into its count (the join costs a lookup per counted row).
 */
export function memberNameContains(memberIdColumn: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(memberIdColumn)} in (select m.id from member m where ${containsText('m.username', text)})`;
}
