import type { Route } from '../http/route';
import { periodRoutes } from './periodRoutes';
import { templateRoutes } from './templateRoutes';

export { commissionByAgent } from './forReports';

/** Every commission endpoint: rebate templates, assignments, periods and their lines. */
export const commissionRoutes: Route[] = [...templateRoutes, ...periodRoutes];
