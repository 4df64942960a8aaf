import type { Messages } from '../../src';

/**
 * The vip plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    vipPoints: { name: '会员积分' },
    vipPointsRequest: { name: '积分调整申请' },
    rewardTask: { name: '任务' },
    rewardTaskClaim: { name: '任务领取记录' },
  },
  vip: {
    menu: {
      vip_management: 'VIP管理',
      vip: 'VIP',
      vipLevel: 'VIP等级',
      integral_management: '积分管理',
      integral_detail: '积分明细',
      rewardTask: '任务奖励',
      rewardTaskEdit: '编辑任务',
      money_management: '资金管理',
      reward_management: '奖励管理',
      weekly_reward: '周奖励',
      LevelFallback: '等级回落',
    },
  },
};
export default messages;
