import type { Database } from '../../../server/db/database';
import { hooksOf } from '../../../server/plugin/hooks';
import type { ServerModule } from '../../../server/plugin/serverModule';

/*
 * The team report's commission column asks whoever computes agent commission (account's commission
 * module) through a hook (issue 38), so report imports nothing of account's. Without a module that
 * answers, no agent has commission payable: the column shows 0, as for a range holding no computed
 * period. With more than one answer, each agent's payable is their sum.
 */

/** One agent's commission payable over the periods lying wholly inside the asked range. */
export interface AgentCommissionPayable {
  agentId: number;
  totalPayable: number;
}

/** Commission payable per agent of `agentIds`, summed over the commission periods lying wholly inside [from, to). */
export type AgentCommissions = (
  db: Database,
  q: { agentIds: readonly number[]; from: number; to: number },
) => Promise<ReadonlyMap<number, AgentCommissionPayable>>;

declare module '../../../server/plugin/hooks' {
  interface ModuleHooks {
    agentCommissions: AgentCommissions;
  }
}

/** Every installed answer's commission payable per agent, summed. */
export async function agentCommissions(
  db: Database,
  q: { agentIds: readonly number[]; from: number; to: number },
  modules?: readonly ServerModule[],
): Promise<Map<number, number>> {
  const payable = new Map<number, number>();
  for (const answer of hooksOf('agentCommissions', modules)) {
    for (const c of (await answer(db, q)).values()) payable.set(c.agentId, (payable.get(c.agentId) ?? 0) + c.totalPayable);
  }
  return payable;
}
