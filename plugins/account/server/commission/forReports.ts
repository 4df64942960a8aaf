import type { Database } from '../../../../server/db/database';

/*
 * Commission for other modules' reports (team_report): per agent, the sum over the commission
 * periods lying wholly inside [from, to) of the computed lines, with the status of the latest
 * of them. Figures of a period appear once it is computed; 'paid' means they are in the wallet.
 * Report asks it through its agentCommissions hook (account's module.ts answers), matching by shape.
 */

export interface AgentCommission {
  agentId: number;
  commissionPayable: number;
  rebatePayable: number;
  totalPayable: number;
  /** Commission period keys summed, oldest first. */
  periods: string[];
  /** Status of the latest period summed: 'computed' | 'approved' | 'paid'. */
  status: string;
}

export async function commissionByAgent(
  db: Database,
  q: { agentIds: readonly number[]; from: number; to: number },
): Promise<Map<number, AgentCommission>> {
  const out = new Map<number, AgentCommission>();
  if (q.agentIds.length === 0) return out;
  const rows = await db
    .selectFrom('commission_line as l')
    .innerJoin('commission_period as p', 'p.period_key', 'l.period_key')
    .select(['l.agent_id', 'l.period_key', 'l.commission_payable', 'l.rebate_payable', 'l.total_payable', 'p.status'])
    .where('l.agent_id', 'in', [...q.agentIds])
    .where('p.start_at', '>=', q.from)
    .where('p.end_at', '<=', q.to)
    .orderBy('p.start_at')
    .execute();
  for (const r of rows) {
    const c = out.get(r.agent_id) ?? {
      agentId: r.agent_id,
      commissionPayable: 0,
      rebatePayable: 0,
      totalPayable: 0,
      periods: [],
      status: r.status,
    };
    c.commissionPayable += r.commission_payable;
    c.rebatePayable += r.rebate_payable;
    c.totalPayable += r.total_payable;
    c.periods.push(r.period_key);
    c.status = r.status;
    out.set(r.agent_id, c);
  }
  return out;
}
