import type { Messages } from '../../src';

/**
 * The account plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    agentChoice: { name: 'agents' },
    stationChoice: { name: 'stations' },
    memberHistory: { name: 'member records' },
    memberBets: { name: 'bets' },
    onlineAgent: { name: 'agents' },
    agentQuotaRecord: { name: 'quota records' },
    staffFranchisee: { name: 'franchisees' },
    staffStation: { name: 'stations' },
    stationQuotaRecord: { name: 'station quota records' },
    pushOutbox: { name: 'pushes' },
  },
  account: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: { preset: { memberId: 'Member ID', parentAgentName: 'Parent agent', agentId: 'Agent ID', status: 'Status', type: 'Type' } },
    menu: {
      Account_management: 'Accounts',
      vip: 'Members',
      formal: 'Formal members',
      trialMember: 'Trial members',
      beltPlay: 'Play-along accounts',
      memberintegral: 'Member points',
      vipInfo: 'VIP info',
      trade: 'Member trades',
      vip_level_management: 'VIP levels',
      reg_preferential_management: 'Registration discounts',
      shareholder: 'Shareholders',
      agent_application: 'Agent applications',
      offline_agent: 'Agents',
      promotionCode: 'Promotion codes',
      offline_formal: 'Downline members',
      offline_formal_agent: 'Downline agents',
      offline_formal_trade: 'Downline trades',
      userManagement: 'Staff',
      roleManagement: 'Roles',
      franchiseeManagement: 'Franchisees',
      stationRecord: 'Station quota',
      pushAll: 'Push to all',
      commission_template: 'Agent rebate templates',
      commission_period: 'Commission settlement',
      my_commission: 'My commission',
    },
  },
};
export default messages;
