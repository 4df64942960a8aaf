import { defineActions, useActions, type Action, type MoneyAction } from '../../dataProvider';

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

export type VipLevelPayload = Omit<VipLevelRecord, 'id' | 'franchiseeId' | 'franchiseeName' | 'members'> & { id?: number; franchiseeId?: number };

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
  id: number; memberId: number; username: string; businessDate: string; kind: 'promote' | 'kept' | 'fallback'; fromLevel: number; toLevel: number;
  monthlyBet: number; weeklyBet: number; reward: number; points: number; createdAt: number;
}

export interface WeeklyRewardRecord {
  id: number; memberId: number; username: string; weekStart: string; level: number; weeklyBet: number; amount: number; journalKey: string; createdAt: number;
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
