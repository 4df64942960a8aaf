import type { Route } from '../http/route';
import { bannerRoutes } from './bannerRoutes';
import { noticeRoutes } from './noticeRoutes';

export { informationMessages } from './messages';

/** Information: notices (announcements, pop-ups, marquees and member mail), banners and start-up ads. */
export const informationRoutes: Route[] = [...noticeRoutes, ...bannerRoutes];
