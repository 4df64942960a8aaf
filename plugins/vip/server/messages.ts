import type { Catalogue } from '../../../server/http/catalogue';

/** VIP levels, their jobs and rewards. */
export const vipMessages = {
  vip_name_length: { en: 'VIP name must be 1 to 16 characters', zh: 'VIP名称长度在 1 到 16 个字符' },
  vip_name_exists: { en: 'name: this franchisee already has a VIP level named {name}', zh: 'name：该加盟商已有名为 {name} 的 VIP 等级' },
  vip_date: { en: 'must be a date YYYY-MM-DD', zh: '必须是日期 YYYY-MM-DD' },
  vip_level_exists: { en: 'This franchisee already has VIP level {level}', zh: '该加盟商已有 VIP {level} 等级' },
  vip_franchisee_required: { en: 'franchiseeId: choose the franchisee the level belongs to', zh: 'franchiseeId：请选择等级所属的加盟商' },
  vip_day_not_ended: {
    en: 'date: {date} has not ended yet in Bombay time; only ended days can be evaluated',
    zh: 'date：{date}（孟买时间）尚未结束，只能评估已结束的日期',
  },
  vip_week_not_monday: { en: 'weekStart: {date} is not a Monday', zh: 'weekStart：{date} 不是星期一' },
  vip_week_not_ended: {
    en: 'weekStart: the week of {date} has not ended yet in Bombay time',
    zh: 'weekStart：{date} 这一周（孟买时间）尚未结束',
  },
  vip_points_below_zero: {
    en: 'The member has {points} points; a deduction cannot take the balance below zero',
    zh: '该会员当前积分为 {points}，扣减后积分不能小于 0',
  },
  vip_points_amount: { en: 'points: enter a whole number from 1 to 1,000,000', zh: 'points：请输入 1 到 1,000,000 之间的整数' },
  vip_points_direction: { en: 'direction: choose add or deduct', zh: 'direction：请选择增加或扣减' },
  vip_points_range: { en: 'maxPoints: the maximum points must not be below the minimum', zh: 'maxPoints：最大积分不能小于最小积分' },
  vip_date_range: { en: 'endDate: the end date must not be before the start date', zh: 'endDate：结束日期不能早于开始日期' },
  task_name_length: { en: 'name: length 1 to 40 (the Hindi name may stay empty)', zh: '名称：长度在 1 到 40 个字符（印地语名称可留空）' },
  task_type: { en: 'type: choose the task type', zh: 'type：请选择任务类型' },
  task_threshold: { en: 'threshold: enter the condition, a positive whole amount', zh: 'threshold：请输入任务条件（大于 0）' },
  task_days: {
    en: 'threshold: at most 1 sign-in day a day, 7 a week, 366 for a one-time task',
    zh: 'threshold：签到天数每日任务最多 1 天，每周任务最多 7 天，一次性任务最多 366 天',
  },
  task_award: { en: 'awardKind: choose money, points or a ticket', zh: 'awardKind：请选择奖励类型（金额、积分或券）' },
  task_award_amount: {
    en: 'awardAmount: money needs a positive amount, points 1 to 1,000,000',
    zh: 'awardAmount：金额奖励必须大于 0，积分奖励为 1 到 1,000,000',
  },
  task_period: { en: 'period: choose once, daily or weekly', zh: 'period：请选择一次性、每日或每周' },
  task_ticket_required: { en: 'ticketId: choose the ticket the task awards', zh: 'ticketId：请选择任务奖励的券' },
  task_ticket_invalid: {
    en: "The ticket must belong to the task's franchisee and not have expired",
    zh: '奖励券必须属于该任务的加盟商且未过期',
  },
  task_already_on: { en: 'This task is already enabled', zh: '该任务已启用' },
  task_already_off: { en: 'This task is already disabled', zh: '该任务已停用' },
  task_disabled: { en: 'This task is disabled', zh: '该任务已停用' },
  task_member_excluded: { en: 'This member may not take part in this task', zh: '该会员不能参加此任务' },
  task_not_reached: { en: 'The task is not completed yet: {progress} of {threshold}', zh: '任务尚未完成：{progress} / {threshold}' },
  task_claim_busy: { en: 'Another claim of this task is in progress; try again', zh: '该任务正在领取中，请重试' },
  task_username: { en: 'username: enter the member account', zh: 'username：请输入会员账号' },
  task_member_unknown: { en: "No member {username} in this task's franchisee", zh: '该任务的加盟商下没有会员 {username}' },
} satisfies Catalogue;
