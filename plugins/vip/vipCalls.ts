import { defineActions, useActions, type Action, type MoneyAction } from '../../dataProvider';
import type { PointsKind } from './shared/pointsLedger';

/* What the VIP screens send and get back (amounts in paise, dates Bombay 'YYYY-MM-DD'). */

export interface VipLevelRecord {
  id: number;
  franchiseeId: number;
  franchiseeName: string;
  level: number;
  name: string;
  icon: string;
  medal: string;
  requiredMembers: number;
  requiredMonthly: number;
  requiredWeekly: number;
  upgradeReward: number;
  upgradePoints: number;
  weeklyReward: number;
  weeklyRewardEnabled: number;
  fallback: number;
  /** Members holding this level now. */
  members: number;
}

export type VipLevelPayload = Omit<VipLevelRecord, 'id' | 'franchiseeId' | 'franchiseeName' | 'members'> & {
  id?: number;
  franchiseeId?: number;
};

export interface EvaluationResult {
  promoted: number;
  kept: number;
  dropped: number;
  rewards: number;
}

export interface WeeklyRunResult {
  paid: number;
  amount: number;
}

export interface LevelChangeRecord {
  id: number;
  memberId: number;
  username: string;
  businessDate: string;
  kind: 'promote' | 'kept' | 'fallback';
  fromLevel: number;
  toLevel: number;
  monthlyBet: number;
  weeklyBet: number;
  reward: number;
  points: number;
  createdAt: number;
}

export interface WeeklyRewardRecord {
  id: number;
  memberId: number;
  username: string;
  weekStart: string;
  level: number;
  weeklyBet: number;
  amount: number;
  journalKey: string;
  createdAt: number;
}

export interface VipLevelActions {
  save: Action<VipLevelPayload, { id: number }>;
  evaluate: MoneyAction<{ date: string }, EvaluationResult>;
}

export const vipLevelActions = defineActions<VipLevelActions>({
  save: { path: 'chance-vip-level/save' },
  evaluate: { path: 'chance-vip-level/evaluate', moneyMoving: true },
});

export interface WeeklyRewardActions {
  run: MoneyAction<{ weekStart: string }, WeeklyRunResult>;
}

export const weeklyRewardActions = defineActions<WeeklyRewardActions>({
  run: { path: 'chance-vip-weekly/run', moneyMoving: true },
});

export const useVipLevelCalls = () => useActions('vipLevel', vipLevelActions);
export const useWeeklyRewardCalls = () => useActions('vipWeeklyReward', weeklyRewardActions);

export { POINTS_KINDS, type PointsKind } from './shared/pointsLedger';
export const ADJUSTMENT_STATUSES = ['pending_approval', 'applied', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A member's points balance (integral_management). */
export interface PointsBalanceRecord {
  id: number;
  username: string;
  nickname: string;
  franchiseeName: string;
  vipLevel: number;
  points: number;
  /** Adjustments of this member awaiting a checker. */
  pending: number;
}

/** One points ledger row (integral_detail); operator/checker/reason only for manual adjustments. */
export interface PointsLedgerRecord {
  id: number;
  memberId: number;
  username: string;
  kind: PointsKind;
  amount: number;
  balanceAfter: number;
  ref: string;
  reason: string | null;
  operator: string | null;
  checker: string | null;
  createdAt: number;
}

export interface PointsAdjustmentRecord {
  id: number;
  memberId: number;
  username: string;
  points: number;
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  maker: string;
  checker: string | null;
  rejectReason: string;
  createdAt: number;
  reviewedAt: number | null;
}

export interface AdjustPayload {
  memberId: number;
  direction: 'add' | 'deduct';
  points: number;
  reason: string;
}

export interface PointsActions {
  adjust: MoneyAction<AdjustPayload, { id: number; status: AdjustmentStatus }>;
}

export const pointsActions = defineActions<PointsActions>({
  adjust: { path: 'chance-vip-points/adjust', moneyMoving: true },
});

export interface PointsRequestActions {
  approve: MoneyAction<{ id: number }, { id: number; balanceAfter: number }>;
  reject: Action<{ id: number; reason: string }, { id: number }>;
}

export const pointsRequestActions = defineActions<PointsRequestActions>({
  approve: { path: 'chance-vip-points/approve', moneyMoving: true },
  reject: { path: 'chance-vip-points/reject' },
});

export const usePointsCalls = () => useActions('vipPoints', pointsActions);
export const usePointsRequestCalls = () => useActions('vipPointsRequest', pointsRequestActions);
