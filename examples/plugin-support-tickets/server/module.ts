import { defineServerModule } from '../../../server/plugin/serverModule';
import { auditLabels } from '../shared/auditLabels';
import { SUPPORT_TICKETS_MENU_TREE } from '../shared/menu';
import { supportTicketsCounters } from './counters';
import { supportTicketsMessages } from './messages';
import { migrations } from './migrations';
import { supportTicketsRoutes } from './routes';
import { seedSupportTickets } from './seed';
import './tables';

/** The support_tickets plugin's server half. */
export default defineServerModule({
  name: 'support_tickets',
  routes: supportTicketsRoutes,
  messages: { supportTickets: supportTicketsMessages },
  menu: SUPPORT_TICKETS_MENU_TREE,
  migrations,
  seed: seedSupportTickets,
  counters: supportTicketsCounters,
  auditLabels,
});
