import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { Role } from '../../../src';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { memberActionContracts } from '../shared/memberActionContract';
import type { memberDetailContracts } from '../shared/memberDetailContract';
import type { beltPlayContracts, trialMemberContracts } from '../shared/memberInternalContract';
import type { memberListContracts } from '../shared/memberListContract';
import type { memberRegistrationContracts } from '../shared/memberRegistrationContract';
import type { memberViewContracts } from '../shared/memberViewContract';

/*
 * What the members screens call beyond react-admin's CRUD: each resource's custom actions, their
 * payloads, answers and paths taken from the routes' contracts (plugins/account/shared/member*
 * Contract.ts, by `import type`). The manifest (slice.ts) takes the same maps, so a path without a
 * declaration, a declaration without a path or a path other than its route's fails type checking.
 */

type ListContracts = typeof memberListContracts;
type ActionContracts = typeof memberActionContracts;
type DetailContracts = typeof memberDetailContracts;
type RegistrationContracts = typeof memberRegistrationContracts;

/** A member row as chance-member/list answers it (amounts in paise, times epoch ms). */
export type MemberRecord = AnswerOf<ListContracts['list']>['list'][number];
/** The member detail (chance-member/detail): the row with bonus, station and open audit requirements. */
export type MemberDetail = AnswerOf<DetailContracts['detail']>;
/** An open turnover requirement of the detail, with its audit allowance. */
export type AuditRequirement = MemberDetail['auditRequirements'][number];
/** A row of the member transactions view (chance-member/trade/list). */
export type MemberTrade = AnswerOf<typeof memberViewContracts.trade>['list'][number];
/** A row of the registration discounts view (chance-member/registDiscount/list). */
export type RegistDiscountRow = AnswerOf<typeof memberViewContracts.registDiscounts>['list'][number];

/** What the row-action menu can open. */
export type MemberDialogKind =
  | 'edit'
  | 'lock'
  | 'unlock'
  | 'resetPassword'
  | 'resetTradePassword'
  | 'kick'
  | 'changeAgent'
  | 'auditQuota'
  | 'tag'
  | 'remarks'
  | 'delete';

/** Roles that change members (agents only read their downline); the server checks the same. */
export const MEMBER_WRITERS: Role[] = ['admin', 'franchisee'];

/** Indian mobile numbers with or without +91, as the server checks them. */
export const PHONE_PATTERN = /^(\+91)?[6-9]\d{9}$/;

/** The profile fields chance-member/save/member/account edits. */
export type MemberProfile = PayloadOf<ActionContracts['save']>;
/** A temporary password, shown once. */
export type ResetAnswer = AnswerOf<ActionContracts['resetPassword']>;
export type MemoryRecord = AnswerOf<ActionContracts['memory']>;
export type BankAccount = AnswerOf<DetailContracts['bank']>[number];
export type PointsAnswer = AnswerOf<DetailContracts['integral']>;
export type RegistDiscount = AnswerOf<RegistrationContracts['registDiscount']>;
export type VipOverview = AnswerOf<typeof memberViewContracts.levels>;
export type VipLevel = VipOverview['levels'][number];

/** Every call of the formal member list and detail, typed by the routes' contracts. */
export interface FormalMemberActions
  extends
    ContractActions<ActionContracts>,
    ContractActions<Pick<DetailContracts, 'bank' | 'integral'>>,
    ContractActions<RegistrationContracts> {}

export const formalMemberActions = defineActions<FormalMemberActions>({
  save: { path: 'chance-member/save/member/account' },
  lock: { path: 'chance-member/lock' },
  resetPassword: { path: 'chance-member/resetPassword' },
  resetTradePassword: { path: 'chance-member/resetTransactionPassword' },
  kick: { path: 'chance-member/kick/line/member', method: 'GET' },
  changeAgent: { path: 'chance-member/update/member/agent' },
  auditQuota: { path: 'chance-member/update/member/audit/quota' },
  tag: { path: 'chance-member-label/update/member/memberLabel' },
  labels: { path: 'chance-member-label/query/memberLabelList', method: 'GET' },
  memory: { path: 'chance-member-memory-record/getById', method: 'GET' },
  saveMemory: { path: 'chance-member-memory-record/update/memberMemory' },
  delete: { path: 'chance-member/deleteMember' },
  bank: { path: 'chance-member/detail/member/bank', method: 'GET' },
  integral: { path: 'chance-member/detail/member/integral', method: 'GET' },
  registDiscount: { path: 'chance-member/registDiscountDetail' },
  updateRegistDiscount: { path: 'chance-member/updateRegistDiscount', moneyMoving: true },
});

export type TrialMemberActions = ContractActions<typeof trialMemberContracts>;

export const trialMemberActions = defineActions<TrialMemberActions>({
  lock: { path: 'chance-test-player/lock' },
  delete: { path: 'chance-test-player/delete' },
});

export type BeltPlayActions = ContractActions<typeof beltPlayContracts>;

export const beltPlayActions = defineActions<BeltPlayActions>({
  create: { path: 'chance-member/save/daiWanMember/account' },
  update: { path: 'chance-member/update/daiWanMember/account' },
  deposit: { path: 'chance-member/daiwan/deposit', method: 'GET', moneyMoving: true },
  reduce: { path: 'chance-member/daiwan/reduce', method: 'GET', moneyMoving: true },
});

export type MemberVipActions = ContractActions<Pick<typeof memberViewContracts, 'levels'>>;

export const memberVipActions = defineActions<MemberVipActions>({
  levels: { path: 'chance-member/vip/level/list' },
});

export const useFormalMemberCalls = () => useActions('member', formalMemberActions);
export const useTrialMemberCalls = () => useActions('trialMember', trialMemberActions);
export const useBeltPlayCalls = () => useActions('beltPlayMember', beltPlayActions);
export const useMemberVipCalls = () => useActions('memberVip', memberVipActions);
