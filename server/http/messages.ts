import { securityMessages } from './securityMessages';

/** Server messages in both console languages. The `language` header picks one per request. */
export type Lang = 'zh' | 'en';

/** `language: 1` means Chinese; anything else (0, missing) English. */
export function langFromHeader(value: string | string[] | undefined): Lang {
  return (Array.isArray(value) ? value[0] : value)?.trim() === '1' ? 'zh' : 'en';
}

const messages = {
  ...securityMessages,
  success: { en: 'success', zh: '成功' },
  token_invalid: { en: 'Your session is missing, invalid or expired; please log in again', zh: '登录已失效，请重新登录' },
  bad_request: { en: 'Bad request', zh: '请求参数错误' },
  invalid_json: { en: 'The request body is not valid JSON', zh: '请求体不是有效的 JSON' },
  unsupported_media: { en: 'Unsupported content type; send application/json', zh: '不支持的内容类型，请使用 application/json' },
  body_too_large: { en: 'The request body is too large', zh: '请求体过大' },
  field_invalid: { en: '{field}: {problem}', zh: '{field}：{problem}' },
  wrong_credentials: { en: 'Wrong username or password', zh: '用户名或密码错误' },
  account_locked: {
    en: 'Too many failed logins: the account is locked, try again in {minutes} minutes',
    zh: '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试',
  },
  account_disabled: { en: 'This account is disabled', zh: '该账号已被禁用' },
  ip_not_allowed: { en: 'Access from IP {ip} is not allowed for this account', zh: '该账号不允许从 IP {ip} 访问' },
  access_denied: { en: 'Access denied', zh: '没有访问权限' },
  not_your_account: { en: 'Access denied: you can only change your own account', zh: '没有权限：只能修改自己的账号' },
  not_found: { en: 'Not found', zh: '记录不存在' },
  route_not_found: { en: 'Not found: {method} {path}', zh: '接口不存在：{method} {path}' },
  // Members (server/account/members).
  select_account: { en: 'Select an account to operate', zh: '请选择要操作的账号' },
  tick_before_delete: { en: 'Tick data before deleting', zh: '请勾选数据后再删除' },
  member_delete_has_money: {
    en: 'Member {username} still holds money (balance, frozen or Yue Bao) and cannot be deleted',
    zh: '会员 {username} 仍有资金（余额、冻结或余额宝），不能删除',
  },
  member_delete_has_records: {
    en: 'Member {username} has bets or money records and cannot be deleted; lock the account instead',
    zh: '会员 {username} 有投注或资金记录，不能删除，请改为锁定',
  },
  member_agent_invalid: { en: 'The parent agent must be an agent of the member\'s station', zh: '上级代理必须是该会员所在站点的代理' },
  member_not_internal: { en: 'Member {username} is not an internal play-along account', zh: '会员 {username} 不是带玩账号' },
  member_username_taken: { en: 'The username {username} is already taken', zh: '用户名 {username} 已被占用' },
  regist_discount_closed: { en: 'The registration discount was already granted or cancelled', zh: '注册优惠已发放或已取消，不能修改' },
  phone_invalid: { en: 'Enter a valid phone number', zh: '请输入有效的手机号' },
  email_invalid: { en: 'Enter a valid e-mail address', zh: '请输入有效的邮箱' },
  length_3_16: { en: 'Length 3 to 16 characters', zh: '长度为 3 到 16 个字符' },
  length_1_20: { en: 'Length 1 to 20 characters', zh: '长度为 1 到 20 个字符' },
  length_1_255: { en: 'Length 1 to 255 characters', zh: '长度为 1 到 255 个字符' },
  unexpected: { en: 'Unexpected server error, please try again later', zh: '服务器异常，请稍后再试' },
  password_mismatch: { en: 'The two passwords do not match', zh: '两次密码不一致' },
  old_password_incorrect: { en: 'old password is incorrect', zh: '原密码不正确' },
  idempotency_key_required: { en: 'Idempotency-Key header is required for this request', zh: '此请求需要 Idempotency-Key 请求头' },
  idempotency_key_reused: { en: 'idempotency key reused with a different request', zh: '幂等键已被用于不同的请求' },
  report_range_invalid: { en: 'The date range must run forwards and cover at most {max} days', zh: '日期范围必须从早到晚且不超过 {max} 天' },
  report_game_with_agent: { en: 'A report per game is not available for an agent line', zh: '代理线报表不支持按游戏查看' },
  // People (server/people): restricted accounts ("small black room").
  restricted_limit_total: { en: 'At most {max} restricted accounts per franchisee', zh: '每个加盟商最多 {max} 个小黑屋账户' },
  restricted_limit_enabled: { en: 'At most {max} restricted accounts may be enabled at once', zh: '最多同时启用 {max} 个小黑屋账户' },
  restricted_exists: { en: 'This member is already restricted', zh: '该会员已在小黑屋中' },
  restricted_reason_required: { en: 'A reason is required to restrict an account', zh: '限制账户必须填写原因' },
  restricted_stake_cap_required: { en: 'A stake cap (positive paise) is required', zh: '必须填写投注上限（正整数派士）' },
  // Agents (server/account/agents): applications, agent accounts, quota.
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
  agent_level_max: { en: 'Agents go at most {max} levels deep and this parent is at level {max}; choose another parent agent', zh: '代理最多 {max} 级，该上级代理已是第 {max} 级，请选择其他上级代理' },
  agent_type_mismatch: { en: 'Agent {username} is not an {type} agent', zh: '代理 {username} 不是{type}代理' },
  quota_below_used: { en: 'The quota cannot be set below what is already used ({used} paise)', zh: '额度不能低于已使用额度（{used} 派士）' },
  agent_quota_insufficient: { en: 'Available quota ({available} paise) is less than the transfer', zh: '可用额度（{available} 派士）不足' },
  'v.agentPhone': { en: 'enter a valid phone number (10 digits, optionally +91)', zh: '请输入有效的手机号（10 位数字，可带 +91）' },
  'v.agentUsername': { en: 'may only contain letters, digits and _', zh: '只能包含字母、数字和下划线' },
  quota_same_agent: { en: 'Quota can only move between two different agents of one franchisee', zh: '额度只能在同一加盟商的两个不同代理之间划转' },
  // Money (server/money): ledger refusals and order transitions.
  ledger_invalid: { en: 'Malformed ledger journal: {detail}', zh: '账务分录无效：{detail}' },
  insufficient_funds: { en: 'Insufficient balance', zh: '余额不足' },
  ledger_key_conflict: { en: 'This money movement ({key}) was already recorded differently', zh: '该资金变动（{key}）已按不同内容记账' },
  order_not_pending: { en: 'The order is no longer in a state that allows this (it was handled already)', zh: '订单状态已变更（已被处理），无法执行此操作' },
  reason_required: { en: 'A reason is required', zh: '必须填写原因' },
  same_reviewer: { en: 'The second review must be done by another staff member', zh: '复审必须由另一位工作人员完成' },
  net_payout_not_positive: { en: 'After fees and audit deductions nothing would be paid out', zh: '扣除手续费和稽核扣款后实际出款不大于 0' },
  member_not_found: { en: 'Member {member} not found', zh: '会员 {member} 不存在' },
  duplicate_members: { en: 'A member appears more than once in the batch: {member}', zh: '批量名单中会员重复：{member}' },
  channel_unavailable: { en: 'The payment channel is unavailable', zh: '支付渠道不可用' },
  // Maker-checker (manual credits/debits, supplementary draws): the reviewer is never the maker.
  maker_is_checker: { en: 'This request must be approved or rejected by another staff member than the one who made it', zh: '该申请必须由申请人以外的工作人员审核或驳回' },
  request_not_pending: { en: 'This request is no longer waiting for approval (it was approved or rejected already)', zh: '该申请已不在待审核状态（已被审核或驳回）' },
  // Lottery (server/lottery): bets, draws, external results.
  period_not_open: { en: 'Betting on this period is closed or not open yet', zh: '本期不在投注时间内' },
  game_disabled: { en: 'This game is disabled', zh: '该游戏已停用' },
  play_invalid: { en: 'Unknown play or selection for this game: {play} {selection}', zh: '该游戏没有此玩法或选项：{play} {selection}' },
  stake_out_of_range: { en: 'Stake must be between {min} and {max} paise', zh: '投注金额必须在 {min} 到 {max} 派士之间' },
  period_limit_exceeded: { en: 'The stake limit per period ({max} paise) would be exceeded', zh: '超出单期投注上限（{max} 派士）' },
  member_cannot_bet: { en: 'This member may not bet', zh: '该会员不能投注' },
  period_state_invalid: { en: 'The period is not in a state that allows this ({status})', zh: '当前期号状态不允许此操作（{status}）' },
  result_invalid: { en: 'The result is not a valid {shape} result', zh: '开奖号码格式不正确（{shape}）' },
  not_external_game: { en: 'Results are entered by hand only for games with an external result source', zh: '只有外部开奖的彩种可以手工录入开奖结果' },
  house_game_only: { en: 'Supplementary draws re-run the fair draw of house-drawn games only', zh: '补开奖仅适用于系统开奖的彩种' },
  same_staff_maker_checker: { en: 'The result must be approved by another staff member than the one who entered it', zh: '开奖结果必须由录入人以外的工作人员审核' },
  result_already_entered: { en: 'A result for this period is already entered or approved', zh: '本期已有待审核或已审核的开奖结果' },
  result_not_pending: { en: 'This result is no longer waiting for approval', zh: '该开奖结果已不在待审核状态' },
  supplementary_already_requested: { en: 'The same supplementary run of this period is already waiting for approval', zh: '本期已有相同的补开奖/补结算申请待审核' },
  // Staff, roles, franchisees, stations, push (server/account/staff).
  staff_username_taken: { en: 'The username {username} is already taken', zh: '用户名 {username} 已存在' },
  staff_not_self: { en: 'You cannot lock or delete your own account', zh: '不能锁定或删除自己的账号' },
  staff_role_beyond: { en: 'This account holds a role with menus beyond your own; you cannot change it', zh: '该账号的角色权限超出您的权限，不能操作' },
  staff_self_role: { en: 'You cannot change the type or role of your own account', zh: '不能修改自己账号的类型或角色' },
  staff_franchisee_required: { en: 'A franchisee account needs a franchisee', zh: '加盟商账号必须选择加盟商' },
  staff_agent_required: { en: 'An agent account needs an agent', zh: '代理账号必须选择代理' },
  staff_type_denied: { en: 'You may only manage franchisee and agent accounts of your own franchisee', zh: '只能管理本加盟商的加盟商和代理账号' },
  role_not_assignable: { en: 'This role grants menus beyond your own and cannot be assigned by you', zh: '该角色的菜单超出您的权限，不能分配' },
  role_name_taken: { en: 'A role named {name} already exists', zh: '角色名 {name} 已存在' },
  role_in_use: { en: 'The role is held by {count} staff accounts (deleted ones included, kept for the logs) and cannot be deleted', zh: '该角色被 {count} 个账号使用（含为日志保留的已删除账号），不能删除' },
  role_builtin: { en: 'Built-in roles cannot be deleted', zh: '内置角色不能删除' },
  role_self_lockout: { en: 'Your own role must keep role management, or nobody could change it back', zh: '您自己的角色必须保留角色管理权限' },
  franchisee_code_taken: { en: 'The code {code} is already used', zh: '编码 {code} 已被使用' },
  station_has_people: { en: 'The station already has agents or members, so it cannot move to another franchisee', zh: '该站点已有代理或会员，不能转到其他加盟商' },
  quota_insufficient: { en: 'The station quota ({balance} paise) is less than the amount withdrawn', zh: '站点额度（{balance} 派士）不足' },
  'v.ipWhitelist': { en: 'must be IP addresses or CIDR ranges separated by commas', zh: '必须是以逗号分隔的 IP 地址或 CIDR 网段' },
  'v.len1_20': { en: 'must be 1 to 20 characters', zh: '长度必须为 1 到 20 个字符' },
  'v.len1_255': { en: 'must be 1 to 255 characters', zh: '长度必须为 1 到 255 个字符' },
  'v.paise': { en: 'must be a positive whole number of paise', zh: '必须是正整数（派士）' },
  'v.menuList': { en: 'select at least one menu', zh: '请至少选择一个菜单' },
  'v.pushLanguages': { en: 'give a title and a body together in at least one language', zh: '至少用一种语言同时填写标题和内容' },
  // Problems named by schemas (`{ error: 'v.…' }`); the field name is prefixed by field_invalid.
  'v.hex64': { en: 'must be the SHA-256 hex digest of the password (64 lowercase hex characters)', zh: '必须是密码的 SHA-256 十六进制摘要（64 个小写十六进制字符）' },
  'v.username': { en: 'must be 3 to 16 characters', zh: '长度必须为 3 到 16 个字符' },
  'v.required': { en: 'is required', zh: '不能为空' },
  'v.serverTimeType': { en: 'must be 0, 1 or 2', zh: '必须是 0、1 或 2' },
  'v.language': { en: 'must be 0 (English) or 1 (Chinese)', zh: '必须是 0（英文）或 1（中文）' },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
