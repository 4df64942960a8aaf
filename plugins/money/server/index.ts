import type { Route } from '../../../server/http/route';
import { channelRecordRoutes } from './channelRecordRoutes';
import { cashRecordRoutes } from './cashRecordRoutes';
import { lotteryTransactionRoutes } from './lotteryTransactionRoutes';
import { reviewTrailRoutes } from './reviewTrailRoutes';
import { channelRoutes } from './channelRoutes';
import { cryptoPayoutRoutes } from './cryptoPayoutRoutes';
import { discountRoutes } from './discountRoutes';
import { manualBatchRoutes } from './manualBatchRoutes';
import { manualRoutes } from './manualRoutes';
import { orderRoutes } from './orderRoutes';
import { rebateRoutes } from './rebateRoutes';
import { rebateTemplateRoutes } from './rebateTemplateRoutes';
import { settingsRoutes } from './settingsRoutes';
import { yuebaoRoutes } from './yuebaoRoutes';
import { withdrawalExportRoutes } from './withdrawalExportRoutes';

/** Every money endpoint (orders, manual adjustments, payment channels). */
export const moneyRoutes: Route[] = [
  ...orderRoutes,
  ...withdrawalExportRoutes,
  ...manualRoutes,
  ...manualBatchRoutes,
  ...channelRoutes,
  ...channelRecordRoutes,
  ...discountRoutes,
  ...settingsRoutes,
  ...cashRecordRoutes,
  ...lotteryTransactionRoutes,
  ...reviewTrailRoutes,
  ...rebateRoutes,
  ...rebateTemplateRoutes,
  ...cryptoPayoutRoutes,
  ...yuebaoRoutes,
];
