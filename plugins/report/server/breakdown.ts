import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import type { Scope } from '../../../server/scope/scope';
import { cutFigures, type TableCut } from './cutRead';
import { memberConditions, type CutFilters } from './filters';
import { liveFigures, type LiveRow } from './live';
import { killRateBps, type Metric } from './metrics';
import { figuresKeyedBy } from './rebuild';
import type { Period } from './period';

/*
 * One report cut over a period: rows per key (game, play, VIP level, hour of the Bombay day,
 * deposit channel kind, member, agent line), the totals and the previous period's totals. Past
 * days come from the cut tables and today live (cutRead.ts); bettors count member-days, as in
 * the daily reports. The member cut has no table: it is read live from the raw rows (live.ts),
 * so there a member counts once over the period.
 */

export { memberConditions, type CutFilters } from './filters';

export type Cut = 'game_id' | 'play_code' | 'vip_level' | 'hour' | 'deposit_kind' | 'member_id' | 'agent_id';

export type Figures = Record<string, number>;
/** A row of a cut: its key (id, code or hour), a label the screen shows, and its figures (null: not kept per key, rebuild.ts figuresKeyedBy). */
export type CutRow = { key: number | string; label: string } & Record<string, number | string | null>;

const camel = (s: string) => s.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Camel-cased figures of a live row, with the kill rate when the bet figures are there. */
export function figuresOf(row: Record<string, number | string> | undefined, metrics: readonly Metric[]): Figures {
  const out: Figures = {};
  for (const m of metrics) out[camel(m)] = Number(row?.[m] ?? 0);
  if (metrics.includes('house_profit') && metrics.includes('valid_turnover'))
    out.killRateBps = killRateBps(out.houseProfit, out.validTurnover);
  return out;
}

export function addInto(sum: Record<string, number | string>, row: Record<string, number | string>, metrics: readonly Metric[]) {
  for (const m of metrics) sum[m] = Number(sum[m] ?? 0) + Number(row[m]);
}

export async function periodTotals(db: Database, p: Period, metrics: readonly Metric[], f: CutFilters): Promise<Figures> {
  const [row] = await cutFigures(db, p, null, metrics, f);
  return figuresOf(row, metrics);
}

function cutRows(db: Database, cut: Cut, p: Period, metrics: readonly Metric[], f: CutFilters): Promise<LiveRow[]> {
  if (cut === 'member_id')
    return liveFigures(db, { ...p, keys: [cut], metrics, includeTest: f.includeTest, perDay: false, memberWhere: memberConditions(f) });
  return cutFigures(db, p, cut satisfies TableCut, metrics, f);
}

export interface CutReport {
  rows: CutRow[];
  totals: Figures;
  previous: Figures;
}

/** Rows per key, current totals and previous totals. `fold` maps a key to the row it counts in (agent lines), null to drop it. */
export async function cutReport(
  db: Database,
  cut: Cut,
  current: Period,
  previous: Period,
  metrics: readonly Metric[],
  f: CutFilters,
  fold: (key: number | string) => number | string | null = (key) => key,
): Promise<CutReport> {
  const [rows, totals, prev] = await Promise.all([
    cutRows(db, cut, current, metrics, f),
    periodTotals(db, current, metrics, f),
    periodTotals(db, previous, metrics, f),
  ]);
  const folded = new Map<number | string, LiveRow>();
  for (const row of rows) {
    const key = fold(row[cut]);
    if (key === null) continue;
    const sum = folded.get(key) ?? ({ day: 0 } as LiveRow);
    addInto(sum, row, metrics);
    folded.set(key, sum);
  }
  const keys = [...folded.keys()].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  // A figure no row can hold (rebates per play or hour) reads "–" on the rows, not 0, while the totals count it all.
  const keyed = figuresKeyedBy(cut);
  const unkeyed = Object.fromEntries(metrics.filter((m) => !keyed.has(m)).map((m) => [camel(m), null]));
  return {
    rows: keys.map((key) => ({ key, label: String(key), ...figuresOf(folded.get(key), metrics), ...unkeyed })),
    totals,
    previous: prev,
  };
}

/** The agent whose subtree a caller asks about must be inside the caller's own scope. */
export async function assertAgentInScope(
  db: Database,
  scope: Scope,
  agentId: number,
): Promise<{ id: number; username: string; path: string; parent_id: number | null }> {
  const agent = await db
    .selectFrom('agent')
    .select(['id', 'username', 'path', 'parent_id', 'franchisee_id'])
    .where('id', '=', agentId)
    .executeTakeFirst();
  const visible =
    agent !== undefined &&
    (scope.kind === 'all' ||
      (scope.kind === 'franchisee' && agent.franchisee_id === scope.franchiseeId) ||
      (scope.kind === 'agent' && agent.path.startsWith(scope.path)));
  if (!visible) throw new ApiError('A0301', 'report_out_of_scope');
  return agent;
}

export function assertFranchiseeInScope(scope: Scope, franchiseeId: number | undefined) {
  if (franchiseeId === undefined) return;
  if (scope.kind === 'all') return;
  if (scope.kind === 'franchisee' && scope.franchiseeId === franchiseeId) return;
  throw new ApiError('A0301', 'report_out_of_scope');
}
