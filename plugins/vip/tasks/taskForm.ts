import { parseRupeesToPaise } from '../../../src';
import { isMoneyType, type TaskAward, type TaskPayload, type TaskPeriod, type TaskRecord, type TaskType } from './taskCalls';

/** Sign-in days a period can hold (a one-time task: a year). */
export const MAX_DAYS: Record<TaskPeriod, number> = { once: 366, daily: 1, weekly: 7 };
export const MAX_POINTS = 1_000_000;

export interface TaskFormValues {
  franchiseeId?: number;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  type: TaskType;
  /** Rupees for the money types, days for sign-ins. */
  threshold: string;
  awardKind: TaskAward;
  /** Rupees for money, points for points. */
  awardAmount: string;
  ticketId?: number | null;
  period: TaskPeriod;
  enabled: boolean;
  sort: string;
}

// What an operator types back: plain rupees with two decimals (parseRupeesToPaise reads it exactly).
const rupees = (paise: number) => (paise / 100).toFixed(2);

export function formValuesOf(r: TaskRecord | null): TaskFormValues {
  const type = r?.type ?? 'deposit_total';
  const awardKind = r?.awardKind ?? 'money';
  return {
    franchiseeId: r?.franchiseeId,
    nameZh: r?.nameZh ?? '',
    nameEn: r?.nameEn ?? '',
    nameHi: r?.nameHi ?? '',
    type,
    threshold: r ? (isMoneyType(type) ? rupees(r.threshold) : String(r.threshold)) : '',
    awardKind,
    awardAmount: r && awardKind !== 'ticket' ? (awardKind === 'money' ? rupees(r.awardAmount) : String(r.awardAmount)) : '',
    ticketId: r?.ticketId ?? null,
    period: r?.period ?? 'daily',
    enabled: r ? r.status === 0 : true,
    sort: String(r?.sort ?? 0),
  };
}

const whole = (text: string | undefined, min: number, max: number) => {
  const t = (text ?? '').trim();
  return /^\d{1,7}$/.test(t) && Number(t) >= min && Number(t) <= max ? Number(t) : null;
};

/** The form's checks, the same the server makes ({ field: message key }). */
export function validateTask(v: TaskFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const lang of ['Zh', 'En', 'Hi'] as const) {
    const n = (v[`name${lang}`] ?? '').trim().length;
    if ((lang !== 'Hi' && n === 0) || n > 40) errors[`name${lang}`] = 'vip.tasks.nameLength';
  }
  if (isMoneyType(v.type)) {
    const paise = parseRupeesToPaise(v.threshold ?? '');
    if (paise === null || paise <= 0) errors.threshold = 'vip.tasks.thresholdMoney';
  } else if (whole(v.threshold, 1, MAX_DAYS[v.period]) === null) {
    errors.threshold =
      v.period === 'daily' ? 'vip.tasks.thresholdDaily' : v.period === 'weekly' ? 'vip.tasks.thresholdWeekly' : 'vip.tasks.thresholdOnce';
  }
  if (v.awardKind === 'money') {
    const paise = parseRupeesToPaise(v.awardAmount ?? '');
    if (paise === null || paise <= 0) errors.awardAmount = 'vip.tasks.awardMoney';
  } else if (v.awardKind === 'points') {
    if (whole(v.awardAmount, 1, MAX_POINTS) === null) errors.awardAmount = 'vip.tasks.awardPoints';
  } else if (!v.ticketId) {
    errors.ticketId = 'vip.tasks.ticketRequired';
  }
  if (whole(v.sort, 0, 9_999) === null) errors.sort = 'vip.tasks.sortInvalid';
  return errors;
}

export function payloadOf(v: TaskFormValues, id?: number): TaskPayload {
  const money = isMoneyType(v.type);
  return {
    ...(id === undefined ? { franchiseeId: v.franchiseeId } : { id }),
    nameZh: v.nameZh.trim(),
    nameEn: v.nameEn.trim(),
    nameHi: (v.nameHi ?? '').trim(),
    type: v.type,
    threshold: money ? (parseRupeesToPaise(v.threshold) as number) : Number(v.threshold.trim()),
    awardKind: v.awardKind,
    awardAmount:
      v.awardKind === 'money' ? (parseRupeesToPaise(v.awardAmount) as number) : v.awardKind === 'points' ? Number(v.awardAmount.trim()) : 0,
    ...(v.awardKind === 'ticket' && v.ticketId ? { ticketId: v.ticketId } : {}),
    period: v.period,
    status: v.enabled ? 0 : 1,
    sort: Number(v.sort.trim()),
  };
}
