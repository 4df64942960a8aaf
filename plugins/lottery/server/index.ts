import type { Route } from '../../../server/http/route';
import { betRoutes } from './betRoutes';
import { blackHouseRoutes } from './blackHouseRoutes';
import { catalogueRoutes } from './catalogueRoutes';
import { gameManagerRoutes } from './gameManagerRoutes';
import { killRateRoutes } from './killRateRoutes';
import { limitRoutes } from './limitRoutes';
import { leverDecisionRoutes } from './leverRequestRoutes';
import { manualLotteryRoutes } from './manualRoutes';
import { periodRoutes } from './periodRoutes';
import { selectionRoutes } from './selectionRoutes';
import { threeBetRoutes } from './threeBetRoutes';
import { verifyRoutes } from './verifyRoutes';

/** Every lottery endpoint: periods, bets and games, the manual lottery, restricted accounts, the public draw verification. */
export const lotteryRoutes: Route[] = [
  ...periodRoutes,
  ...manualLotteryRoutes,
  ...blackHouseRoutes,
  ...betRoutes,
  ...verifyRoutes,
  ...catalogueRoutes,
  ...gameManagerRoutes,
  ...selectionRoutes,
  ...threeBetRoutes,
  ...killRateRoutes,
  ...limitRoutes,
  ...leverDecisionRoutes,
];
