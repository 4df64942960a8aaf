import type { MoneySlice } from '../slice';
import { cryptoDisbursementActions, QUEUE_RESOURCE } from './cryptoCalls';
import { lazyScreen } from '../../../src';

type Screens = typeof import('./cryptoScreens');
const screen = (name: keyof Screens) => lazyScreen(() => import('./cryptoScreens').then((m) => ({ default: m[name] })));
const ROLES = ['admin', 'franchisee'] as const;

/** payment_management: paying approved withdrawals in USDT, the disbursements made and their per-order records. */
export const cryptoSlice: MoneySlice = {
  menu: {
    payment_management: {
      roles: [...ROLES],
      children: {
        VirtualCurrencyDisbursement: { roles: [...ROLES], screen: { component: screen('DisbursementQueue') } },
        virtual_currency_disbursement: { roles: [...ROLES], screen: { component: screen('DisbursementBatchList') } },
        virtualCurrency_disbursement_record: { roles: [...ROLES], screen: { component: screen('DisbursementRecordList') } },
      },
    },
  },
  resources: [
    { name: QUEUE_RESOURCE, endpoints: { getList: 'chance-crypto-disbursement/queue' }, actions: cryptoDisbursementActions },
    { name: 'cryptoDisbursementBatch', endpoints: { getList: 'chance-crypto-disbursement/batch/list' } },
    { name: 'cryptoDisbursementRecord', endpoints: { getList: 'chance-crypto-disbursement/record/list' } },
  ],
};
