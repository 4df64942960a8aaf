import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';
import type { MenuListEntry } from '../../../src';

/*
 * The custom calls of the staff screens, typed: a wrong action name or payload is a type error.
 * CRUD goes through react-admin's own data provider methods (create, update, delete).
 */

/** A role a caller may hand out (chance-role/options). */
export interface RoleOption {
  id: number;
  name: string;
  code: string;
}

/** A station as station/api/query/station/list answers it. */
export interface StationOption {
  id: number;
  name: string;
  franchiseeId: number;
  franchiseeName: string;
}

interface StaffUserActions {
  lock: Action<{ id: number; status: 0 | 1 }, null>;
  /** Answers null, or the queued request when the account holds an approval right. */
  resetPassword: Action<
    { id: number; /** SHA-256 hex */ password: string },
    null | { status: 'pending_approval'; requestId: number; requestNo: string }
  >;
  roleOptions: Action<void, RoleOption[]>;
}

interface StaffRoleActions {
  menuTree: Action<void, MenuListEntry[]>;
}

/** One quota change of a station, in paise. */
interface QuotaChange {
  stationId: number;
  amount: number;
  remark: string;
}
interface QuotaAnswer {
  recordId: number;
  stationId: number;
  amount: number;
  balanceBefore: number;
  balanceAfter: number;
}

interface StaffStationActions {
  topUp: MoneyAction<QuotaChange, QuotaAnswer>;
  withdraw: MoneyAction<QuotaChange, QuotaAnswer>;
}

/** Texts by language code (en, hi, zh); a language is given with both its title and body or not at all. */
export type PushTexts = Partial<Record<'en' | 'hi' | 'zh', string>>;

interface PushOutboxActions {
  send: Action<{ title: PushTexts; body: PushTexts }, { id: number }>;
}

export const staffUserActions = defineActions<StaffUserActions>({
  lock: { path: 'chance-staion-user/lock' },
  resetPassword: { path: 'chance-staion-user/resetPassword' },
  roleOptions: { path: 'chance-role/options' },
});

export const staffRoleActions = defineActions<StaffRoleActions>({
  menuTree: { path: 'chance-role/menuTree' },
});

export const staffStationActions = defineActions<StaffStationActions>({
  topUp: { path: 'station/api/update/station/amount', moneyMoving: true },
  withdraw: { path: 'station/api/withdraw/station/amount', moneyMoving: true },
});

export const pushOutboxActions = defineActions<PushOutboxActions>({
  send: { path: 'fireBase/api/push/all' },
});

export const useStaffUserCalls = () => useActions('staffUser', staffUserActions);
export const useStaffRoleCalls = () => useActions('staffRole', staffRoleActions);
export const useStaffStationCalls = () => useActions('staffStation', staffStationActions);
export const usePushOutboxCalls = () => useActions('pushOutbox', pushOutboxActions);

/**
 * Creating, re-roling or resetting a staff account that holds an approval right is only queued
 * for a second, independent administrator (the server answers `status: 'pending_approval'`
 * with the request number): the dialog says so instead of "saved".
 */
export function pendingApprovalNotice(result: unknown): { message: string; options: Record<string, unknown> } | undefined {
  const answer = (result && typeof result === 'object' && 'data' in result ? (result as { data: unknown }).data : result) as
    { status?: unknown; requestNo?: unknown; requestId?: unknown } | null | undefined;
  if (!answer || answer.status !== 'pending_approval') return undefined;
  return { message: 'account.staff.requestSubmitted', options: { no: String(answer.requestNo ?? answer.requestId ?? '') } };
}
