import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { sqliteVersion } from './staleTriggers';

/*
 * The migrations that add report figures to stored tables (070, 071, 073): the new columns start
 * at 0, and every stored day is marked stale so the stale-days job fills them within a minute, a
 * day per transaction.
 */

/** Tables that keep the figures of metrics.ts EXTRA_METRICS (not the game table: they belong to no game). */
const EXTRA_TABLES = ['daily_report', 'daily_agent_report', 'daily_cut_agent'];

/** Adds figure columns to `tables` (0 until rebuilt) and marks every stored day stale. */
export async function addFigures(
  db: Kysely<unknown>,
  dialect: DialectName,
  columns: readonly string[],
  tables: readonly string[] = EXTRA_TABLES,
) {
  for (const table of tables)
    for (const column of columns)
      await db.schema
        .alterTable(table)
        .addColumn(column, 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
  const version = dialect === 'postgres' ? "nextval('report_stale_version')" : sqliteVersion;
  await sql
    .raw(
      `insert into report_stale_day (day, version) select d.day, ${version} from (select distinct day from daily_cut_agent) d where true
      on conflict (day) do update set version = excluded.version`,
    )
    .execute(db);
}

export async function dropFigures(db: Kysely<unknown>, columns: readonly string[], tables: readonly string[] = EXTRA_TABLES) {
  for (const table of tables) for (const column of columns) await db.schema.alterTable(table).dropColumn(column).execute();
}
