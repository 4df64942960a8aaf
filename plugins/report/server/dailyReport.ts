import { sql, type SqlBool, type RawBuilder } from 'kysely';
import type { Database } from '../../../server/db/database';
import { bombayDate, bombayDayStart } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { memberScope, scopeFilter, type Scope } from '../../../server/scope/scope';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { liveFigures } from './live';
import { figuresRow } from './tables/figureRows';
import {
  BET_METRICS,
  EXTRA_METRICS,
  killRateBps,
  ORDER_METRICS,
  type BetMetric,
  type ExtraMetric,
  type Metric,
  type OrderMetric,
} from './metrics';

/*
 * Reads the daily report tables (filled by rebuild.ts). The table is chosen by what is asked:
 * a game → daily_game_report (bet metrics only; order metrics come back null), an agent line
 * or an agent caller → daily_agent_report (rows of every agent in the subtree), otherwise
 * daily_report per franchisee; with test accounts included, daily_cut_game or daily_cut_agent
 * (migration 016). Every date of the range gets a row, zero when nothing happened.
 */

type Camel<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

export type DailyFigures = { [K in BetMetric as Camel<K>]: number } & { [K in OrderMetric | ExtraMetric as Camel<K>]: number | null } & {
  /** Bet fees + withdrawal fees (withdrawal fees null-safe: 0 on the game table). */
  fees: number;
  killRateBps: number;
};

export interface DailyRow extends DailyFigures {
  /** Bombay date 'YYYY-MM-DD'. */
  date: string;
}

export interface DailyReport {
  rows: DailyRow[];
  /** Sums over the range; `bettors` summed over days counts member-days. */
  totals: DailyFigures;
}

export interface DailyReportQuery {
  from: string;
  to: string;
  /** The caller's row scope (server/scope). */
  scope: Scope;
  franchiseeId?: number;
  /** Agent line: this agent and its whole downline. */
  agentId?: number;
  gameId?: number;
  /** Count internal and trial members too (from the cut tables, which keep them apart, and live for today). */
  includeTest?: boolean;
  /** When given, the Bombay day of `now` and later are read live (today's figures still move). */
  now?: number;
}

const MAX_DAYS = 366;

