import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import { dialectOf } from '../db/database';
import { bombayDate, DAY_MS } from '../domain/time';
import { dayNumberStart } from '../time/bombay';
import type { Metric } from './metrics';
import { groupedSql, sources } from './rebuild';

/*
 * Figures computed from the raw rows on read, with the same definitions the report tables are
 * built from (rebuild.ts's sources). Used where the tables cannot answer: today (still moving),
 * test accounts included (the tables leave them out), and cuts the tables do not keep (member,
 * VIP level, play, hour of day, deposit channel kind).
 */

export interface LiveQuery {
  /** Bombay day numbers, inclusive. */
  firstDay: number;
  lastDay: number;
  keys: string[];
  metrics: readonly Metric[];
  includeTest: boolean;
  perDay: boolean;
  /** Condition on the member row (alias m). */
  memberWhere?: RawBuilder<SqlBool>;
}

/** Keys whose values are text (the others are ids and numbers). */
const TEXT_KEYS = new Set(['play_code', 'deposit_kind']);

export type LiveRow = Record<string, number | string> & { day: number };

export async function liveFigures(db: Database, q: LiveQuery): Promise<LiveRow[]> {
  const start = dayNumberStart(q.firstDay);
  const end = dayNumberStart(q.lastDay) + DAY_MS;
  const all = sources(dialectOf(db), start, end, bombayDate(start), bombayDate(end - 1));
  const select = groupedSql(all, { keys: q.keys, metrics: q.metrics, realOnly: !q.includeTest, perDay: q.perDay, memberWhere: q.memberWhere });
  const { rows } = await sql<LiveRow>`${select}`.execute(db);
  // PostgreSQL answers sums of bigint as numeric text; every metric is a whole number of paise or a count.
  return rows.map((row) => {
    const out: LiveRow = { day: Number(row.day) };
    for (const k of q.keys) out[k] = TEXT_KEYS.has(k) ? String(row[k]) : Number(row[k]);
    for (const m of q.metrics) out[m] = Number(row[m] ?? 0);
    return out;
  });
}
