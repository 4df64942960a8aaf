import type { Catalogue } from '../http/catalogue';

/** Tickets and their issue log. */
export const marketingMessages = {
  ticket_name_length: { en: 'length 1 to 20', zh: '长度在 1 到 20 个字符' },
  ticket_title_required: { en: 'please enter a title', zh: '请输入标题' },
  ticket_expiry_one: { en: 'expiry: give either a date or a number of days after receipt', zh: '有效期：请填写截止时间或领取后天数（二选一）' },
  ticket_amount_positive: { en: 'amount: a cash ticket needs a positive amount', zh: 'amount：现金券金额必须大于 0' },
  ticket_target_one: { en: 'issue to either a VIP level or a list of members', zh: '请选择按 VIP 等级或按会员名单发放（二选一）' },
  ticket_voided_or_used: { en: 'This ticket was already used or voided', zh: '该券已使用或已作废' },
  ticket_void_reason: { en: 'reason: please enter the reason (1-255 characters)', zh: 'reason：请输入作废原因（1-255 个字符）' },
  ticket_expired: { en: 'This ticket has expired and cannot be issued', zh: '该券已过期，不能发放' },
} satisfies Catalogue;
