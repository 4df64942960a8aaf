import { defineActions, useActions, type Action, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, FacadePathOf } from '../../../shared/contract';
import type { rebateContracts } from '../shared/rebateContract';

/** rebate_record.status: 0 calculated and held for review, 1 paid, 2 cancelled. */
export const REBATE_STATUSES = [0, 1, 2] as const;
export type RebateStatus = (typeof REBATE_STATUSES)[number];

type Contracts = typeof rebateContracts;

/** A rebate record as chance-rebate-record/list answers it (amounts in paise, rate in basis points). */
export type RebateRecord = AnswerOf<Contracts['records']>['list'][number];

/** One member's records in the filter, summed (chance-rebate-member/list). */
export type MemberRebate = AnswerOf<Contracts['members']>['list'][number];

/** One business day's records in the filter, summed (chance-rebate-statistics/list). */
export type RebateDay = AnswerOf<Contracts['statistics']>['list'][number];

/** Cancel a held record with a reason (admin and franchisee; the server checks state and scope). */
export const rebateRecordActions = defineActions<ContractActions<Pick<Contracts, 'cancel'>>>({
  cancel: { path: 'chance-rebate-record/cancel' },
});

// The list itself, asked with the screen's filter (FilterTotals hands it on as it stands) for its sums.
export const rebateStatisticsActions = defineActions<{
  sums: Action<Record<string, unknown>, AnswerOf<Contracts['statistics']>, FacadePathOf<Contracts['statistics']>>;
}>({
  sums: { path: 'chance-rebate-statistics/list' },
});

export const useRebateRecordCalls = () => useActions('rebateRecord', rebateRecordActions);
export const useRebateStatisticsCalls = () => useActions('rebateStatistics', rebateStatisticsActions);
