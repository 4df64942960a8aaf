import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { discountContracts } from '../shared/discountContract';

type Contracts = typeof discountContracts;

/** The bonus one rule gives a deposit of the previewed size. */
export type BonusAnswer = NonNullable<AnswerOf<Contracts['preview']>['first']>;

type RechargeDiscountActions = ContractActions<Pick<Contracts, 'status' | 'preview'>>;

export const rechargeDiscountActions = defineActions<RechargeDiscountActions>({
  status: { path: 'chance-recharge-discount/status' },
  preview: { path: 'chance-recharge-discount/preview' },
});

export const useRechargeDiscountCalls = () => useActions('rechargeDiscount', rechargeDiscountActions);
