import type { Catalogue } from '../../../server/http/catalogue';

/** Answers of the system management endpoints. */
export const systemMessages = {
  'system.agreement_content_required': { en: 'content: please enter the agreement text', zh: '内容：请输入协议内容' },
  'system.agreement_content_long': { en: 'content: at most 200,000 characters', zh: '内容：最多 200000 个字符' },
  'system.agreement_already_published': { en: 'Version {version} is already the published one', zh: '版本 {version} 已是当前发布的版本' },
  'system.menu_unknown': { en: 'There is no menu entry {path}', zh: '菜单 {path} 不存在' },
  'system.menu_order_incomplete': {
    en: 'The new order of {path} must list each of its entries exactly once',
    zh: '{path} 的新顺序必须包含该级的每个菜单且各一次',
  },
  'system.menu_keep_shown': {
    en: 'The menu screen and its section cannot be hidden: nobody could show them again',
    zh: '菜单管理及其所在的系统管理不能隐藏，否则无法再恢复显示',
  },
  'system.v.menuPath': { en: 'must be menu titles separated by /', zh: '必须是以 / 分隔的菜单名' },
  'system.risk_withdraw_held': {
    en: 'This withdrawal is on hold: the member, its IP or its payee account is on the risk list',
    zh: '该提现已被风控拦截：会员、IP 或收款账户在风控名单中',
  },
  'system.risk_duplicate': { en: '{value} is already on the risk list with this action', zh: '{value} 已在风控名单中（相同处理方式）' },
  'system.risk_member_unknown': { en: 'There is no member {member}', zh: '会员 {member} 不存在' },
  'system.risk_expiry_past': { en: 'The expiry time must be in the future', zh: '到期时间必须晚于当前时间' },
  'system.v.riskIp': { en: 'must be an IPv4 or IPv6 address', zh: '必须是 IPv4 或 IPv6 地址' },
  'system.v.riskDevice': { en: 'must be 3 to 200 characters', zh: '长度必须为 3 到 200 个字符' },
  'system.v.riskBankAccount': { en: 'must be a bank account number of 6 to 20 digits', zh: '必须是 6 到 20 位数字的银行账号' },
  'system.v.riskUpi': { en: 'must be a UPI ID such as name@bank', zh: '必须是 UPI ID，例如 name@bank' },
  'system.v.riskMember': { en: 'must be a member account name', zh: '必须是会员账号' },
  'system.v.riskReason': { en: 'must be at least 2 characters', zh: '至少 2 个字符' },
  'system.v.holdKinds': {
    en: 'must list each of member, ip, bank_account, upi at most once',
    zh: '只能是会员、IP、银行账号、UPI，且各不重复',
  },
  'system.v.holdKindsRequired': { en: 'choose at least one kind to match while the hold is on', zh: '开启提现拦截时至少选择一种匹配类型' },
  'system.domain_exists': { en: 'The domain {name} already exists', zh: '域名 {name} 已存在' },
  'system.domain_bound': { en: 'The domain {name} is bound to an agent: unbind it first', zh: '域名 {name} 已绑定代理，请先解绑' },
  'system.domain_not_bound': { en: 'The domain {name} is not bound to an agent', zh: '域名 {name} 未绑定代理' },
  'system.domain_not_promotion': {
    en: "Only a promotion domain can carry an agent's promotion link",
    zh: '只有推广域名才能绑定代理推广链接',
  },
  'system.domain_disabled': {
    en: 'The domain {name} is disabled: enable it before binding an agent',
    zh: '域名 {name} 已停用，请先启用再绑定代理',
  },
  'system.domain_agent_unknown': { en: 'There is no agent {agent}', zh: '代理 {agent} 不存在' },
  'system.domain_agent_no_invite': { en: 'The agent {agent} has no invitation code', zh: '代理 {agent} 没有邀请码' },
  'system.domain_agent_taken': { en: 'The agent {agent} already has the domain {domain}', zh: '代理 {agent} 已绑定域名 {domain}' },
  'system.v.domainName': { en: 'must be a domain name such as m.example.com', zh: '必须是域名，例如 m.example.com' },
  'system.v.domainType': { en: 'must be common or app', zh: '必须是通用或 App' },
} satisfies Catalogue;
