import { accountRoutes } from '../plugins/account/server';
import { commissionRoutes } from '../plugins/account/server/commission';
import { dashboardRoutes } from '../plugins/dashboard/server';
import type { Route } from './http/route';
import { informationRoutes } from '../plugins/information/server';
import { lotteryRoutes } from '../plugins/lottery/server';
import { marketingRoutes } from '../plugins/marketing/server';
import { moneyRoutes } from '../plugins/money/server';
import { reportRoutes } from '../plugins/report/server';
import { searchRoutes } from './search';
import { sessionRoutes } from './session';
import { systemRoutes } from '../plugins/system/server';
import { uploadRoutes } from './uploads';
import { vipRoutes } from '../plugins/vip/server';

/** Every endpoint of the API: each module's index exports its list; a new domain module adds one line here. */
export const allRoutes: Route[] = [
  ...sessionRoutes, ...accountRoutes, ...dashboardRoutes, ...lotteryRoutes, ...moneyRoutes, ...systemRoutes, ...reportRoutes,
  ...vipRoutes, ...marketingRoutes, ...commissionRoutes, ...informationRoutes,
  ...uploadRoutes, ...searchRoutes,
];
