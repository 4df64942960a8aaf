import type { MoneySlice } from '../slice';
import { lazyScreen } from '../../../src';

/** detauls_lottery_transaction: the lottery postings of members' cash. */
export const lotteryTxSlice: MoneySlice = {
  menu: {
    detauls_lottery_transaction: { screen: { resource: 'lotteryTransaction' } },
  },
  resources: [
    {
      name: 'lotteryTransaction',
      list: lazyScreen(() => import('./LotteryTransactionList')),
      endpoints: { getList: 'chance-lottery-transaction/list' },
    },
    { name: 'lotteryTransactionGame', recordRepresentation: 'name', endpoints: { getList: 'chance-lottery-transaction/games' } },
  ],
};
