import type { MoneySlice } from '../slice';
import { rebateRecordActions, rebateStatisticsActions } from './rebateCalls';
import { rebateTemplateActions } from './templateCalls';
import { lazyScreen } from '../../../src';

/*
 * fan_yong (member rebates): the rebate templates the daily rebate job pays by (promotion_settings,
 * admin and franchisee), the rebate records (a held one can be cancelled with a reason) and their
 * per-member and per-day totals.
 */
const leaf = (resource: string) => ({ screen: { resource } });

export const rebateSlice: MoneySlice = {
  menu: {
    fan_yong: {
      children: {
        rebate_record: leaf('rebateRecord'),
        member_promotion_details: leaf('rebateMember'),
        promotion_statistics: leaf('rebateStatistics'),
        promotion_settings: {
          roles: ['admin', 'franchisee'],
          screen: { component: lazyScreen(() => import('./RebateTemplateScreen')) },
        },
      },
    },
  },
  resources: [
    {
      name: 'rebateRecord',
      list: lazyScreen(() => import('./RebateRecordList')),
      endpoints: { getList: 'chance-rebate-record/list' },
      actions: rebateRecordActions,
    },
    { name: 'rebateRecordGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-record/games' } },
    { name: 'rebateMember', list: lazyScreen(() => import('./MemberRebateList')), endpoints: { getList: 'chance-rebate-member/list' } },
    { name: 'rebateMemberGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-member/games' } },
    {
      name: 'rebateStatistics',
      list: lazyScreen(() => import('./RebateStatisticsList')),
      endpoints: { getList: 'chance-rebate-statistics/list' },
      actions: rebateStatisticsActions,
    },
    {
      name: 'rebateTemplate',
      recordRepresentation: 'name',
      endpoints: { getList: 'chance-rebate-template/list', create: 'chance-rebate-template/save', update: 'chance-rebate-template/save' },
      actions: rebateTemplateActions,
    },
    { name: 'rebateTemplateGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-template/games' } },
    { name: 'rebateStatisticsGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-statistics/games' } },
  ],
};
