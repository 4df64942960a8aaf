import type { Messages } from '../../src';

/**
 * The account plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    agentChoice: { name: '代理' },
    stationChoice: { name: '站点' },
    memberHistory: { name: '会员记录' },
    memberBets: { name: '投注记录' },
    onlineAgent: { name: '代理' },
    agentQuotaRecord: { name: '额度记录' },
    staffFranchisee: { name: '加盟商' },
    staffStation: { name: '站点' },
    stationQuotaRecord: { name: '站点额度记录' },
    pushOutbox: { name: '推送记录' },
  },
  account: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: { preset: { memberId: '会员ID', parentAgentName: '上级代理', agentId: '代理ID', status: '状态', type: '类型' } },
    menu: {
      Account_management: '账户管理',
      vip: '会员管理',
      formal: '正式会员',
      trialMember: '试玩会员',
      beltPlay: '带玩账号',
      memberintegral: '会员积分',
      vipInfo: 'VIP信息',
      trade: '会员账变',
      vip_level_management: 'VIP等级',
      reg_preferential_management: '注册优惠',
      shareholder: '股东管理',
      agent_application: '代理申请',
      offline_agent: '代理管理',
      promotionCode: '推广码',
      offline_formal: '下线会员',
      offline_formal_agent: '下线代理',
      offline_formal_trade: '下线交易',
      userManagement: '用户管理',
      roleManagement: '角色管理',
      franchiseeManagement: '加盟商管理',
      stationRecord: '站点额度记录',
      pushAll: '全员推送',
      commission_template: '代理返佣模板',
      commission_period: '佣金结算',
      my_commission: '我的佣金',
    },
  },
};
export default messages;
