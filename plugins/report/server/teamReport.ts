import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import type { Scope } from '../../../server/scope/scope';
import { bombayDayNumber } from '../../../server/time/bombay';
import { lineOfAgent } from './agentLine';
import { figuresOf, periodTotals, type Figures } from './breakdown';
import { lineConditions } from './cutRead';
import { memberConditions, type CutFilters } from './filters';
import { liveFigures, type LiveRow } from './live';
import type { Metric } from './metrics';
import { figuresRow } from './tables/figureRows';
import { dateOfDay, type Period } from './period';

/*
 * The agents' team report: per line under `root` (the root's own members, and each direct
 * sub-agent with its whole subtree), the period's totals and the daily series of the whole team,
 * all from one read of daily_cut_agent per (day, agent) for past days and one live read of the
 * raw rows per (day, agent) for today: the lines, the totals and the days are sums of the same
 * rows. (Reading them apart cost three live reads of today, each probing every member of the
 * downline: 0.9–1.2 s at the large profile.) The previous period is past: the table alone.
 */

/** A row: its key and label, and figures (numbers). */
type Row = Record<string, number | string>;

export interface TeamReport {
  rows: Row[];
  totals: Figures;
  previous: Figures;
  days: Row[];
}

export async function teamReport(
  db: Database,
  scope: Scope,
  root: { id: number; path: string },
  current: Period,
  previous: Period,
  metrics: readonly Metric[],
  includeTest: boolean,
  now: number,
): Promise<TeamReport> {
  const f: CutFilters = { scope, agentId: root.id, includeTest, now };
  const today = bombayDayNumber(now);
  const stored: Period = { firstDay: current.firstDay, lastDay: Math.min(current.lastDay, today - 1) };
  const live: Period = { firstDay: Math.max(current.firstDay, today), lastDay: current.lastDay };
  const sums = metrics.map((m) => `coalesce(sum(r.${m}), 0) as ${m}`).join(', ');
  const pastFigures = figuresRow(['day', 'agent_id'], metrics);
  const [agents, past, recent, before] = await Promise.all([
    db.selectFrom('agent').select(['id', 'username', 'path']).where('path', 'like', `${root.path}%`).execute(),
    stored.firstDay <= stored.lastDay
      ? sql<Record<string, unknown>>`select r.day, r.agent_id, ${sql.raw(sums)} from daily_cut_agent r
          where r.day >= ${stored.firstDay} and r.day <= ${stored.lastDay} and ${sql.join(lineConditions(f), sql` and `)}
          group by r.day, r.agent_id`
          .execute(db)
          .then((r) => r.rows.map((row) => pastFigures.map(row) as LiveRow))
      : Promise.resolve([]),
    // Per `real` too, as the table rows are, so bettors add up the same way.
    live.firstDay <= live.lastDay
      ? liveFigures(db, { ...live, keys: ['real', 'agent_id'], metrics, includeTest, perDay: true, memberWhere: memberConditions(f) })
      : Promise.resolve([]),
    periodTotals(db, previous, metrics, f),
  ]);
  const lineOf = new Map(agents.map((a) => [a.id, lineOfAgent(root, a)]));
  const byLine = new Map<number, Record<string, number>>();
  const byDay = new Map<number, Record<string, number>>();
  const total: Record<string, number> = {};
  const add = (into: Record<string, number>, row: LiveRow) => {
    for (const m of metrics) into[m] = (into[m] ?? 0) + Number(row[m] ?? 0);
  };
  for (const row of [...past, ...recent]) {
    // Both are id keys of figuresRow, read as whole numbers.
    const line = lineOf.get(row.agent_id as number);
    if (line === undefined) continue;
    const lineSum = byLine.get(line) ?? {};
    add(lineSum, row);
    byLine.set(line, lineSum);
    const day = row.day;
    const daySum = byDay.get(day) ?? {};
    add(daySum, row);
    byDay.set(day, daySum);
    add(total, row);
  }
  const names = new Map(agents.map((a) => [a.id, a.username]));
  const days: TeamReport['days'] = [];
  for (let day = current.firstDay; day <= current.lastDay; day++)
    days.push({ date: dateOfDay(day), ...figuresOf(byDay.get(day), metrics) });
  return {
    rows: [...byLine.keys()]
      .sort((a, b) => a - b)
      .map((key) => ({
        key,
        label: names.get(key) ?? String(key),
        direct: key === root.id ? 1 : 0,
        ...figuresOf(byLine.get(key), metrics),
      })),
    totals: figuresOf(total, metrics),
    previous: before,
    days,
  };
}
