/** The home page endpoints: top-bar audit counters, KPI cards and the 30-day series. */
export { dashboardRoutes } from './homeRoutes';
