import { defineServerModule } from '../../../server/plugin/serverModule';
import { dashboardRoutes } from './index';
import { DASHBOARD_MENU, DASHBOARD_MENU_TREE } from '../shared/menuTree';

/** Home: the top-bar audit counters, KPI cards and the 30-day series. */
export default defineServerModule({
  name: 'dashboard',
  routes: dashboardRoutes,
  seededMenu: DASHBOARD_MENU_TREE,
  // Every seeded role opens on the home page.
  seedRoles: {
    franchisee: { grant: [DASHBOARD_MENU.dashboard.path] },
    agent: { grant: [DASHBOARD_MENU.dashboard.path] },
    'finance-reviewer': { grant: [DASHBOARD_MENU.dashboard.path] },
  },
});
