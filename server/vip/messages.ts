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
} satisfies Catalogue;
