import type { Database } from '../../../server/db/database';
import { agentCommissions } from './agentCommissions';
import { lineOfAgent } from './agentLine';
import { dayNumberStart } from '../../../server/time/bombay';
import type { Period } from './period';

type Figures = Record<string, unknown>;

/** Commission payable per line of `parentId`'s team, from the commission periods lying wholly inside `period`. */
async function commissionPerLine(
  db: Database,
  root: { id: number; path: string },
  period: Period,
): Promise<{ byLine: Map<number, number>; total: number | null }> {
  const agents = await db.selectFrom('agent').select(['id', 'path']).where('path', 'like', `${root.path}%`).execute();
  // The same lines as the team report's rows: the parent itself, and each direct sub-agent with its whole subtree.
  const lineOf = new Map(agents.map((a) => [a.id, lineOfAgent(root, a)]));
  const commission = await agentCommissions(db, {
    agentIds: agents.map((a) => a.id),
    from: dayNumberStart(period.firstDay),
    to: dayNumberStart(period.lastDay + 1),
  });
  // A line (or the team) no computed period answers for has no figure ("–"), not 0: see the column's definition.
  const byLine = new Map<number, number>();
  let total: number | null = null;
  for (const [agentId, payable] of commission) {
    const line = lineOf.get(agentId);
    if (line === undefined) continue;
    byLine.set(line, (byLine.get(line) ?? 0) + payable);
    total = (total ?? 0) + payable;
  }
  return { byLine, total };
}

/**
 * The team report's rows, totals and previous totals with `commissionPayable`: what the agent
 * commission module computed for each line (commission plus game rebate) in the periods the range
 * covers, or null where no computed period lies wholly inside the range (the cell shows "–").
 */
export async function withTeamCommission<R extends { rows: Figures[]; totals: Figures; previous: Figures }>(
  db: Database,
  report: R,
  parentId: number,
  current: Period,
  previous: Period,
): Promise<R> {
  const root = await db.selectFrom('agent').select(['id', 'path']).where('id', '=', parentId).executeTakeFirst();
  if (!root) return report;
  const [now, before] = await Promise.all([commissionPerLine(db, root, current), commissionPerLine(db, root, previous)]);
  return {
    ...report,
    rows: report.rows.map((r) => ({ ...r, commissionPayable: now.byLine.get(Number((r as { key?: unknown }).key)) ?? null })),
    totals: { ...report.totals, commissionPayable: now.total },
    previous: { ...report.previous, commissionPayable: before.total },
  };
}
