import { defineActions, useActions, type Action, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, FacadePathOf } from '../../../shared/contract';
import type { yuebaoContracts } from '../shared/yuebaoContract';

type Contracts = typeof yuebaoContracts;

/** A tier as chance-yuebao-tier/list answers it: its latest terms (tomorrow's when changed today). */
export type YuebaoTier = AnswerOf<Contracts['tiers']>['list'][number];

/** yuebao_record.status: 0 no interest (below every tier), 1 credited to Yue Bao, 2 waiting for the auto-transfer, 3 moved to the wallet. */
export const YUEBAO_STATUSES = [0, 1, 2, 3] as const;
export type YuebaoStatus = (typeof YUEBAO_STATUSES)[number];

/** One member's Yue Bao day (amounts in paise). */
export type YuebaoRecord = AnswerOf<Contracts['records']>['list'][number];

export const yuebaoTierActions = defineActions<ContractActions<Pick<Contracts, 'status'>>>({
  status: { path: 'chance-yuebao-tier/status' },
});

// The list itself, asked with the screen's filter (FilterTotals hands it on as it stands) for its sums.
export const yuebaoRecordActions = defineActions<{
  sums: Action<Record<string, unknown>, AnswerOf<Contracts['records']>, FacadePathOf<Contracts['records']>>;
}>({
  sums: { path: 'chance-yuebao-record/list' },
});

export const useYuebaoTierCalls = () => useActions('yuebaoTier', yuebaoTierActions);
export const useYuebaoRecordCalls = () => useActions('yuebaoRecord', yuebaoRecordActions);
