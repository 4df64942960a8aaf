import CampaignIcon from '@mui/icons-material/Campaign';
import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { MARKETING_MENU_NODES } from './shared/menuTree';
import { businessLotteryActions, memberLotteryActions } from './luckyCalls';
import { issueLogActions, ticketActions } from './marketingCalls';

/** /marketing_management: tickets, lucky-draw campaigns (platform and business) and the award log (only finished screens are listed). */
export default definePlugin({
  name: 'marketing',
  menu: menuFromTree('marketing', MARKETING_MENU_NODES, {
    marketing_management: {
      icon: CampaignIcon,
      roles: ['admin', 'franchisee'],
      children: {
        ticket_management: { screen: { resource: 'ticket' } },
        Addticket_management: { hidden: true, screen: { component: lazyScreen(() => import('./tickets/AddTicketScreen')) } },
        // Platform-wide campaigns are admin-only on the server too (plugins/marketing/server/lucky/campaignRoutes.ts).
        Member_lottery_management: { roles: ['admin'], screen: { resource: 'memberLottery' } },
        award_volume_issue_log: { screen: { resource: 'ticketIssueLog' } },
        business_lottery_management: { screen: { resource: 'businessLottery' } },
      },
    },
  }),
  resources: [
    {
      name: 'ticket',
      list: lazyScreen(() => import('./tickets/TicketList')),
      endpoints: { getList: 'chance-ticket/list' },
      actions: ticketActions,
    },
    {
      name: 'ticketIssueLog',
      list: lazyScreen(() => import('./log/IssueLogList')),
      endpoints: { getList: 'chance-ticket/issue/log' },
      actions: issueLogActions,
    },
    { name: 'luckyDrawLog', endpoints: { getList: 'chance-lucky-draw/log' } },
    {
      name: 'memberLottery',
      list: lazyScreen(() => import('./lucky/MemberLotteryList')),
      endpoints: { getList: 'chance-member-lottery/list' },
      actions: memberLotteryActions,
    },
    {
      name: 'businessLottery',
      list: lazyScreen(() => import('./lucky/BusinessLotteryList')),
      endpoints: { getList: 'chance-business-lottery/list' },
      actions: businessLotteryActions,
    },
  ],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.marketingAuditLabels),
});
