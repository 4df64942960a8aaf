import { defineActions, useActions, type Action, type MoneyAction } from '../../../dataProvider';
import type { Role } from '../../../src';

/*
 * What the members screens call beyond react-admin's CRUD: each resource's custom actions with
 * their payloads and answers, declared once. The manifest (slice.ts) takes the same maps, so a
 * path without a declaration or a declaration without a path fails type checking.
 */

/** A member row as chance-member/list answers it (amounts in paise, times epoch ms). */
export interface MemberRecord {
  id: number;
  username: string;
  nickname: string;
  realName: string;
  phone: string;
  email: string;
  sex: number;
  birthDate: string | null;
  language: string;
  agentId: number | null;
  agentName: string | null;
  stationId: number;
  franchiseeId: number;
  balance: number;
  frozen: number;
  yuebaoBalance: number;
  vipLevel: number;
  points: number;
  customerClass: string;
  customerTag: string;
  status: number;
  lockReason: string;
  online: number;
  firstCharged: number;
  firstChargeAt: number | null;
  firstChargeAmount: number;
  totalRecharge: number;
  totalWithdrawal: number;
  totalBet: number;
  totalWin: number;
  createdAt: number;
  registerIp: string;
  registerDevice: string;
  lastLoginAt: number | null;
  lastLoginIp: string;
  lastLoginDevice: string;
  remarkFront: string;
  remarkBack: string;
}

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
export interface MemberProfile {
  id: number;
  nickname: string;
  realName: string;
  phone: string;
  email: string;
  sex: number;
  birthDate?: string;
  language: string;
  customerClass: string;
}

/** A temporary password, shown once. */
export interface ResetAnswer {
  password: string;
}

export interface MemoryRecord {
  remarkFront: string;
  remarkBack: string;
  history: { id: number; kind: string; content: string; staff: string | null; createdAt: number }[];
}

export interface BankAccount {
  id: number;
  kind: 'bank' | 'upi';
  holderName: string;
  bankName: string;
  ifsc: string;
  accountNo: string;
  upiId: string;
  isDefault: number;
  createdAt: number;
}

export interface PointsAnswer {
  points: number;
  vipLevel: number;
  list: { id: number; kind: string; amount: number; balanceAfter: number; ref: string; createdAt: number }[];
}

export interface RegistDiscount {
  amount: number;
  multipleX100: number;
  status: number;
  grantedAt: number | null;
  registeredAt: number;
  registerIp: string;
  registerDevice: string;
}

export interface VipLevel {
  id: number;
  franchiseeName: string;
  level: number;
  name: string;
  requiredMonthly: number;
  requiredWeekly: number;
  upgradeReward: number;
  weeklyReward: number;
  rebateBps: number;
}

export interface VipOverview {
  levels: VipLevel[];
  members: { level: number; members: number }[];
}

interface ById {
  id: number;
}

interface ByIds {
  ids: number[];
}

export interface FormalMemberActions {
  save: Action<MemberProfile, Partial<MemberProfile>>;
  lock: Action<ByIds & { status: 0 | 1; reason?: string }>;
  resetPassword: Action<ById, ResetAnswer>;
  resetTradePassword: Action<ById, ResetAnswer>;
  kick: Action<ById>;
  changeAgent: Action<ById & { agentId: number }>;
  auditQuota: Action<ById & { requirementId: number; relax: number }>;
  tag: Action<ByIds & { customerTag: string }>;
  labels: Action<void, { name: string; color: string }[]>;
  memory: Action<ById, MemoryRecord>;
  saveMemory: Action<ById & { remarkFront: string; remarkBack: string; memo?: string }>;
  delete: Action<ByIds>;
  bank: Action<ById, BankAccount[]>;
  integral: Action<ById, PointsAnswer>;
  registDiscount: Action<ById, RegistDiscount>;
  updateRegistDiscount: MoneyAction<ById & { amount: number; multipleX100: number; action: 'save' | 'grant' | 'cancel' }>;
}

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

export interface TrialMemberActions {
  lock: Action<ByIds & { status: 0 | 1 }>;
  delete: Action<ByIds>;
}

export const trialMemberActions = defineActions<TrialMemberActions>({
  lock: { path: 'chance-test-player/lock' },
  delete: { path: 'chance-test-player/delete' },
});

export interface BeltPlayActions {
  create: Action<{ username: string; nickname: string; phone?: string; stationId: number }, unknown>;
  update: Action<ById & { status: 0 | 1 }, unknown>;
  deposit: MoneyAction<ById & { amount: number; remark?: string }, unknown>;
  reduce: MoneyAction<ById & { amount: number; remark?: string }, unknown>;
}

export const beltPlayActions = defineActions<BeltPlayActions>({
  create: { path: 'chance-member/save/daiWanMember/account' },
  update: { path: 'chance-member/update/daiWanMember/account' },
  deposit: { path: 'chance-member/daiwan/deposit', method: 'GET', moneyMoving: true },
  reduce: { path: 'chance-member/daiwan/reduce', method: 'GET', moneyMoving: true },
});

export interface MemberVipActions {
  levels: Action<void, VipOverview>;
}

export const memberVipActions = defineActions<MemberVipActions>({
  levels: { path: 'chance-member/vip/level/list' },
});

export const useFormalMemberCalls = () => useActions('member', formalMemberActions);
export const useTrialMemberCalls = () => useActions('trialMember', trialMemberActions);
export const useBeltPlayCalls = () => useActions('beltPlayMember', beltPlayActions);
export const useMemberVipCalls = () => useActions('memberVip', memberVipActions);
