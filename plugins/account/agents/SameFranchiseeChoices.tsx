import type { ReactNode } from 'react';
import { ChoicesContextProvider, useChoicesContext, type ChoicesContextValue } from 'react-admin';
import type { AgentRecord } from './agentCalls';

/**
 * Narrows a ReferenceInput's suggestions to offline agents of `from`'s franchisee, `from` itself
 * left out: quota moves only inside one franchisee. The agent list endpoint has no franchisee
 * filter, so the page of suggestions is cut here (the server refuses any other target anyway).
 */
export function SameFranchiseeChoices({ from, children }: { from: AgentRecord; children: ReactNode }) {
  const context = useChoicesContext<AgentRecord>();
  const fits = (a: AgentRecord) => a.id !== from.id && a.franchiseeId === from.franchiseeId;
  // Same context, fewer choices: its pending/error/paging states stay as they are.
  const narrowed = {
    ...context,
    allChoices: (context.allChoices ?? []).filter(fits),
    availableChoices: (context.availableChoices ?? []).filter(fits),
  } as ChoicesContextValue<AgentRecord>;
  return <ChoicesContextProvider value={narrowed}>{children}</ChoicesContextProvider>;
}
