import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { staffPushContracts } from '../shared/staffPushContract';
import type { staffRoleContracts } from '../shared/staffRoleContract';
import type { staffStationContracts } from '../shared/staffStationContract';
import type { staffUserContracts } from '../shared/staffUserContract';

/*
 * The custom calls of the staff screens, typed: a wrong action name or payload is a type error.
 * CRUD goes through react-admin's own data provider methods (create, update, delete).
 */

type Roles = typeof staffRoleContracts;

/** A role a caller may hand out (chance-role/options). */
export type RoleOption = AnswerOf<Roles['roleOptions']>[number];

/** A station as station/api/query/station/list answers it. */
export type StationOption = AnswerOf<typeof staffStationContracts.list>['list'][number];

type StaffUserActions = ContractActions<Pick<typeof staffUserContracts, 'lock' | 'resetPassword'> & Pick<Roles, 'roleOptions'>>;

type StaffRoleActions = ContractActions<Pick<Roles, 'menuTree'>>;

type StaffStationActions = ContractActions<Pick<typeof staffStationContracts, 'topUp' | 'withdraw'>>;

/** Texts by language code (en, hi, zh); a language is given with both its title and body or not at all. */
export type PushTexts = PayloadOf<typeof staffPushContracts.send>['title'];

/** A message of the push outbox (fireBase/api/push/list). */
export type PushOutboxRow = AnswerOf<typeof staffPushContracts.list>['list'][number];

type PushOutboxActions = ContractActions<Pick<typeof staffPushContracts, 'send'>>;

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
