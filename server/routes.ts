import { accountRoutes } from './account';
import { commissionRoutes } from './commission';
import { dashboardRoutes } from './dashboard';
import type { Route } from './http/route';
import { informationRoutes } from './information';
import { lotteryRoutes } from './lottery';
import { marketingRoutes } from './marketing';
import { moneyRoutes } from './money';
import { reportRoutes } from './report';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { systemRoutes } from './system';
import { uploadRoutes } from './uploads';
import { vipRoutes } from './vip';

/** Every endpoint of the API: each module's index exports its list; a new domain module adds one line here. */
export const allRoutes: Route[] = [
  ...sessionRoutes, ...accountRoutes, ...dashboardRoutes, ...lotteryRoutes, ...moneyRoutes, ...systemRoutes, ...reportRoutes,
  ...vipRoutes, ...marketingRoutes, ...commissionRoutes, ...informationRoutes,
  ...uploadRoutes, ...searchRoutes,
];
