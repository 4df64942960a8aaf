import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { agentApplicationContracts } from '../shared/agentApplicationContract';
import type { AgentCrudContracts, offlineAgentContracts, onlineAgentContracts } from '../shared/agentCrudContract';
import type { agentLineContracts } from '../shared/agentLineContract';
import type { agentQuotaContracts } from '../shared/agentQuotaContract';

type Crud = typeof offlineAgentContracts;
type Lines = typeof agentLineContracts;

export type AgentType = AnswerOf<Crud['detail']>['agentType'];

/** An agent row as chance_offline_agent/list, chance_online_agent/list and agentList answer it. */
export type AgentRecord = AnswerOf<Crud['detail']>;

/** An agent application as chance_agent_apply_record/list answers it (status 0 pending, 1 approved, 2 rejected). */
export type ApplicationRecord = AnswerOf<typeof agentApplicationContracts.list>['list'][number];

/** Resource names of the agent screens; the type picks the offline or online calls. */
export const agentResource = (type: AgentType) => (type === 'offline' ? 'offlineAgent' : 'onlineAgent');

/** An agent's editable details, as insert and updateData take them (rebate in basis points). */
export interface AgentDetails {
  phone: string;
  rebateBps: number;
  promotionSite: string;
  promotionLink: string;
  remark: string;
}

/** A new agent: under a parent (which gives the station) or at the top of a station. */
export type NewAgent = AgentDetails & { username: string; /** SHA-256 hex */ password: string } & (
    { parentId: number } | { stationId: number }
  );

type CrudCalls = 'insert' | 'updateData' | 'lock' | 'delete' | 'resetPassword';

/** The calls chance_offline_agent/* and chance_online_agent/* both have. */
type AgentCrudActions = ContractActions<Pick<AgentCrudContracts, CrudCalls>>;

/** What only offline (cash, quota) agents have. */
type OfflineAgentActions = ContractActions<
  Pick<typeof agentQuotaContracts, 'setAmount' | 'updateAmount'> & Pick<Lines, 'defaultAgent' | 'setDefaultAgent'>
>;

/** One station's default agent (chance_offline_agent/update/default/agent). */
export type StationDefaultAgent = AnswerOf<Lines['defaultAgent']>['list'][number];

/** The review of one application: approve with the new agent's password, or reject with a reason. */
export type Review =
  | { id: number; status: 1; /** SHA-256 hex */ password: string; agentType: AgentType; note: string; parentAgentId?: number | null }
  | { id: number; status: 2; note: string };

type AgentApplicationActions = ContractActions<Pick<typeof agentApplicationContracts, 'review'>>;

export const offlineAgentCrud = defineActions<ContractActions<Pick<Crud, CrudCalls>>>({
  insert: { path: 'chance_offline_agent/insert' },
  updateData: { path: 'chance_offline_agent/updateData' },
  lock: { path: 'chance_offline_agent/lock' },
  delete: { path: 'chance_offline_agent/delete' },
  resetPassword: { path: 'chance_offline_agent/resetPassword' },
});

export const onlineAgentCrud = defineActions<ContractActions<Pick<typeof onlineAgentContracts, CrudCalls>>>({
  insert: { path: 'chance_online_agent/insert' },
  updateData: { path: 'chance_online_agent/updateData' },
  lock: { path: 'chance_online_agent/lock' },
  delete: { path: 'chance_online_agent/delete' },
  resetPassword: { path: 'chance_online_agent/resetPassword' },
});

export const offlineAgentActions = defineActions<OfflineAgentActions>({
  setAmount: { path: 'chance_offline_agent/setAmount' },
  updateAmount: { path: 'chance_offline_agent/updateAmount', moneyMoving: true },
  defaultAgent: { path: 'chance_offline_agent/update/default/agent', method: 'GET' },
  setDefaultAgent: { path: 'chance_offline_agent/update/default/agent' },
});

export const agentApplicationActions = defineActions<AgentApplicationActions>({
  review: { path: 'chance_agent_apply_record/lock' },
});

/** The create/edit/lock/delete/password calls of an agent of either type. */
export const useAgentCrud = (type: AgentType) =>
  useActions<AgentCrudActions>(agentResource(type), type === 'offline' ? offlineAgentCrud : onlineAgentCrud);

/** Quota and default-agent calls (offline agents only). */
export const useOfflineAgentCalls = () => useActions('offlineAgent', offlineAgentActions);

export const useAgentApplicationCalls = () => useActions('agentApplication', agentApplicationActions);
