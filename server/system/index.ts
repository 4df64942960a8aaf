import type { Route } from '../http/route';
import { logRoutes } from './logRoutes';

/** /system_management: the logs (read-only). */
export const systemRoutes: Route[] = [...logRoutes];
