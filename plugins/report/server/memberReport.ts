import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../server/db/database';
import { dialectOf } from '../../../server/db/database';
import { bombayDayNumber } from '../../../server/time/bombay';
import { figuresOf, periodTotals, type Figures } from './breakdown';
import { cutFigures } from './cutRead';
import { MEMBER_CUT_TABLE, MEMBER_FIGURES } from './cutTables';
import { memberConditions, type CutFilters } from './filters';
import { liveFigures, type LiveRow } from './live';
import type { Period } from './period';
import { figuresRow } from './tables/figureRows';

/*
 * The agents' member report, a page at a time: each member of the downline with activity in the
 * period, in member id order after `afterId`. Past days come from the per-member cut (migration
 * 047), read along its primary key (member, day, real) so a page stops after `limit` members;
 * today and later from the raw rows (live.ts), read once for the whole downline: those rows give
 * the page's today figures and today's part of the totals. Totals of past days come from
 * daily_cut_agent (the same sources, a few rows per day).
 * Withdrawals show gross, fees and net paid (report migration 073) with the daily overview's
 * definitions: the member cut, the live rows and daily_cut_agent all take them from rebuild.ts
 * `sources`, so a member's row, the totals and the overview agree.
 */

export const MEMBER_METRICS = MEMBER_FIGURES;

export interface MemberPage {
  rows: ({ key: number } & Figures)[];
  totals: Figures;
  previous: Figures;
  /** The cursor of the next page; null on the last page. */
  nextAfterId: number | null;
}

/** Below this share of all members, a downline is read through its agents' rows, not along the member key. */
const SMALL_SHARE = 0.02;

/** Line conditions on the member cut (alias r); `agentColumn` is '+r.agent_id' where SQLite must not pick the agent index. */
function conditions(f: CutFilters, agentColumn: string): RawBuilder<SqlBool>[] {
  const out: RawBuilder<SqlBool>[] = [];
  const subtree = (path: RawBuilder<string>) =>
    sql<SqlBool>`${sql.raw(agentColumn)} in (select sub.id from agent sub where sub.path like ${path})`;
  if (f.scope.kind === 'none') out.push(sql<SqlBool>`1 = 0`);
  if (f.scope.kind === 'franchisee') out.push(sql<SqlBool>`r.franchisee_id = ${f.scope.franchiseeId}`);
  if (f.scope.kind === 'agent') out.push(subtree(sql<string>`${`${f.scope.path}%`}`));
  if (!f.includeTest) out.push(sql<SqlBool>`r.real = 1`);
  if (f.franchiseeId !== undefined) out.push(sql<SqlBool>`r.franchisee_id = ${f.franchiseeId}`);
  if (f.agentId !== undefined) out.push(subtree(sql<string>`(select a.path || '%' from agent a where a.id = ${f.agentId})`));
  return out;
}

/**
 * Up to `limit` members after `afterId` with rows in the (past) period, summed. A large downline is
 * read along the primary key (most members of a stretch of ids are in it, so a page reads a few
 * thousand rows); a small one through the agent index (all its rows are few). SQLite is told which
 * by a unary + that hides a column from its planner; PostgreSQL plans from its statistics.
 */
async function pageFromTable(db: Database, p: Period, f: CutFilters, afterId: number, limit: number): Promise<LiveRow[]> {
  const [downline, all] = await Promise.all([
    sql<{ n: number }>`select count(*) as n from member m where ${memberConditions(f)}`.execute(db),
    db
      .selectFrom('member')
      .select((e) => e.fn.max('id').as('n'))
      .executeTakeFirst(),
  ]);
  const small = Number(downline.rows[0]?.n ?? 0) < SMALL_SHARE * Number(all?.n ?? 0);
  const sqlite = dialectOf(db) === 'sqlite';
  const plus = sqlite ? '+' : '';
  const [dayColumn, agentColumn] = small ? ['r.day', 'r.agent_id'] : [`${plus}r.day`, `${plus}r.agent_id`];
  const sums = MEMBER_FIGURES.map((m) => `sum(r.${m}) as ${m}`).join(', ');
  const { rows } = await sql<Record<string, unknown>>`select r.member_id, ${sql.raw(sums)} from ${sql.table(MEMBER_CUT_TABLE)} r
    where r.member_id > ${afterId} and ${sql.raw(dayColumn)} >= ${p.firstDay} and ${sql.raw(dayColumn)} <= ${p.lastDay}
      and ${sql.join(conditions(f, agentColumn), sql` and `)}
    group by r.member_id order by r.member_id limit ${limit}`.execute(db);
  const figures = figuresRow(['member_id'], MEMBER_FIGURES);
  return rows.map((row) => figures.map(row) as LiveRow);
}

export async function memberReport(
  db: Database,
  current: Period,
  previous: Period,
  f: CutFilters,
  afterId: number,
  limit: number,
): Promise<MemberPage> {
  const metrics = MEMBER_FIGURES;
  const today = bombayDayNumber(f.now);
  const stored: Period = { firstDay: current.firstDay, lastDay: Math.min(current.lastDay, today - 1) };
  const live: Period = { firstDay: Math.max(current.firstDay, today), lastDay: current.lastDay };
  const [page, todayRows, storedTotals, before] = await Promise.all([
    // One more than a page: whether another page follows.
    stored.firstDay <= stored.lastDay ? pageFromTable(db, stored, f, afterId, limit + 1) : Promise.resolve([]),
    live.firstDay <= live.lastDay
      ? liveFigures(db, {
          ...live,
          keys: ['member_id'],
          metrics,
          includeTest: f.includeTest,
          perDay: false,
          memberWhere: memberConditions(f),
        })
      : Promise.resolve([]),
    stored.firstDay <= stored.lastDay ? cutFigures(db, stored, null, metrics, f) : Promise.resolve([]),
    periodTotals(db, previous, metrics, f),
  ]);

  // Every member up to `bound` with past rows is in `page`; members active today only join from the live rows.
  const bound = page.length > limit ? Number(page[limit].member_id) : Infinity;
  const byId = new Map<number, Record<string, number>>();
  const add = (row: LiveRow) => {
    // An id key of figuresRow, read as a whole number.
    const id = row.member_id as number;
    const sum = byId.get(id) ?? {};
    for (const m of metrics) sum[m] = (sum[m] ?? 0) + Number(row[m] ?? 0);
    byId.set(id, sum);
  };
  for (const row of page) add(row);
  const totals: Record<string, number> = Object.fromEntries(metrics.map((m) => [m, Number(storedTotals[0]?.[m] ?? 0)]));
  for (const row of todayRows) {
    for (const m of metrics) totals[m] += Number(row[m] ?? 0);
    if ((row.member_id as number) > afterId && (row.member_id as number) <= bound) add(row);
  }
  const ids = [...byId.keys()].sort((a, b) => a - b);
  const shown = ids.slice(0, limit);
  return {
    rows: shown.map((id) => ({ key: id, ...figuresOf(byId.get(id), metrics) })),
    totals: figuresOf(totals, metrics),
    previous: before,
    nextAfterId: ids.length > limit ? shown[shown.length - 1] : null,
  };
}
