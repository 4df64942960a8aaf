import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { rebateTemplateContracts } from '../shared/rebateTemplateContract';

type Contracts = typeof rebateTemplateContracts;

/** A rebate template as chance-rebate-template/list and /save answer it (rates in basis points per VIP level, cap in paise). */
export type RebateTemplateRecord = AnswerOf<Contracts['save']>;

export const rebateTemplateActions = defineActions<ContractActions<Pick<Contracts, 'status'>>>({
  status: { path: 'chance-rebate-template/status' },
});

export const useRebateTemplateCalls = () => useActions('rebateTemplate', rebateTemplateActions);
