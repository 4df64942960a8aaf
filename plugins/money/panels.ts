import {
  defined,
  presetDays,
  presetId,
  presetTimeFilter,
  type PopupPanel,
  type PopupPresetFilters,
  lazyScreen,
  TIME_RANGE_PRESET,
} from '../../src';
import { MONEY_PRESETS as F } from './popup/fields';
import { MEMBER_JOURNAL_TYPES } from './shared/cashRecords';
import { menuUrl } from '../../shared/menuUrl';
import { MONEY_MENU } from './shared/menuTree';

// The money plugin's panel numbers of spec §2 (the list below names each).
declare module '../../src/popup/types' {
  interface PopupPanelNumbers {
    3: true;
    5: true;
    6: true;
    7: true;
    8: true;
    10: true;
    11: true;
    12: true;
    13: true;
    14: true;
    17: true;
  }
}

/*
 * The money plugin's popup panels (spec §2: 3, 5–8, 10–14, 17): each is the money screen itself;
 * these functions put the caller's presets into that screen's own filter values.
 */

/**
 * Deposit and withdrawal orders (6, 7, 17): status 1 pending, 2 approved/paid, 3 rejected — the
 * lists' own values. A named member without a status shows all that member's orders (the lists
 * open on the pending ones otherwise; '' clears that default).
 */
export function orderPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  const status = presetId(p.status);
  const memberId = presetId(p.memberId);
  // A report cell's cut: the instant the range is on, formal members only; paid withdrawals are
  // the 'paid' stage (a payout instant implies it, the stage says it on screen too).
  const timeOn = p.timeOn === 'reviewed' || p.timeOn === 'paid' ? p.timeOn : undefined;
  const base = defined({
    memberId,
    timeOn,
    formal: p.formal === 1 ? true : undefined,
    stage: timeOn === 'paid' ? 'paid' : undefined,
    ...presetTimeFilter(p.timeRange, now),
  });
  if (status !== undefined && status >= 1 && status <= 3) return { ...base, status };
  return memberId !== undefined || timeOn !== undefined ? { ...base, status: '' } : base;
}

/** Manual credit/debit records (8, 14): status 1 pending, 2 applied, 3 rejected, as the list's names. */
const MANUAL_STATUS: Record<number, string> = { 1: 'pending_approval', 2: 'applied', 3: 'rejected' };
export function manualRecordPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  const status = presetId(p.status);
  return defined({
    memberId: presetId(p.memberId),
    status: status === undefined ? undefined : MANUAL_STATUS[status],
    ...presetTimeFilter(p.timeRange, now),
  });
}

/** Cash record (3): the member, the journal type (type, event type or income type naming one) and time. */
export function cashRecordPresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  const type = [p.type, p.eventType, p.incomeType].find((t): t is string => MEMBER_JOURNAL_TYPES.some((k) => k === t));
  return defined({ memberId: presetId(p.memberId), type, ...presetTimeFilter(p.timeRange, now) });
}

/** Rebate record (5): member, game, status (0 held, 1 paid, 2 cancelled) and Bombay business days. */
export function rebatePresets(p: PopupPresetFilters, now: number): Record<string, unknown> {
  const status = presetId(p.status);
  const days = presetDays(p.timeRange, now);
  return defined({
    memberId: presetId(p.memberId),
    gameId: presetId(p.game),
    status: status !== undefined && status <= 2 ? String(status) : undefined,
    startDate: days?.from,
    endDate: days?.to,
  });
}

/** The manual forms' queues (10, 11): the preset member's pending requests. */
export function manualQueuePresets(p: PopupPresetFilters): Record<string, unknown> {
  return defined({ memberId: presetId(p.memberId) });
}

const ORDER_PRESETS = { memberId: F.memberId, status: F.status, timeRange: TIME_RANGE_PRESET, timeOn: F.timeOn, formal: F.formal };
const MANUAL_RECORD_PRESETS = { memberId: F.memberId, status: F.status, timeRange: TIME_RANGE_PRESET };

export const moneyPanels: PopupPanel[] = [
  {
    id: 3,
    owner: menuUrl(MONEY_MENU.money_management.member_cash_record.path),
    title: 'money.menu.member_cash_record',
    component: lazyScreen(() => import('./records/CashRecordList')),
    presets: { memberId: F.memberId, type: F.type, eventType: F.eventType, incomeType: F.incomeType, timeRange: TIME_RANGE_PRESET },
    filters: cashRecordPresets,
  },
  {
    id: 5,
    owner: menuUrl(MONEY_MENU.money_management.fan_yong.rebate_record.path),
    title: 'money.menu.rebate_record',
    component: lazyScreen(() => import('./rebate/RebateRecordList')),
    presets: { memberId: F.memberId, game: F.game, status: F.status, timeRange: TIME_RANGE_PRESET },
    filters: rebatePresets,
  },
  {
    id: 6,
    owner: menuUrl(MONEY_MENU.money_management.access.company_income.path),
    title: 'money.menu.company_income',
    component: lazyScreen(() => import('./orders/CompanyIncomeList')),
    presets: ORDER_PRESETS,
    filters: orderPresets,
  },
  {
    id: 7,
    owner: menuUrl(MONEY_MENU.money_management.access.withdrawal.path),
    title: 'money.menu.withdrawal',
    component: lazyScreen(() => import('./orders/WithdrawalOrderList')),
    presets: ORDER_PRESETS,
    filters: orderPresets,
  },
  {
    id: 8,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_deposit_record.path),
    title: 'money.menu.manual_deposit_record',
    component: lazyScreen(() => import('./manual/ManualDepositRecordList')),
    presets: MANUAL_RECORD_PRESETS,
    filters: manualRecordPresets,
  },
  // The manual forms: a member id narrows the pending queue under the form (10, 11); the batch
  // forms (12, 13) read no preset, so none is shown as applied.
  {
    id: 10,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_deposit.path),
    title: 'money.menu.manual_deposit',
    component: lazyScreen(() => import('./manual/ManualDepositScreen')),
    width: '60%',
    autoSearch: true,
    presets: { memberId: F.memberId },
    filters: manualQueuePresets,
  },
  {
    id: 11,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_withdrawal.path),
    title: 'money.menu.manual_withdrawal',
    component: lazyScreen(() => import('./manual/ManualWithdrawalScreen')),
    width: '60%',
    autoSearch: true,
    presets: { memberId: F.memberId },
    filters: manualQueuePresets,
  },
  {
    id: 12,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_deposit_batch.path),
    title: 'money.menu.manual_deposit_batch',
    component: lazyScreen(() => import('./manual/ManualDepositBatchScreen')),
    width: '60%',
    presets: {},
  },
  {
    id: 13,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_withdrawal_batch.path),
    title: 'money.menu.manual_withdrawal_batch',
    component: lazyScreen(() => import('./manual/ManualWithdrawalBatchScreen')),
    width: '60%',
    autoSearch: true,
    presets: {},
  },
  {
    id: 14,
    owner: menuUrl(MONEY_MENU.money_management.manual_access.manual_withdrawal_record.path),
    title: 'money.menu.manual_withdrawal_record',
    component: lazyScreen(() => import('./manual/ManualWithdrawalRecordList')),
    presets: MANUAL_RECORD_PRESETS,
    filters: manualRecordPresets,
  },
  {
    id: 17,
    owner: menuUrl(MONEY_MENU.money_management.access.online_deposit.path),
    title: 'money.menu.online_deposit',
    component: lazyScreen(() => import('./orders/OnlineDepositList')),
    presets: ORDER_PRESETS,
    filters: orderPresets,
  },
];
