import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { levelContracts } from './shared/levelContract';
import type { pointsContracts } from './shared/pointsContract';
import type { rewardContracts } from './shared/rewardContract';

/* What the VIP screens send and get back (amounts in paise, dates Bombay 'YYYY-MM-DD'): the contracts' types. */

type LevelContracts = typeof levelContracts;
type RewardContracts = typeof rewardContracts;
type PointsContracts = typeof pointsContracts;

export type VipLevelRecord = AnswerOf<LevelContracts['list']>['list'][number];
export type VipLevelPayload = PayloadOf<LevelContracts['save']>;
export type EvaluationResult = AnswerOf<LevelContracts['evaluate']>;
export type WeeklyRunResult = AnswerOf<RewardContracts['run']>;
export type LevelChangeRecord = AnswerOf<RewardContracts['changes']>['list'][number];
export type WeeklyRewardRecord = AnswerOf<RewardContracts['weekly']>['list'][number];

export type VipLevelActions = ContractActions<Pick<LevelContracts, 'save' | 'evaluate'>>;

export const vipLevelActions = defineActions<VipLevelActions>({
  save: { path: 'chance-vip-level/save' },
  evaluate: { path: 'chance-vip-level/evaluate', moneyMoving: true },
});

export type WeeklyRewardActions = ContractActions<Pick<RewardContracts, 'run'>>;

export const weeklyRewardActions = defineActions<WeeklyRewardActions>({
  run: { path: 'chance-vip-weekly/run', moneyMoving: true },
});

export const useVipLevelCalls = () => useActions('vipLevel', vipLevelActions);
export const useWeeklyRewardCalls = () => useActions('vipWeeklyReward', weeklyRewardActions);

export { POINTS_KINDS, type PointsKind } from './shared/pointsLedger';
export const ADJUSTMENT_STATUSES = ['pending_approval', 'applied', 'rejected'] as const satisfies readonly AdjustmentStatus[];
export type AdjustmentStatus = PointsAdjustmentRecord['status'];

/** A member's points balance (integral_management). */
export type PointsBalanceRecord = AnswerOf<PointsContracts['balances']>['list'][number];
/** One points ledger row (integral_detail); operator/checker/reason only for manual adjustments. */
export type PointsLedgerRecord = AnswerOf<PointsContracts['ledger']>['list'][number];
export type PointsAdjustmentRecord = AnswerOf<PointsContracts['requests']>['list'][number];
export type AdjustPayload = PayloadOf<PointsContracts['adjust']>;

export type PointsActions = ContractActions<Pick<PointsContracts, 'adjust'>>;

export const pointsActions = defineActions<PointsActions>({
  adjust: { path: 'chance-vip-points/adjust', moneyMoving: true },
});

export type PointsRequestActions = ContractActions<Pick<PointsContracts, 'approve' | 'reject'>>;

export const pointsRequestActions = defineActions<PointsRequestActions>({
  approve: { path: 'chance-vip-points/approve', moneyMoving: true },
  reject: { path: 'chance-vip-points/reject' },
});

export const usePointsCalls = () => useActions('vipPoints', pointsActions);
export const usePointsRequestCalls = () => useActions('vipPointsRequest', pointsRequestActions);
