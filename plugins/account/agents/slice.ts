import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { ResourceDef } from '../../../src';
import type { AccountSlice } from '../slice';
import { agentApplicationActions, offlineAgentActions, offlineAgentCrud, onlineAgentCrud } from './agentCalls';
import { agentPanels } from './panels';
import { ACCOUNT_COUNTS } from '../shared/badges';
import { AGENT_APPLICATION_MENU } from '../shared/menu';
import { menuUrl } from '../../../shared/menuUrl';
import { lazyScreen } from '../../../src';

const agentList = lazyScreen(() => import('./AgentList'));

const resources: ResourceDef[] = [
  {
    name: 'agentApplication',
    list: lazyScreen(() => import('./ApplicationList')),
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_agent_apply_record/list' },
    actions: agentApplicationActions,
  },
  {
    name: 'offlineAgent',
    list: agentList,
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_offline_agent/list', getOne: 'chance_offline_agent/getByOnlineAgentId' },
    actions: { ...offlineAgentCrud, ...offlineAgentActions },
  },
  {
    name: 'onlineAgent',
    list: agentList,
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_online_agent/list', getOne: 'chance_online_agent/getByOnlineAgentId' },
    actions: onlineAgentCrud,
  },
  {
    name: 'promotionAgent',
    list: lazyScreen(() => import('./PromotionCodes')),
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_offline_agent/agentList' },
  },
  {
    name: 'downlineMember',
    list: lazyScreen(() => import('./DownlineMembersScreen')),
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_offline_agent/memberList' },
  },
  {
    name: 'downlineAgent',
    list: lazyScreen(() => import('./DownlineAgentsScreen')),
    recordRepresentation: 'username',
    endpoints: { getList: 'chance_offline_agent/agentList' },
  },
  // An offline agent's quota records, shown in a dialog of the agent list.
  { name: 'agentQuotaRecord', endpoints: { getList: 'chance_offline_agent/tranferRecord' } },
  {
    name: 'downlineTrade',
    list: lazyScreen(() => import('./DownlineTradesScreen')),
    endpoints: { getList: 'chance_offline_agent/tradeList' },
  },
];

/** The agents part of /Account_management: shareholder screens and the downline (下线) lists. */
export const agentsSlice: AccountSlice = {
  menu: {
    shareholder: {
      children: {
        promotionCode: { screen: { resource: 'promotionAgent' } },
        offline_agent: { screen: { resource: 'offlineAgent' } },
        agent_application: { screen: { resource: 'agentApplication' } },
      },
    },
    offline_formal: { screen: { resource: 'downlineMember' } },
    offline_formal_agent: { screen: { resource: 'downlineAgent' } },
    offline_formal_trade: { screen: { resource: 'downlineTrade' } },
  },
  resources,
  popupPanels: agentPanels,
  badges: [
    {
      key: ACCOUNT_COUNTS.agentApplication,
      count: ACCOUNT_COUNTS.agentApplication,
      icon: HowToRegIcon,
      title: 'account.menu.agent_application',
      to: menuUrl(AGENT_APPLICATION_MENU),
      roles: ['admin', 'franchisee'],
      chime: true,
    },
  ],
};
