import type { Catalogue } from '../../../server/http/catalogue';

/** Tickets and their issue log. */
export const marketingMessages = {
  ticket_name_length: { en: 'length 1 to 20', zh: '长度在 1 到 20 个字符' },
  ticket_title_required: { en: 'please enter a title', zh: '请输入标题' },
  ticket_expiry_one: {
    en: 'expiry: give either a date or a number of days after receipt',
    zh: '有效期：请填写截止时间或领取后天数（二选一）',
  },
  ticket_amount_positive: { en: 'amount: a cash ticket needs a positive amount', zh: 'amount：现金券金额必须大于 0' },
  ticket_target_one: { en: 'issue to either a VIP level or a list of members', zh: '请选择按 VIP 等级或按会员名单发放（二选一）' },
  ticket_voided_or_used: { en: 'This ticket was already used or voided', zh: '该券已使用或已作废' },
  ticket_void_reason: { en: 'reason: please enter the reason (1-255 characters)', zh: 'reason：请输入作废原因（1-255 个字符）' },
  ticket_expired: { en: 'This ticket has expired and cannot be issued', zh: '该券已过期，不能发放' },
  lucky_name: { en: 'name: length 1 to 40', zh: 'name：长度在 1 到 40 个字符' },
  lucky_prize_name: { en: 'prize name: length 1 to 40', zh: '奖品名称：长度在 1 到 40 个字符' },
  lucky_weight: {
    en: 'weight: a whole number from 1, all weights together at most 1,000,000,000',
    zh: '权重：从 1 起的整数，总权重不超过 1,000,000,000',
  },
  lucky_amount_positive: { en: 'amount: a money or points prize needs a positive amount', zh: 'amount：现金或积分奖品的数额必须大于 0' },
  lucky_ticket_required: { en: 'ticket: please choose the ticket this prize gives', zh: 'ticket：请选择该奖品发放的券' },
  lucky_ticket_invalid: {
    en: 'A ticket prize must be a ticket of this franchisee that is still valid when the campaign ends',
    zh: '券奖品必须是本加盟商的券，且在活动结束时仍有效',
  },
  lucky_prizes: { en: 'prizes: between 1 and 20 prizes', zh: 'prizes：奖品数量为 1 到 20 个' },
  lucky_window: { en: 'The end time must be after the start time and still to come', zh: '结束时间必须晚于开始时间且尚未到达' },
  lucky_station: { en: "The station must belong to the campaign's franchisee", zh: '站点必须属于该活动的加盟商' },
  lucky_not_draft: { en: 'Only a draft campaign can be changed or opened', zh: '只有草稿状态的活动可以修改或开启' },
  lucky_not_open: { en: 'This campaign is not open for draws', zh: '该活动当前不在抽奖期间' },
  lucky_member_excluded: { en: 'This member may not take part in this campaign', zh: '该会员不能参加此活动' },
  lucky_vip_too_low: { en: 'This campaign needs VIP level {level} or above', zh: '此活动需要 VIP {level} 级及以上' },
  lucky_deposit_too_low: { en: 'This campaign needs total deposits of at least ₹{amount}', zh: '此活动需要累计存款至少 ₹{amount}' },
  lucky_daily_limit: { en: "This member has used today's {limit} draws", zh: '该会员今日 {limit} 次抽奖已用完' },
} satisfies Catalogue;
