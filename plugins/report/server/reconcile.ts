import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { dialectOf } from '../../../server/db/database';
import { bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { groupedSql, sources, storedTables } from './rebuild';
import { staleDays } from './staleMarks';

/*
 * Issue 40: every stored report figure beside its recomputation from the raw rows (orders, bets,
 * rebates, members) with the definitions the reports are built from (rebuild.ts `sources`). A
 * difference means a stored day missed a change; the command `npm run reconcile` prints them and
 * a restore runs this before it declares a copy good. One table and one day at a time, so a long
 * range on a large database never holds much in memory.
 */

export interface Difference {
  table: string;
  /** Bombay date. */
  date: string;
  /** The row's key columns and values, e.g. `franchisee_id=1 agent_id=4` (the VIP cut's without the level: rebuild.ts AS_BUILT). */
  key: string;
  metric: string;
  stored: number;
  recomputed: number;
}

export interface Reconciliation {
  from: string;
  to: string;
  /** Stored rows compared (table rows of every day in the range; the VIP cut's summed over the level). */
  rows: number;
  figures: number;
  differences: Difference[];
}

type Row = Record<string, unknown>;

/** Compares the stored report tables with the raw rows for the Bombay dates [from, to]. */
export async function reconcileReports(db: Database, from: string, to: string): Promise<Reconciliation> {
  const out: Reconciliation = { from, to, rows: 0, figures: 0, differences: [] };
  const dialect = dialectOf(db);
  for (let start = bombayDayStart(from); start <= bombayDayStart(to); start += DAY_MS) {
    const date = bombayDate(start);
    const day = bombayDayNumber(start);
    const all = sources(dialect, start, start + DAY_MS, date, date);
    for (const { table, keys: allKeys, metrics, realOnly, asBuilt } of storedTables()) {
      // A key kept as the member had it when the day was built (the VIP level) cannot be recomputed
      // from today's rows: that table is compared summed over it, which the raw rows do decide.
      const keys = allKeys.filter((k) => !asBuilt.includes(k));
      const storedSql =
        asBuilt.length === 0
          ? sql<Row>`select * from ${sql.table(table)} where day = ${day}`
          : sql<Row>`select ${sql.raw([...keys, ...metrics.map((m) => `sum(${m}) as ${m}`)].join(', '))}
              from ${sql.table(table)} where day = ${day} group by ${sql.raw(keys.join(', '))}`;
      const [stored, live] = await Promise.all([
        storedSql.execute(db),
        sql<Row>`${groupedSql(all, { keys, metrics, realOnly, perDay: true })}`.execute(db),
      ]);
      const keyOf = (r: Row) => keys.map((k) => `${k}=${String(r[k])}`).join(' ');
      const recomputed = new Map(live.rows.map((r) => [keyOf(r), r]));
      const seen = new Set<string>();
      for (const row of stored.rows) {
        const key = keyOf(row);
        seen.add(key);
        out.rows += 1;
        for (const metric of metrics) {
          out.figures += 1;
          const [a, b] = [Number(row[metric] ?? 0), Number(recomputed.get(key)?.[metric] ?? 0)];
          if (a !== b) out.differences.push({ table, date, key, metric, stored: a, recomputed: b });
        }
      }
      // A row the raw data has and the table lacks (a key added since the day was built).
      for (const [key, row] of recomputed) {
        if (seen.has(key)) continue;
        for (const metric of metrics) {
          const b = Number(row[metric] ?? 0);
          if (b !== 0) out.differences.push({ table, date, key, metric, stored: 0, recomputed: b });
        }
      }
    }
  }
  return out;
}

/** Every stored day before today, reconciled: the restore check (a copy whose reports disagree with its own rows is not good). */
export async function reconcileStoredDays(db: Database): Promise<{ problems: string[]; note: string }> {
  const range = await db
    .selectFrom('daily_cut_agent')
    .select((eb) => [eb.fn.min('day').as('first'), eb.fn.max('day').as('last')])
    .executeTakeFirst();
  if (range?.first === null || range?.first === undefined) return { problems: [], note: 'no stored report days' };
  const lastStored = Math.min(Number(range.last), bombayDayNumber(Date.now()) - 1);
  if (lastStored < Number(range.first)) return { problems: [], note: 'no closed report days yet' };
  const [from, to] = [bombayDate(dayNumberStart(Number(range.first))), bombayDate(dayNumberStart(lastStored))];
  const result = await reconcileReports(db, from, to);
  // Days a late change marked stale are expected to differ: the stale-days job rebuilds them within a minute of the first start.
  // A backup of a version before report migration 069 has no marks table yet: nothing pending.
  const marks = await staleDays(db).catch(() => []);
  const pending = new Set(marks.map((s) => bombayDate(dayNumberStart(s.day))));
  const differences = result.differences.filter((d) => !pending.has(d.date));
  const shown = differences.map((d) => `${d.date} ${d.table} ${d.key} ${d.metric}: stored ${d.stored}, recomputed ${d.recomputed}`);
  return {
    problems: shown.length > 50 ? [...shown.slice(0, 50), `… and ${shown.length - 50} more`] : shown,
    note: `${from} … ${to}: ${result.figures} figures in ${result.rows} rows${pending.size ? `; ${pending.size} day(s) awaiting their rebuild` : ''}`,
  };
}
