import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../server/db/database';
import { dialectOf } from '../../../server/db/database';
import { bombayDate, DAY_MS } from '../../../server/domain/time';
import { dayNumberStart } from '../../../server/time/bombay';
import type { Metric } from './metrics';
import { groupedSql, sources, type TimeFirst } from './rebuild';
import { figuresRow } from './tables/figureRows';

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

export type LiveRow = Record<string, number | string> & { day: number };

/** Up to this many rows in the range, SQLite reads them first and looks up their members (see timeFirst). */
const TIME_FIRST_ROWS = 20_000;

/**
 * With a member condition (a scope or an agent line), SQLite walks the members of the downline and
 * probes each one's bets and rebates: ~150 ms for a 30 k-member line even when today has no bet
 * yet. When the range holds fewer rows than TIME_FIRST_ROWS (counted up to that, on the time
 * indexes), reading those rows first is cheaper; past it, the probes are.
 */
async function timeFirst(db: Database, q: LiveQuery, start: number, end: number): Promise<TimeFirst> {
  if (dialectOf(db) !== 'sqlite' || q.memberWhere === undefined) return {};
  const [bets, rebates] = await Promise.all([
    sql<{
      n: number;
    }>`select count(*) as n from (select 1 from bet where created_at >= ${start} and created_at < ${end} limit ${TIME_FIRST_ROWS}) x`.execute(
      db,
    ),
    sql<{
      n: number;
    }>`select count(*) as n from (select 1 from rebate_record where business_date >= ${bombayDate(start)} and business_date <= ${bombayDate(end - 1)}
      limit ${TIME_FIRST_ROWS}) x`.execute(db),
  ]);
  return { bets: Number(bets.rows[0].n) < TIME_FIRST_ROWS, rebates: Number(rebates.rows[0].n) < TIME_FIRST_ROWS };
}

export async function liveFigures(db: Database, q: LiveQuery): Promise<LiveRow[]> {
  const start = dayNumberStart(q.firstDay);
  const end = dayNumberStart(q.lastDay) + DAY_MS;
  const all = sources(dialectOf(db), start, end, bombayDate(start), bombayDate(end - 1), await timeFirst(db, q, start, end));
  const select = groupedSql(all, {
    keys: q.keys,
    metrics: q.metrics,
    realOnly: !q.includeTest,
    perDay: q.perDay,
    memberWhere: q.memberWhere,
  });
  const { rows } = await sql<Record<string, unknown>>`${select}`.execute(db);
  const figures = figuresRow(['day', ...q.keys], q.metrics);
  return rows.map((row) => figures.map(row) as LiveRow);
}
