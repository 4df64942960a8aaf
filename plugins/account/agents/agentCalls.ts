import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';

export type AgentType = 'online' | 'offline';

/** An agent row as chance_offline_agent/list, chance_online_agent/list and agentList answer it. */
export interface AgentRecord {
  id: number;
  username: string;
  agentType: AgentType;
  parentId: number | null;
  parentUsername: string | null;
  stationId: number;
  stationName: string;
  franchiseeId: number;
  level: number;
  status: number;
  quotaLimit: number;
  quotaUsed: number;
  quotaAvailable: number;
  rebateBps: number;
  promotionId: string;
  promotionSite: string;
  inviteCode: string | null;
  promotionLink: string;
  phone: string;
  remark: string;
  createdAt: number;
  memberCount: number;
  subAgentCount: number;
}

/** An agent application as chance_agent_apply_record/list answers it (status 0 pending, 1 approved, 2 rejected). */
export interface ApplicationRecord {
  id: number;
  username: string;
  phone: string;
  realName: string;
  email: string;
  agentType: AgentType;
  promotionSite: string;
  message: string;
  stationId: number;
  stationName: string;
  parentAgentId: number | null;
  parentUsername: string | null;
  status: number;
  createdAt: number;
  reviewedAt: number | null;
  reviewedBy: string | null;
  reviewNote: string;
}

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

/** The calls chance_offline_agent/* and chance_online_agent/* both have. */
interface AgentCrudActions {
  insert: Action<NewAgent, AgentRecord>;
  updateData: Action<AgentDetails & { id: number }, AgentRecord>;
  lock: Action<{ id: number; status: 0 | 1 }, null>;
  delete: Action<{ id: number }, null>;
  resetPassword: Action<{ id: number; /** SHA-256 hex */ password: string }, null>;
}

/** What only offline (cash, quota) agents have. */
interface OfflineAgentActions {
  setAmount: Action<{ id: number; quotaLimit: number; remark: string }, { id: number; quotaLimit: number }>;
  updateAmount: MoneyAction<
    { fromId: number; toId: number; amount: number; remark: string },
    { fromId: number; toId: number; amount: number }
  >;
  defaultAgent: Action<void, { list: StationDefaultAgent[]; total: number }>;
  setDefaultAgent: Action<{ stationId: number; agentId: number }, { stationId: number; agentId: number; agentUsername: string }>;
}

/** One station's default agent (chance_offline_agent/update/default/agent). */
export interface StationDefaultAgent {
  stationId: number;
  stationName: string;
  agentId: number | null;
  agentUsername: string | null;
}

/** The review of one application: approve with the new agent's password, or reject with a reason. */
export type Review =
  | { id: number; status: 1; /** SHA-256 hex */ password: string; agentType: AgentType; note: string; parentAgentId?: number | null }
  | { id: number; status: 2; note: string };

interface AgentApplicationActions {
  review: Action<Review, { id: number; status: number; agentId: number | null }>;
}

const crudActions = (prefix: 'chance_offline_agent' | 'chance_online_agent') =>
  defineActions<AgentCrudActions>({
    insert: { path: `${prefix}/insert` },
    updateData: { path: `${prefix}/updateData` },
    lock: { path: `${prefix}/lock` },
    delete: { path: `${prefix}/delete` },
    resetPassword: { path: `${prefix}/resetPassword` },
  });

export const offlineAgentCrud = crudActions('chance_offline_agent');
export const onlineAgentCrud = crudActions('chance_online_agent');

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
export const useAgentCrud = (type: AgentType) => useActions(agentResource(type), type === 'offline' ? offlineAgentCrud : onlineAgentCrud);

/** Quota and default-agent calls (offline agents only). */
export const useOfflineAgentCalls = () => useActions('offlineAgent', offlineAgentActions);

export const useAgentApplicationCalls = () => useActions('agentApplication', agentApplicationActions);
