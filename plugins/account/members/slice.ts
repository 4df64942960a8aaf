import { lazy } from 'react';
import type { AccountSlice } from '../slice';
import { membersMessages } from './messages';

const VipLevelOverview = lazy(() => import('./views/VipLevelOverview'));

/** The members part of /Account_management: only screens that are built are listed here. */
export const membersSlice: AccountSlice = {
  menu: [
    {
      name: 'Account_management',
      title: 'account.menu.Account_management',
      children: [
        {
          name: 'vip',
          title: 'account.menu.vip',
          children: [
            { name: 'formal', title: 'account.menu.formal', screen: { resource: 'member' } },
            { name: 'trialMember', title: 'account.menu.trialMember', screen: { resource: 'trialMember' } },
            { name: 'beltPlay', title: 'account.menu.beltPlay', roles: ['admin', 'franchisee'], screen: { resource: 'beltPlayMember' } },
            { name: 'memberintegral', title: 'account.menu.memberintegral', roles: ['admin', 'franchisee'], screen: { resource: 'memberPoints' } },
            { name: 'vip_level_management', title: 'account.menu.vip_level_management', roles: ['admin', 'franchisee'], screen: { component: VipLevelOverview } },
            { name: 'reg_preferential_management', title: 'account.menu.reg_preferential_management', roles: ['admin', 'franchisee'], screen: { resource: 'memberRegDiscount' } },
            { name: 'vipInfo', title: 'account.menu.vipInfo', roles: ['admin', 'franchisee'], screen: { resource: 'memberVip' } },
            { name: 'trade', title: 'account.menu.trade', roles: ['admin', 'franchisee'], screen: { resource: 'memberTrade' } },
          ],
        },
      ],
    },
  ],
  resources: [
    {
      name: 'member',
      list: lazy(() => import('./MemberList')),
      show: lazy(() => import('./MemberShow')),
      recordRepresentation: 'username',
      endpoints: { getList: 'chance-member/list', getOne: 'chance-member/detail', export: 'chance-member/export' },
      actions: {
        save: { path: 'chance-member/save/member/account' },
        lock: { path: 'chance-member/lock' },
        resetPassword: { path: 'chance-member/resetPassword' },
        resetTradePassword: { path: 'chance-member/resetTransactionPassword' },
        kick: { path: 'chance-member/kick/line/member', method: 'GET' },
        changeAgent: { path: 'chance-member/update/member/agent' },
        auditQuota: { path: 'chance-member/update/member/audit/quota' },
        tag: { path: 'chance-member-label/update/member/memberLabel' },
        labels: { path: 'chance-member-label/query/memberLabelList', method: 'GET' },
        memory: { path: 'chance-member-memory-record/getById', method: 'GET' },
        saveMemory: { path: 'chance-member-memory-record/update/memberMemory' },
        delete: { path: 'chance-member/deleteMember' },
        agents: { path: 'chance_offline_agent/selectList' },
        tab: { path: 'chance-member/membershipTabDetail' },
        bank: { path: 'chance-member/detail/member/bank', method: 'GET' },
        integral: { path: 'chance-member/detail/member/integral', method: 'GET' },
        bets: { path: 'chance-member/betRecords' },
        registDiscount: { path: 'chance-member/registDiscountDetail' },
        updateRegistDiscount: { path: 'chance-member/updateRegistDiscount', moneyMoving: true },
      },
    },
    {
      name: 'trialMember',
      list: lazy(() => import('./TrialMemberList')),
      endpoints: { getList: 'chance-member/test/member/list' },
      actions: { lock: { path: 'chance-test-player/lock' }, delete: { path: 'chance-test-player/delete' } },
    },
    {
      name: 'beltPlayMember',
      list: lazy(() => import('./BeltPlayList')),
      endpoints: { getList: 'chance-member/daiWanlist' },
      actions: {
        create: { path: 'chance-member/save/daiWanMember/account' },
        update: { path: 'chance-member/update/daiWanMember/account' },
        deposit: { path: 'chance-member/daiwan/deposit', method: 'GET', moneyMoving: true },
        reduce: { path: 'chance-member/daiwan/reduce', method: 'GET', moneyMoving: true },
        stations: { path: 'station/api/query/station/list' },
      },
    },
    { name: 'memberPoints', list: lazy(() => import('./views/PointsList')), endpoints: { getList: 'chance-member/integral/list' } },
    {
      name: 'memberVip',
      list: lazy(() => import('./views/VipInfoList')),
      endpoints: { getList: 'chance-member/vipInfo/list' },
      actions: { levels: { path: 'chance-member/vip/level/list' } },
    },
    { name: 'memberTrade', list: lazy(() => import('./views/TradeList')), endpoints: { getList: 'chance-member/trade/list' } },
    { name: 'memberRegDiscount', list: lazy(() => import('./views/RegDiscountList')), endpoints: { getList: 'chance-member/registDiscount/list' } },
  ],
  messages: membersMessages,
};
