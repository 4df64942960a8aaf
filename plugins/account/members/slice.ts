import type { AccountSlice } from '../slice';
import { beltPlayActions, formalMemberActions, memberVipActions, trialMemberActions } from './memberCalls';
import { memberPanels } from './panels';
import { lazyScreen } from '../../../src';

const VipLevelOverview = lazyScreen(() => import('./views/VipLevelOverview'));

/** The members part of /Account_management: only screens that are built are listed here. */
export const membersSlice: AccountSlice = {
  menu: {
    vip: {
      children: {
        formal: { screen: { resource: 'member' } },
        trialMember: { screen: { resource: 'trialMember' } },
        beltPlay: { roles: ['admin', 'franchisee'], screen: { resource: 'beltPlayMember' } },
        memberintegral: { roles: ['admin', 'franchisee'], screen: { resource: 'memberPoints' } },
        vip_level_management: { roles: ['admin', 'franchisee'], screen: { component: VipLevelOverview } },
        reg_preferential_management: { roles: ['admin', 'franchisee'], screen: { resource: 'memberRegDiscount' } },
        vipInfo: { roles: ['admin', 'franchisee'], screen: { resource: 'memberVip' } },
        trade: { roles: ['admin', 'franchisee'], screen: { resource: 'memberTrade' } },
      },
    },
  },
  resources: [
    {
      name: 'member',
      list: lazyScreen(() => import('./MemberList')),
      show: lazyScreen(() => import('./MemberShow')),
      recordRepresentation: 'username',
      endpoints: { getList: 'chance-member/list', getOne: 'chance-member/detail', export: 'chance-member/export' },
      actions: formalMemberActions,
    },
    // The member detail's paged histories (ServerTable): one tab per history, and the bets.
    { name: 'memberHistory', endpoints: { getList: 'chance-member/membershipTabDetail' } },
    { name: 'memberBets', endpoints: { getList: 'chance-member/betRecords' } },
    {
      name: 'trialMember',
      list: lazyScreen(() => import('./TrialMemberList')),
      endpoints: { getList: 'chance-member/test/member/list' },
      actions: trialMemberActions,
    },
    {
      name: 'beltPlayMember',
      list: lazyScreen(() => import('./BeltPlayList')),
      recordRepresentation: 'username',
      endpoints: { getList: 'chance-member/daiWanlist' },
      actions: beltPlayActions,
    },
    { name: 'memberPoints', list: lazyScreen(() => import('./views/PointsList')), endpoints: { getList: 'chance-member/integral/list' } },
    {
      name: 'memberVip',
      list: lazyScreen(() => import('./views/VipInfoList')),
      endpoints: { getList: 'chance-member/vipInfo/list' },
      actions: memberVipActions,
    },
    { name: 'memberTrade', list: lazyScreen(() => import('./views/TradeList')), endpoints: { getList: 'chance-member/trade/list' } },
    {
      name: 'memberRegDiscount',
      list: lazyScreen(() => import('./views/RegDiscountList')),
      endpoints: { getList: 'chance-member/registDiscount/list' },
    },
  ],
  popupPanels: memberPanels,
};
