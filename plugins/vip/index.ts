import StarsIcon from '@mui/icons-material/Stars';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { MONEY_MENU_NODES } from '../money/shared/menuTree';
import { VIP_MENU_NODES } from './shared/menuTree';
import { taskActions } from './tasks/taskCalls';
import { pointsActions, pointsRequestActions, vipLevelActions, weeklyRewardActions } from './vipCalls';
import { VIP_COUNTS } from './shared/badges';
import { INTEGRAL_MANAGEMENT_MENU } from './shared/menu';
import { menuUrl } from '../../shared/menuUrl';

const VipLevelScreen = lazyScreen(() => import('./levels/VipLevelScreen'));
const IntegralManagementScreen = lazyScreen(() => import('./points/IntegralManagementScreen'));

/**
 * /vip_management (VIP levels and their daily evaluation; members' points and their ledger; reward tasks and their claims) and the money section's
 * reward_management leaves (weekly rewards, level fallback), which are the VIP jobs' records.
 * money_management is merged with the money plugin's node of the same name.
 */
export default definePlugin({
  name: 'vip',
  menu: [
    ...menuFromTree('vip', VIP_MENU_NODES, {
      vip_management: {
        icon: WorkspacePremiumIcon,
        roles: ['admin', 'franchisee'],
        children: {
          vip: {
            children: {
              vipLevel: { screen: { component: VipLevelScreen } },
              integral_management: { screen: { component: IntegralManagementScreen } },
              integral_detail: { screen: { resource: 'vipPointsLedger' } },
            },
          },
          rewardTask: { screen: { resource: 'rewardTask' } },
          rewardTaskEdit: { hidden: true, screen: { component: lazyScreen(() => import('./tasks/TaskEditScreen')) } },
        },
      },
    }),
    // The weekly rewards and level changes are the VIP jobs' records, in the money tree's
    // reward_management section (the money plugin draws the rest of money_management).
    ...menuFromTree('vip', MONEY_MENU_NODES, {
      money_management: {
        roles: ['admin', 'franchisee'],
        partial: true,
        children: {
          reward_management: {
            children: {
              weekly_reward: { screen: { resource: 'vipWeeklyReward' } },
              LevelFallback: { screen: { resource: 'vipLevelChange' } },
            },
          },
        },
      },
    }),
  ],
  resources: [
    { name: 'vipLevel', endpoints: { getList: 'chance-vip-level/list' }, actions: vipLevelActions },
    {
      name: 'vipLevelChange',
      list: lazyScreen(() => import('./rewards/LevelChangeList')),
      endpoints: { getList: 'chance-vip-level/change/list' },
    },
    { name: 'vipPoints', endpoints: { getList: 'chance-vip-points/list' }, actions: pointsActions },
    { name: 'vipPointsRequest', endpoints: { getList: 'chance-vip-points/request/list' }, actions: pointsRequestActions },
    {
      name: 'vipPointsLedger',
      list: lazyScreen(() => import('./points/PointsLedgerList')),
      endpoints: { getList: 'chance-vip-points/ledger' },
    },
    {
      name: 'rewardTask',
      list: lazyScreen(() => import('./tasks/TaskList')),
      endpoints: { getList: 'chance-reward-task/list' },
      actions: taskActions,
    },
    { name: 'rewardTaskClaim', endpoints: { getList: 'chance-reward-task/claims' } },
    {
      name: 'vipWeeklyReward',
      list: lazyScreen(() => import('./rewards/WeeklyRewardList')),
      endpoints: { getList: 'chance-vip-weekly/list' },
      actions: weeklyRewardActions,
    },
  ],
  // The checker's queue: adjustments wait on the points screen, where another admin decides them.
  badges: [
    {
      key: VIP_COUNTS.pointsAdjustment,
      count: VIP_COUNTS.pointsAdjustment,
      icon: StarsIcon,
      title: 'vip.menu.integral_management',
      to: menuUrl(INTEGRAL_MANAGEMENT_MENU),
      roles: ['admin', 'franchisee'],
      topBar: false,
    },
  ],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.vipAuditLabels),
});
