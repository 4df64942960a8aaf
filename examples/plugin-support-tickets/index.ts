import AssignmentIcon from '@mui/icons-material/Assignment';
import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { menuUrl } from '../../shared/menuUrl';
import { supportTicketsActions, RESOURCE } from './calls';
import { OPEN_COUNT } from './shared/items';
import { SUPPORT_TICKETS_MENU, SUPPORT_TICKETS_MENU_NODES } from './shared/menu';

/**
 * support_tickets_management: support tickets items, their badge and a Home card (administrators).
 * The menu draws the tree of shared/menu.ts, which the server module hands its catalogue too.
 */
export default definePlugin({
  name: 'support_tickets',
  menu: menuFromTree('support_tickets', SUPPORT_TICKETS_MENU_NODES, {
    support_tickets_management: {
      icon: AssignmentIcon,
      roles: ['admin'],
      children: { support_tickets_list: { screen: { resource: RESOURCE } } },
    },
  }),
  resources: [
    {
      name: RESOURCE,
      list: lazyScreen(() => import('./ItemList')),
      endpoints: { getList: 'chance-support-tickets/list' },
      actions: supportTicketsActions,
    },
  ],
  badges: [
    {
      key: OPEN_COUNT,
      count: OPEN_COUNT,
      icon: AssignmentIcon,
      title: 'support_tickets.badge',
      to: menuUrl(SUPPORT_TICKETS_MENU.support_tickets_management.support_tickets_list.path),
      roles: ['admin'],
    },
  ],
  dashboardWidgets: [
    { key: 'support_tickets', component: lazyScreen(() => import('./SummaryCard')), roles: ['admin'], width: 4, order: 50 },
  ],
  messages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.auditLabels),
});
