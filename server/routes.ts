import { accountRoutes } from './account';
import { commissionRoutes } from './commission';
import { dashboardRoutes } from './dashboard';
import type { Route } from './http/route';
import { lotteryRoutes } from './lottery';
import { moneyRoutes } from './money';
import { sessionRoutes } from './session';

/** Every endpoint of the API: each module's index exports its list; a new domain module adds one line here. */
export const allRoutes: Route[] = [...sessionRoutes, ...accountRoutes, ...dashboardRoutes, ...lotteryRoutes, ...moneyRoutes,
  ...commissionRoutes];
