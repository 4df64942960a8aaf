import type { Route } from '../http/route';
import { ticketRoutes } from './ticketRoutes';

export { marketingMessages } from './messages';

/** Marketing: tickets and their issue log. */
export const marketingRoutes: Route[] = [...ticketRoutes];
