/** The report screens' endpoints (report_management): analysts' reports and the agents' member and team reports. */
export { reportRoutes } from './reportRoutes';
