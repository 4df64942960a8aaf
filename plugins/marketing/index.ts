import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import { definePlugin } from '../../src';
import { businessLotteryActions, memberLotteryActions } from './luckyCalls';
import { issueLogActions, ticketActions } from './marketingCalls';
import { marketingMessages } from './messages';

/** /marketing_management: tickets, lucky-draw campaigns (platform and business) and the award log (only finished screens are listed). */
export default definePlugin({
  name: 'marketing',
  menu: [
    {
      name: 'marketing_management',
      title: 'marketing.menu.marketing_management',
      icon: CampaignIcon,
      roles: ['admin', 'franchisee'],
      children: [
        { name: 'ticket_management', title: 'marketing.menu.ticket_management', screen: { resource: 'ticket' } },
        { name: 'Addticket_management', title: 'marketing.menu.Addticket_management', hidden: true, screen: { component: lazy(() => import('./tickets/AddTicketScreen')) } },
        // Platform-wide campaigns are admin-only on the server too (server/marketing/lucky/campaignRoutes.ts).
        { name: 'Member_lottery_management', title: 'marketing.menu.Member_lottery_management', roles: ['admin'], screen: { resource: 'memberLottery' } },
        { name: 'award_volume_issue_log', title: 'marketing.menu.award_volume_issue_log', screen: { resource: 'ticketIssueLog' } },
        { name: 'business_lottery_management', title: 'marketing.menu.business_lottery_management', screen: { resource: 'businessLottery' } },
      ],
    },
  ],
  resources: [
    { name: 'ticket', list: lazy(() => import('./tickets/TicketList')), endpoints: { getList: 'chance-ticket/list' }, actions: ticketActions },
    { name: 'ticketIssueLog', list: lazy(() => import('./log/IssueLogList')), endpoints: { getList: 'chance-ticket/issue/log' }, actions: issueLogActions },
    { name: 'luckyDrawLog', endpoints: { getList: 'chance-lucky-draw/log' } },
    { name: 'memberLottery', list: lazy(() => import('./lucky/MemberLotteryList')), endpoints: { getList: 'chance-member-lottery/list' }, actions: memberLotteryActions },
    { name: 'businessLottery', list: lazy(() => import('./lucky/BusinessLotteryList')), endpoints: { getList: 'chance-business-lottery/list' }, actions: businessLotteryActions },
  ],
  messages: {
    zh: {
      resources: {
        ticket: { name: '券' }, ticketIssueLog: { name: '券发放记录' }, luckyDrawLog: { name: '抽奖记录' }, memberLottery: { name: '会员抽奖活动' }, businessLottery: { name: '商户抽奖活动' },
      },
      marketing: marketingMessages.zh,
    },
    en: {
      resources: {
        ticket: { name: 'Tickets' }, ticketIssueLog: { name: 'Ticket issue log' }, luckyDrawLog: { name: 'Lucky-draw log' }, memberLottery: { name: 'Member lucky draws' },
        businessLottery: { name: 'Business lucky draws' },
      },
      marketing: marketingMessages.en,
    },
  },
});
