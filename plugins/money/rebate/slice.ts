import { lazy } from 'react';
import type { MoneySlice } from '../slice';
import { rebateMessages } from './messages';
import { rebateRecordActions, rebateStatisticsActions } from './rebateCalls';

/*
 * fan_yong (member rebates): the rebate records (a held one can be cancelled with a reason) and
 * their per-member and per-day totals. promotion_settings is not offered: no server code computes rebates from settings
 * (the records come from the rebate calculation at the VIP level's rate), so a settings screen
 * would change nothing.
 */
const leaf = (name: string, resource: string) => ({ name, title: `money.menu.${name}`, screen: { resource } });

export const rebateSlice: MoneySlice = {
  menu: [
    {
      name: 'money_management',
      title: 'money.menu.money_management',
      children: [
        {
          name: 'fan_yong',
          title: 'money.menu.fan_yong',
          children: [
            leaf('rebate_record', 'rebateRecord'), leaf('member_promotion_details', 'rebateMember'), leaf('promotion_statistics', 'rebateStatistics'),
          ],
        },
      ],
    },
  ],
  resources: [
    { name: 'rebateRecord', list: lazy(() => import('./RebateRecordList')), endpoints: { getList: 'chance-rebate-record/list' }, actions: rebateRecordActions },
    { name: 'rebateRecordGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-record/games' } },
    { name: 'rebateMember', list: lazy(() => import('./MemberRebateList')), endpoints: { getList: 'chance-rebate-member/list' } },
    { name: 'rebateMemberGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-member/games' } },
    { name: 'rebateStatistics', list: lazy(() => import('./RebateStatisticsList')), endpoints: { getList: 'chance-rebate-statistics/list' }, actions: rebateStatisticsActions },
    { name: 'rebateStatisticsGame', recordRepresentation: 'name', endpoints: { getList: 'chance-rebate-statistics/games' } },
  ],
  messages: rebateMessages,
};
