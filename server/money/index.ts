import type { Route } from '../http/route';
import { cashRecordRoutes } from './cashRecordRoutes';
import { channelRoutes } from './channelRoutes';
import { manualRoutes } from './manualRoutes';
import { orderRoutes } from './orderRoutes';
import { settingsRoutes } from './settingsRoutes';

/** Every money endpoint (orders, manual adjustments, payment channels). */
export const moneyRoutes: Route[] = [...orderRoutes, ...manualRoutes, ...channelRoutes, ...settingsRoutes, ...cashRecordRoutes];
