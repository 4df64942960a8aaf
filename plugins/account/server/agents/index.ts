import type { Route } from '../../../../server/http/route';
import { applicationRoutes } from './applicationRoutes';
import { lineRoutes } from './lineRoutes';
import { agentCrudRoutes } from './crudRoutes';
import { quotaRoutes } from './quotaRoutes';
import { selectListRoutes } from './selectListRoutes';

/** Every agent endpoint: picker, applications, offline and online agents, quota, downlines. */
export const agentRoutes: Route[] = [
  ...selectListRoutes,
  ...applicationRoutes,
  ...agentCrudRoutes('offline'),
  ...agentCrudRoutes('online'),
  ...quotaRoutes,
  ...lineRoutes,
];
