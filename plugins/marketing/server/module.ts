import { defineServerModule } from '../../../server/plugin/serverModule';
import { marketingAuditLabels } from '../shared/auditLabels';
import { marketingRoutes } from './index';
import { marketingMessages } from './messages';
import { marketingMigrations } from './migrations';
import { MARKETING_MENU, MARKETING_MENU_TREE } from '../shared/menuTree';

/** Marketing: tickets and lucky-draw campaigns. */
export default defineServerModule({
  name: 'marketing',
  routes: marketingRoutes,
  seededMenu: MARKETING_MENU_TREE,
  seedRoles: {
    franchisee: {
      grant: [MARKETING_MENU.marketing_management.path],
      // Platform-wide lucky draws are admin-only on the server (lucky/campaignRoutes.ts).
      omit: [MARKETING_MENU.marketing_management.Member_lottery_management.path],
    },
  },
  migrations: marketingMigrations,
  messages: { marketing: marketingMessages },
  auditLabels: marketingAuditLabels,
});
