import { defineActions, useActions, type Action } from '../../../dataProvider';

export interface BonusAnswer {
  ruleId: number;
  bonus: number;
  turnoverMultipleX100: number;
}

interface RechargeDiscountActions {
  status: Action<{ id: number; status: 0 | 1 }, null>;
  preview: Action<{ amount: number }, { first: BonusAnswer | null; daily: BonusAnswer | null; again: BonusAnswer | null }>;
}

export const rechargeDiscountActions = defineActions<RechargeDiscountActions>({
  status: { path: 'chance-recharge-discount/status' },
  preview: { path: 'chance-recharge-discount/preview' },
});

export const useRechargeDiscountCalls = () => useActions('rechargeDiscount', rechargeDiscountActions);
