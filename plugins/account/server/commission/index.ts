import type { Route } from '../../../../server/http/route';
import { adjustmentRoutes } from './adjustmentRoutes';
import { periodRoutes } from './periodRoutes';
import { templateRoutes } from './templateRoutes';

export { commissionByAgent } from './forReports';

/** Every commission endpoint: rebate templates, assignments, periods, their lines and corrections. */
export const commissionRoutes: Route[] = [...templateRoutes, ...periodRoutes, ...adjustmentRoutes];
