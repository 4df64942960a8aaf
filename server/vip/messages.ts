import type { Catalogue } from '../http/catalogue';

/** VIP levels, their jobs and rewards. */
export const vipMessages = {
  vip_name_length: { en: 'VIP name must be 6 to 16 characters', zh: 'VIP名称长度在 6 到 16 个字符' },
  vip_date: { en: 'must be a date YYYY-MM-DD', zh: '必须是日期 YYYY-MM-DD' },
  vip_level_exists: { en: 'This franchisee already has VIP level {level}', zh: '该加盟商已有 VIP {level} 等级' },
  vip_franchisee_required: { en: 'franchiseeId: choose the franchisee the level belongs to', zh: 'franchiseeId：请选择等级所属的加盟商' },
  vip_day_not_ended: { en: 'date: {date} has not ended yet in Bombay time; only ended days can be evaluated', zh: 'date：{date}（孟买时间）尚未结束，只能评估已结束的日期' },
  vip_week_not_monday: { en: 'weekStart: {date} is not a Monday', zh: 'weekStart：{date} 不是星期一' },
  vip_week_not_ended: { en: 'weekStart: the week of {date} has not ended yet in Bombay time', zh: 'weekStart：{date} 这一周（孟买时间）尚未结束' },
  vip_points_below_zero: { en: 'The member has {points} points; a deduction cannot take the balance below zero', zh: '该会员当前积分为 {points}，扣减后积分不能小于 0' },
  vip_points_amount: { en: 'points: enter a whole number from 1 to 1,000,000', zh: 'points：请输入 1 到 1,000,000 之间的整数' },
  vip_points_direction: { en: 'direction: choose add or deduct', zh: 'direction：请选择增加或扣减' },
  vip_points_range: { en: 'maxPoints: the maximum points must not be below the minimum', zh: 'maxPoints：最大积分不能小于最小积分' },
  vip_date_range: { en: 'endDate: the end date must not be before the start date', zh: 'endDate：结束日期不能早于开始日期' },
} satisfies Catalogue;
