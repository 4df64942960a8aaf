import type { MoneySlice } from '../slice';
import { lazyScreen } from '../../../src';

/** member_cash_record: the members' ledger postings. */
export const recordsSlice: MoneySlice = {
  menu: {
    member_cash_record: { screen: { resource: 'memberCashRecord' } },
  },
  resources: [
    {
      name: 'memberCashRecord',
      list: lazyScreen(() => import('./CashRecordList')),
      endpoints: { getList: 'chance-member-cash-record/list' },
    },
  ],
};
