import type { Route } from '../../../server/http/route';
import { bannerRoutes } from './bannerRoutes';
import { activityRoutes, articleRoutes } from './articleRoutes';
import { mailBroadcastRoutes } from './mailBroadcast';
import { mailRoutes } from './mailRoutes';
import { messageRoutes } from './messageRoutes';
import { noticeRoutes } from './noticeRoutes';

export { informationMessages } from './messages';

/** Information: notices (announcements, pop-ups, marquees and member mail), banners and start-up ads, articles, activities and members' messages. */
export const informationRoutes: Route[] = [
  ...noticeRoutes,
  ...bannerRoutes,
  ...articleRoutes,
  ...activityRoutes,
  ...messageRoutes,
  ...mailRoutes,
  ...mailBroadcastRoutes,
];
