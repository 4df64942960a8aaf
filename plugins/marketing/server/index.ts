import type { Route } from '../../../server/http/route';
import { campaignRoutes } from './lucky/campaignRoutes';
import { prizeLogRoutes } from './lucky/prizeLogRoutes';
import { luckyVerifyRoutes } from './lucky/verifyRoutes';
import { ticketRoutes } from './ticketRoutes';

export { marketingMessages } from './messages';

/** Marketing: tickets and their issue log, lucky-draw campaigns (member and business) and their public verification. */
export const marketingRoutes: Route[] = [...ticketRoutes, ...campaignRoutes, ...prizeLogRoutes, ...luckyVerifyRoutes];
