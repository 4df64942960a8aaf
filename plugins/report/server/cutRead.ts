import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../server/db/database';
import { scopeFilter } from '../../../server/scope/scope';
import { bombayDayNumber } from '../../../server/time/bombay';
import type { CutTable } from './cutTables';
import { memberConditions, type CutFilters } from './filters';
import { liveFigures, type LiveRow } from './live';
import { cutMetrics } from './rebuild';
import type { Metric } from './metrics';
import type { Period } from './period';

/*
 * A cut's figures over a period: the days before today summed from the cut tables (migration
 * 016), today and later read live from the raw rows (live.ts), then added up per key. `bettors`
 * is distinct per day and row of the table, so over several days it counts member-days, as the
 * daily reports' totals do.
 */

/** Keys that have a cut table (agent_id: the agent table itself). */
export type TableCut = 'agent_id' | 'game_id' | 'play_code' | 'vip_level' | 'hour' | 'deposit_kind';

const TABLE_OF: Record<TableCut, CutTable> = {
  agent_id: 'daily_cut_agent',
  game_id: 'daily_cut_game',
  play_code: 'daily_cut_play',
  vip_level: 'daily_cut_vip',
  hour: 'daily_cut_hour',
  deposit_kind: 'daily_cut_deposit',
};
const TEXT_KEYS = new Set(['play_code', 'deposit_kind']);

/** The scope, franchisee, agent-line and test-account conditions on a cut table row (alias r): every cut table has those columns. */
export function lineConditions(f: Omit<CutFilters, 'now'>): RawBuilder<SqlBool>[] {
  const conditions: RawBuilder<SqlBool>[] = [scopeFilter(f.scope, { franchisee: 'r.franchisee_id', agent: 'r.agent_id' })];
  if (!f.includeTest) conditions.push(sql<SqlBool>`r.real = 1`);
  if (f.franchiseeId !== undefined) conditions.push(sql<SqlBool>`r.franchisee_id = ${f.franchiseeId}`);
  if (f.agentId !== undefined) {
    conditions.push(
      sql<SqlBool>`r.agent_id in (select sub.id from agent sub where sub.path like (select a.path || '%' from agent a where a.id = ${f.agentId}))`,
    );
  }
  return conditions;
}

/** The period and line conditions on a cut table row (alias r). */
function tableConditions(f: CutFilters, p: Period): RawBuilder<SqlBool>[] {
  return [sql<SqlBool>`r.day >= ${p.firstDay}`, sql<SqlBool>`r.day <= ${p.lastDay}`, ...lineConditions(f)];
}

async function fromTable(db: Database, p: Period, key: TableCut | null, metrics: readonly Metric[], f: CutFilters): Promise<LiveRow[]> {
  const table = TABLE_OF[key ?? 'agent_id'];
  const stored = new Set<string>(cutMetrics(table));
  const sums = metrics.map((m) => (stored.has(m) ? `coalesce(sum(r.${m}), 0) as ${m}` : `0 as ${m}`)).join(', ');
  const keyColumn = key !== null ? sql.raw(`r.${key} as ${key}, `) : sql``;
  const groupBy = key !== null ? sql.raw(` group by r.${key}`) : sql``;
  const { rows } = await sql<LiveRow>`select ${keyColumn}${sql.raw(sums)} from ${sql.table(table)} r
    where ${sql.join(tableConditions(f, p), sql` and `)}${groupBy}`.execute(db);
  return rows;
}

/** Figures per key of `key` (one row when null) over the period; keys come back as numbers, or text for play codes and deposit kinds. */
export async function cutFigures(
  db: Database,
  p: Period,
  key: TableCut | null,
  metrics: readonly Metric[],
  f: CutFilters,
): Promise<LiveRow[]> {
  const today = bombayDayNumber(f.now);
  const stored: Period = { firstDay: p.firstDay, lastDay: Math.min(p.lastDay, today - 1) };
  const live: Period = { firstDay: Math.max(p.firstDay, today), lastDay: p.lastDay };
  const [past, recent] = await Promise.all([
    stored.firstDay <= stored.lastDay ? fromTable(db, stored, key, metrics, f) : Promise.resolve([]),
    // Per day and per `real`, as the tables are grouped, so bettors add up the same way.
    live.firstDay <= live.lastDay
      ? liveFigures(db, {
          ...live,
          keys: key !== null ? ['real', key] : ['real'],
          metrics,
          includeTest: f.includeTest,
          perDay: true,
          memberWhere: memberConditions(f),
        })
      : Promise.resolve([]),
  ]);
  const sums = new Map<number | string, LiveRow>();
  for (const row of [...past, ...recent]) {
    const k = key === null ? 0 : TEXT_KEYS.has(key) ? String(row[key]) : Number(row[key]);
    const sum = sums.get(k) ?? ({ day: 0, ...(key !== null ? { [key]: k } : {}) } as LiveRow);
    for (const m of metrics) sum[m] = Number(sum[m] ?? 0) + Number(row[m] ?? 0);
    sums.set(k, sum);
  }
  if (key === null && sums.size === 0) sums.set(0, { day: 0 });
  return [...sums.values()];
}
