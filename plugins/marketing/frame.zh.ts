import type { Messages } from '../../src';

/**
 * The marketing plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    ticket: { name: '券' },
    ticketIssueLog: { name: '券发放记录' },
    luckyDrawLog: { name: '抽奖记录' },
    memberLottery: { name: '会员抽奖活动' },
    businessLottery: { name: '商户抽奖活动' },
  },
  marketing: {
    menu: {
      marketing_management: '营销管理',
      ticket_management: '券管理',
      Addticket_management: '新增券',
      award_volume_issue_log: '券发放记录',
      Member_lottery_management: '会员抽奖管理',
      business_lottery_management: '商户抽奖管理',
    },
  },
};
export default messages;
