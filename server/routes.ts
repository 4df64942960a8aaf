import { agentRoutes } from './account/agents';
import { staffApprovalRoutes } from './approval/staffApproval';
import { memberRoutes } from './account/members/routes';
import { profileRoutes } from './account/profile';
import { staffRoutes } from './account/staff/routes';
import { dashboardRoutes } from './dashboard/routes';
import type { Route } from './http/route';
import { moneyRoutes } from './money/routes';
import { lotteryRoutes } from './lottery/routes';
import { sessionRoutes } from './session/routes';

/** Every endpoint of the API; a new domain module adds its list here. */
export const allRoutes: Route[] = [...sessionRoutes, ...profileRoutes, ...staffRoutes, ...staffApprovalRoutes, ...agentRoutes, ...memberRoutes, ...dashboardRoutes, ...lotteryRoutes, ...moneyRoutes];
