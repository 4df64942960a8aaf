import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { commissionAdjustmentContracts } from '../shared/commissionAdjustmentContract';
import type { commissionPeriodContracts } from '../shared/commissionPeriodContract';
import type { commissionTemplateContracts } from '../shared/commissionTemplateContract';

/* What the commission screens call (plugins/account/server/commission/*Routes.ts): paise, basis points, epoch ms. */

type Periods = typeof commissionPeriodContracts;
type Adjustments = typeof commissionAdjustmentContracts;
type Templates = typeof commissionTemplateContracts;

/** A rebate template as chance-commission-template/list answers it (terms in force, and pending ones). */
export type TemplateRecord = AnswerOf<Templates['list']>['list'][number];
export type TemplateTerms = NonNullable<TemplateRecord['pending']>;
export type Tier = TemplateTerms['tiers'][number];
export type TemplateInput = PayloadOf<Templates['save']>;

export type PeriodRecord = AnswerOf<Periods['list']>['list'][number];
export type PeriodStatus = PeriodRecord['status'];
export type LineRecord = AnswerOf<Periods['lines']>['list'][number];
/** One member's figures in a commission line (chance-commission-line/members). */
export type LineMemberRecord = AnswerOf<Periods['lineMembers']>['list'][number];

export type AdjustmentRecord = AnswerOf<Adjustments['list']>['list'][number];
export type AdjustmentStatus = AdjustmentRecord['status'];

export type CycleState = AnswerOf<Periods['cycle']>;
export type Cycle = CycleState['cycle'];

type PeriodActions = ContractActions<Pick<Periods, 'compute' | 'approve' | 'pay'>>;
type AdjustmentActions = ContractActions<Pick<Adjustments, 'create' | 'review' | 'pay'>>;
type CycleActions = ContractActions<Pick<Periods, 'cycle' | 'setCycle'>>;
type TemplateActions = ContractActions<Pick<Templates, 'save' | 'setDefault' | 'assign' | 'assignments'>>;

export const periodActions = defineActions<PeriodActions>({
  compute: { path: 'chance-commission-period/compute' },
  approve: { path: 'chance-commission-period/approve' },
  pay: { path: 'chance-commission-period/pay', moneyMoving: true },
});

export const adjustmentActions = defineActions<AdjustmentActions>({
  create: { path: 'chance-commission-adjustment/create' },
  review: { path: 'chance-commission-adjustment/review' },
  pay: { path: 'chance-commission-adjustment/pay', moneyMoving: true },
});

export const cycleActions = defineActions<CycleActions>({
  cycle: { path: 'chance-commission-period/cycle' },
  setCycle: { path: 'chance-commission-period/setCycle' },
});

export const templateActions = defineActions<TemplateActions>({
  save: { path: 'chance-commission-template/save' },
  setDefault: { path: 'chance-commission-template/setDefault' },
  assign: { path: 'chance-commission-template/assign' },
  assignments: { path: 'chance-commission-template/assignments' },
});

export const usePeriodCalls = () => useActions('commissionPeriod', periodActions);
export const useAdjustmentCalls = () => useActions('commissionAdjustment', adjustmentActions);
export const useCycleCalls = () => useActions('commissionPeriod', cycleActions);
export const useTemplateCalls = () => useActions('commissionTemplate', templateActions);
