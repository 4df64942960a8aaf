import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import { definePlugin } from '../../src';
import { issueLogActions, ticketActions } from './marketingCalls';
import { marketingMessages } from './messages';

/** /marketing_management: tickets and their issue log (only finished screens are listed). */
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
        { name: 'award_volume_issue_log', title: 'marketing.menu.award_volume_issue_log', screen: { resource: 'ticketIssueLog' } },
      ],
    },
  ],
  resources: [
    { name: 'ticket', list: lazy(() => import('./tickets/TicketList')), endpoints: { getList: 'chance-ticket/list' }, actions: ticketActions },
    { name: 'ticketIssueLog', list: lazy(() => import('./log/IssueLogList')), endpoints: { getList: 'chance-ticket/issue/log' }, actions: issueLogActions },
  ],
  messages: { zh: { marketing: marketingMessages.zh }, en: { marketing: marketingMessages.en } },
});
