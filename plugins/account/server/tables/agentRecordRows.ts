import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { offlineAgentContracts } from '../../shared/agentCrudContract';

/*
 * agent's rows as the agent screens answer them (agents/agentRows.ts selectAgentView, read by the
 * agent lists and details, the downline and the quota and commission routes): the agent with its
 * parent's username (parent_username) and station's name (station_name) joined, its free quota
 * (quota_available = quota_limit − quota_used) and how many members and direct sub-agents it has
 * (member_count, sub_agent_count: count subqueries, BIGINT on PostgreSQL). Paise, basis points,
 * epoch ms.
 */

export const agentRecordRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  // The column holds only these two (the insert and the application review write them).
  agentType: column('agent_type').text().oneOf(['online', 'offline']),
  parentId: column('parent_id').int().nullable(),
  parentUsername: column('parent_username').text().nullable(),
  stationId: column('station_id').int(),
  stationName: column('station_name').text(),
  franchiseeId: column('franchisee_id').int(),
  level: column('level').int(),
  status: column('status').int(),
  quotaLimit: column('quota_limit').money(),
  quotaUsed: column('quota_used').money(),
  quotaAvailable: column('quota_available').money(),
  rebateBps: column('rebate_bps').int(),
  promotionId: column('promotion_id').text(),
  promotionSite: column('promotion_site').text(),
  inviteCode: column('invite_code').text().nullable(),
  promotionLink: column('promotion_link').text(),
  phone: column('phone').text(),
  remark: column('remark').text(),
  createdAt: column('created_at').epochMs(),
  memberCount: column('member_count').int(),
  subAgentCount: column('sub_agent_count').int(),
}) satisfies RowMappingTo<AnswerOf<typeof offlineAgentContracts.detail>>;

/**
 * An agent application (agent_apply_record) with its station's name (station_name), its parent
 * agent's username (parent_username) and its reviewer's (reviewer_username), the last two left joined.
 */
export const agentApplicationRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  phone: column('phone').text(),
  realName: column('real_name').text(),
  email: column('email').text(),
  // Only 'online' and 'offline' are ever written (the application form's choice).
  agentType: column('agent_type').text().oneOf(['online', 'offline']),
  promotionSite: column('promotion_site').text(),
  message: column('message').text(),
  ip: column('ip').text(),
  stationId: column('station_id').int(),
  stationName: column('station_name').text(),
  parentAgentId: column('parent_agent_id').int().nullable(),
  parentUsername: column('parent_username').text().nullable(),
  status: column('status').int(),
  createdAt: column('created_at').epochMs(),
  reviewedAt: column('reviewed_at').epochMs().nullable(),
  reviewedBy: column('reviewer_username').text().nullable(),
  reviewNote: column('review_note').text(),
});

/**
 * One change of an agent's quota (agent_quota_record) with the usernames of the agents it moved
 * quota from (from_username, null for a 'set') and to (to_username) and of its staff member
 * (staff_username, left joined). Paise.
 */
export const agentQuotaRecordRow = defineRowMapping({
  id: column('id').int(),
  kind: column('kind').text().oneOf(['set', 'transfer']),
  fromAgentId: column('from_agent_id').int().nullable(),
  fromUsername: column('from_username').text().nullable(),
  toAgentId: column('to_agent_id').int(),
  toUsername: column('to_username').text(),
  amount: column('amount').money(),
  limitBefore: column('limit_before').money(),
  limitAfter: column('limit_after').money(),
  remark: column('remark').text(),
  operator: column('staff_username').text().nullable(),
  createdAt: column('created_at').epochMs(),
});
