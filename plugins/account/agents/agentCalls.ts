import { useDataProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider';

/** The data provider with the chance extras (custom actions). */
export const useAgentCalls = () => useDataProvider<ChanceDataProvider>();

/** Query key of the host's badge counts (src/layout/useBadges.ts); refetched after a review so the agent-application badge drops at once. */
export const AUDIT_REMINDER_KEY = ['chance', 'auditReminder'];

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
