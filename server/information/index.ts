import type { Route } from '../http/route';
import { activityRoutes, articleRoutes } from './articleRoutes';
import { messageRoutes } from './messageRoutes';
import { noticeRoutes } from './noticeRoutes';

export { informationMessages } from './messages';

/** Information: notices (announcements, pop-ups, marquees and member mail), articles, activities and members' messages. */
export const informationRoutes: Route[] = [...noticeRoutes, ...articleRoutes, ...activityRoutes, ...messageRoutes];