export async function dailyReport(db: Database, query: DailyReportQuery): Promise<DailyReport> {
  const firstDay = bombayDayNumber(bombayDayStart(query.from));
  const lastDay = bombayDayNumber(bombayDayStart(query.to));
  if (lastDay < firstDay || lastDay - firstDay >= MAX_DAYS) throw new ApiError('A0400', 'report_range_invalid', { max: MAX_DAYS });
  if (query.gameId !== undefined && (query.agentId !== undefined || query.scope.kind === 'agent')) {
    // The game table has no agent dimension; an agent sees its line's totals, not per game.
    throw new ApiError('A0400', 'report_game_with_agent');
  }

  const byGame = query.gameId !== undefined;
  const byAgent = !byGame && (query.agentId !== undefined || query.scope.kind === 'agent');
  // With test accounts, the cut tables (which keep them apart by `real`) answer instead.
  const table = query.includeTest
    ? byGame
      ? 'daily_cut_game'
      : 'daily_cut_agent'
    : byGame
      ? 'daily_game_report'
      : byAgent
        ? 'daily_agent_report'
        : 'daily_report';
  // Order figures and the plugin's own (net gaming revenue and its parts) belong to no game: null by game.
  const metrics: readonly string[] = byGame ? BET_METRICS : [...ORDER_METRICS, ...BET_METRICS, ...EXTRA_METRICS];

  const filters: RawBuilder<SqlBool>[] = [
    sql<SqlBool>`r.day >= ${firstDay}`,
    sql<SqlBool>`r.day <= ${lastDay}`,
    scopeFilter(query.scope, { franchisee: 'r.franchisee_id', agent: 'r.agent_id' }),
  ];
  // An agent caller on the per-franchisee table would be refused by scopeFilter; it reads the agent table instead.
  if (query.franchiseeId !== undefined) filters.push(sql<SqlBool>`r.franchisee_id = ${query.franchiseeId}`);
  if (query.gameId !== undefined) filters.push(sql<SqlBool>`r.game_id = ${query.gameId}`);
  if (query.agentId !== undefined) {
    filters.push(
      sql<SqlBool>`r.agent_id in (select sub.id from agent sub where sub.path like (select a.path || '%' from agent a where a.id = ${query.agentId}))`,
    );
  }
  const liveFrom = query.now !== undefined ? Math.max(firstDay, bombayDayNumber(query.now)) : lastDay + 1;
  filters.push(sql<SqlBool>`r.day < ${liveFrom}`);
  const sums = metrics.map((m) => `coalesce(sum(r.${m}), 0) as ${m}`).join(', ');
  const result = await sql<
    Record<string, unknown>
  >`select r.day, ${sql.raw(sums)} from ${sql.table(table)} r where ${sql.join(filters, sql` and `)} group by r.day`.execute(db);
  const storedDay = figuresRow(['day'], metrics);
  // No text key: every value is a number.
  const byDay = new Map(result.rows.map(storedDay.map).map((row) => [row.day as number, row as Record<string, number>]));
  if (liveFrom <= lastDay) {
    for (const [day, row] of await liveDays(db, query, liveFrom, lastDay, metrics as Metric[])) byDay.set(day, row);
  }

  const figures = (row: Record<string, number> | undefined): DailyFigures => {
    const out: Record<string, number | null> = {};
    for (const m of [...ORDER_METRICS, ...EXTRA_METRICS]) out[camel(m)] = byGame ? null : Number(row?.[m] ?? 0);
    for (const m of BET_METRICS) out[camel(m)] = Number(row?.[m] ?? 0);
    const f = out as unknown as DailyFigures;
    f.fees = f.betFees + (f.withdrawFees ?? 0);
    f.killRateBps = killRateBps(f.houseProfit, f.validTurnover);
    return f;
  };
  const rows: DailyRow[] = [];
  const total: Record<string, number> = Object.fromEntries(metrics.map((m) => [m, 0]));
  for (let day = firstDay; day <= lastDay; day++) {
    const row = byDay.get(day);
    for (const m of metrics) total[m] += Number(row?.[m] ?? 0);
    rows.push({ date: bombayDate(dayNumberStart(day)), ...figures(row) });
  }
  return { rows, totals: figures(total) };
}

/** The report's figures per day read from the raw rows, filtered as the table read is. */
async function liveDays(db: Database, query: DailyReportQuery, firstDay: number, lastDay: number, metrics: Metric[]) {
  const conditions: RawBuilder<SqlBool>[] = [memberScope(query.scope, 'm')];
  if (query.franchiseeId !== undefined) conditions.push(sql<SqlBool>`m.franchisee_id = ${query.franchiseeId}`);
  if (query.agentId !== undefined) {
    conditions.push(
      sql<SqlBool>`m.agent_id in (select sub.id from agent sub where sub.path like (select a.path || '%' from agent a where a.id = ${query.agentId}))`,
    );
  }
  const keys = query.gameId !== undefined ? ['game_id'] : [];
  const rows = await liveFigures(db, {
    firstDay,
    lastDay,
    keys,
    metrics,
    includeTest: query.includeTest === true,
    perDay: true,
    memberWhere: sql.join(conditions, sql<SqlBool>` and `),
  });
  const byDay = new Map<number, Record<string, number>>();
  for (const row of rows) {
    if (query.gameId !== undefined && row.game_id !== query.gameId) continue;
    const sum = byDay.get(row.day) ?? {};
    for (const m of metrics) sum[m] = (sum[m] ?? 0) + Number(row[m]);
    byDay.set(row.day, sum);
  }
  return byDay;
}
