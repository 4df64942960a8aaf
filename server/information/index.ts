import type { Route } from '../http/route';
import { noticeRoutes } from './noticeRoutes';

export { informationMessages } from './messages';

/** Information: notices (announcements, pop-ups, marquees and member mail). */
export const informationRoutes: Route[] = [...noticeRoutes];
