import { defineServerModule } from '../../../server/plugin/serverModule';
import { dashboardRoutes } from './index';

/** Home: the top-bar audit counters, KPI cards and the 30-day series. */
export default defineServerModule({ name: 'dashboard', routes: dashboardRoutes });
