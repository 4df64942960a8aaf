import { useDataProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';

/** The data provider with the chance extras (custom actions). */
export const useMembersApi = () => useDataProvider<ChanceDataProvider>();

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
  | 'edit' | 'lock' | 'unlock' | 'resetPassword' | 'resetTradePassword' | 'kick' | 'changeAgent' | 'auditQuota' | 'tag' | 'remarks' | 'delete';

/** Indian mobile numbers with or without +91, as the server checks them. */
export const PHONE_PATTERN = /^(\+91)?[6-9]\d{9}$/;
