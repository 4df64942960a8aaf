import type { Catalogue } from '../../../../server/http/catalogue';

/** Agents: applications, agent accounts, quota. */
export const agentMessages = {
  agent_username_taken: { en: 'The username {username} is already taken', zh: '用户名 {username} 已被占用' },
  application_not_pending: { en: 'This application has already been reviewed', zh: '该申请已审核，无法重复处理' },
  reject_reason_required: { en: 'A reason is required to reject an application', zh: '驳回申请必须填写原因' },
  agent_parent_invalid: { en: 'The parent agent must belong to the same station', zh: '上级代理必须属于同一站点' },
  agent_not_empty: {
    en: 'Agent {username} still has {members} members and {agents} sub-agents; move or delete them first',
    zh: '代理 {username} 名下还有 {members} 个会员和 {agents} 个下级代理，请先转移或删除',
  },
  agent_has_history: {
    en: 'Agent {username} has order, bet or quota history and cannot be deleted; lock it instead',
    zh: '代理 {username} 已有订单、投注或额度记录，不能删除，请改为锁定',
  },
  agent_level_max: {
    en: 'Agents go at most {max} levels deep and this parent is at level {max}; choose another parent agent',
    zh: '代理最多 {max} 级，该上级代理已是第 {max} 级，请选择其他上级代理',
  },
  agent_type_mismatch: { en: 'Agent {username} is not an {type} agent', zh: '代理 {username} 不是{type}代理' },
  quota_below_used: {
    en: 'The quota cannot be set below what is already used ({used} paise)',
    zh: '额度不能低于已使用额度（{used} 派士）',
  },
  agent_quota_insufficient: { en: 'Available quota ({available} paise) is less than the transfer', zh: '可用额度（{available} 派士）不足' },
  'v.agentPhone': { en: 'enter a valid phone number (10 digits, optionally +91)', zh: '请输入有效的手机号（10 位数字，可带 +91）' },
  'v.agentUsername': { en: 'may only contain letters, digits and _', zh: '只能包含字母、数字和下划线' },
  quota_same_agent: {
    en: 'Quota can only move between two different agents of one franchisee',
    zh: '额度只能在同一加盟商的两个不同代理之间划转',
  },
} satisfies Catalogue;
