import type { Route } from '../http/route';
import { activityRoutes, articleRoutes } from './articleRoutes';
import { noticeRoutes } from './noticeRoutes';

export { informationMessages } from './messages';

/** Information: notices (announcements, pop-ups, marquees and member mail), articles and activities. */
export const informationRoutes: Route[] = [...noticeRoutes, ...articleRoutes, ...activityRoutes];
