import type { Messages } from '../../src';

/**
 * The vip plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    vipPoints: { name: 'Member points' },
    vipPointsRequest: { name: 'Points adjustment requests' },
    rewardTask: { name: 'Tasks' },
    rewardTaskClaim: { name: 'Task claims' },
  },
  vip: {
    menu: {
      vip_management: 'VIP',
      vip: 'VIP',
      vipLevel: 'VIP levels',
      integral_management: 'Points',
      integral_detail: 'Points ledger',
      rewardTask: 'Reward tasks',
      rewardTaskEdit: 'Edit task',
      money_management: 'Funds',
      reward_management: 'Rewards',
      weekly_reward: 'Weekly rewards',
      LevelFallback: 'Level fallback',
    },
  },
};
export default messages;
