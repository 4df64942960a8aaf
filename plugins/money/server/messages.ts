import type { Catalogue } from '../../../server/http/catalogue';

/** Money: ledger refusals, order transitions, channels. */
export const moneyMessages = {
  ledger_invalid: { en: 'Malformed ledger journal: {detail}', zh: '账务分录无效：{detail}' },
  insufficient_funds: { en: 'Insufficient balance', zh: '余额不足' },
  ledger_key_conflict: { en: 'This money movement ({key}) was already recorded differently', zh: '该资金变动（{key}）已按不同内容记账' },
  order_not_pending: {
    en: 'The order is no longer in a state that allows this (it was handled already)',
    zh: '订单状态已变更（已被处理），无法执行此操作',
  },
  reason_required: { en: 'A reason is required', zh: '必须填写原因' },
  same_reviewer: { en: 'The second review must be done by another staff member', zh: '复审必须由另一位工作人员完成' },
  net_payout_not_positive: {
    en: 'After fees and audit deductions nothing would be paid out',
    zh: '扣除手续费和稽核扣款后实际出款不大于 0',
  },
  member_not_found: { en: 'Member {member} not found', zh: '会员 {member} 不存在' },
  'v.batchList': {
    en: 'give either rows (member + amount) or usernames with one amount',
    zh: '请提供逐行名单（会员 + 金额），或会员列表加统一金额，二选一',
  },
  batch_overdraw: {
    en: "Nothing was applied: {count} row(s) would overdraw the member's cash: {rows}",
    zh: '未执行任何入账：{count} 行会使会员可用余额不足：{rows}',
  },
  batch_total_over_limit: { en: 'The batch total is over the limit of ₹{rupees}', zh: '批量总金额超过上限 ₹{rupees}' },
  vip_level_too_many: {
    en: 'VIP level {level} has {count} members, more than the {max} a batch may hold',
    zh: 'VIP 等级 {level} 有 {count} 名会员，超过批量上限 {max} 名',
  },
  duplicate_members: { en: 'A member appears more than once in the batch: {member}', zh: '批量名单中会员重复：{member}' },
  bonus_over_offer: {
    en: '{field} must be at most {max} paise: the deposit bonus rules allow no more for this deposit (a larger gift is a manual credit)',
    zh: '{field} 不能超过 {max} 派士：充值优惠规则对这笔存款最多只给这么多（更多的赠送请走人工存入）',
  },
  'v.businessDate': { en: 'must be a date as YYYY-MM-DD', zh: '必须是 YYYY-MM-DD 格式的日期' },
  rebate_not_held: {
    en: 'Only a held rebate can be cancelled: this one was paid or cancelled already',
    zh: '只能取消待发放的返水：该记录已发放或已取消',
  },
  'v.yuebaoRate': {
    en: 'must be a daily rate from 0 to 1 % (0 to 10000 millionths)',
    zh: '日利率须在 0 到 1%（0 到 10000 百万分之一）之间',
  },
  'v.transferTime': { en: 'must be a time as HH:MM (00:00–23:59)', zh: '必须是 HH:MM 格式的时间（00:00–23:59）' },
  yuebao_tier_same_minimum: { en: 'Another enabled tier already starts at this minimum amount', zh: '已有启用的档位使用相同的最低金额' },
  invalid_amount: { en: 'The amount must be a positive whole number of paise', zh: '金额必须是大于 0 的整数（派士）' },
  channel_unavailable: { en: 'The payment channel is unavailable', zh: '支付渠道不可用' },
  // The command palette's words for an order hit.
  palette_order: { en: 'Order', zh: '订单' },
  palette_order_company: { en: 'Company deposit', zh: '公司入款' },
  palette_order_online: { en: 'Online deposit', zh: '线上充值' },
  palette_order_withdrawal: { en: 'Withdrawal', zh: '提现' },
} satisfies Catalogue;
