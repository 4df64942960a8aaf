import type { Route } from '../http/route';
import { logRoutes } from './logRoutes';
import { menuRoutes } from './menuRoutes';

/** /system_management: the logs (read-only) and the menu screen. */
export const systemRoutes: Route[] = [...logRoutes, ...menuRoutes];
