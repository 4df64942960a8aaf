import type { MoneySlice } from '../slice';
import { yuebaoRecordActions, yuebaoTierActions } from './yuebaoCalls';
import { lazyScreen } from '../../../src';

/*
 * balance (Yue Bao, 余额宝): the interest tiers (admin-only on the server: platform-wide terms)
 * and the daily records the interest job writes (admin: all; franchisee: its members).
 */
export const yuebaoSlice: MoneySlice = {
  menu: {
    balance: {
      children: {
        balanceSet: { roles: ['admin'], screen: { component: lazyScreen(() => import('./YuebaoTierScreen')) } },
        balanceRecord: { roles: ['admin', 'franchisee'], screen: { resource: 'yuebaoRecord' } },
      },
    },
  },
  resources: [
    {
      name: 'yuebaoTier',
      endpoints: { getList: 'chance-yuebao-tier/list', create: 'chance-yuebao-tier/save', update: 'chance-yuebao-tier/save' },
      actions: yuebaoTierActions,
    },
    {
      name: 'yuebaoRecord',
      list: lazyScreen(() => import('./YuebaoRecordList')),
      endpoints: { getList: 'chance-yuebao-record/list' },
      actions: yuebaoRecordActions,
    },
    { name: 'yuebaoRecordTier', endpoints: { getList: 'chance-yuebao-record/tiers' } },
  ],
};
