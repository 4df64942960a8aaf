import type { Route } from '../../../server/http/route';
import { openApiRoutes } from './apiReference/openApiRoutes';
import { agreementRoutes } from './agreement/agreementRoutes';
import { domainRoutes } from './domain/domainRoutes';
import { logRoutes } from './logRoutes';
import { menuRoutes } from './menuRoutes';
import { riskListRoutes } from './risk/riskListRoutes';
import { riskSetRoutes } from './risk/riskSetRoutes';
import { timingRoutes } from './timing/timingRoutes';

/** /system_management: the logs (read-only), the menu screen, the risk list and rules, the domains, the registration agreement, the interface timings, the API reference. */
export const systemRoutes: Route[] = [
  ...logRoutes,
  ...menuRoutes,
  ...riskListRoutes,
  ...riskSetRoutes,
  ...domainRoutes,
  ...agreementRoutes,
  ...timingRoutes,
  ...openApiRoutes,
];
