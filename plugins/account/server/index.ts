import type { Route } from '../../../server/http/route';
import { agentRoutes } from './agents';
import { memberRoutes } from './members';
import { profileRoutes } from './profileRoutes';
import { staffRoutes } from './staff';

/** The account area: the caller's own profile, staff and stations, agents, members. */
export const accountRoutes: Route[] = [...profileRoutes, ...staffRoutes, ...agentRoutes, ...memberRoutes];
