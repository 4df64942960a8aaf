import type { MoneySlice } from '../slice';
import { rechargeDiscountActions } from './discountCalls';
import { lazyScreen } from '../../../src';

/** recharge_discount: the deposit bonus rules screen. */
export const discountSlice: MoneySlice = {
  menu: {
    recharge_discount: { roles: ['admin', 'franchisee'], screen: { component: lazyScreen(() => import('./DiscountScreen')) } },
  },
  resources: [
    {
      name: 'rechargeDiscount',
      recordRepresentation: 'name',
      endpoints: {
        getList: 'chance-recharge-discount/list',
        create: 'chance-recharge-discount/save',
        update: 'chance-recharge-discount/save',
        delete: 'chance-recharge-discount/delete',
      },
      actions: rechargeDiscountActions,
    },
  ],
};
