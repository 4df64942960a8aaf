import type { Route } from '../../http/route';
import { applicationRoutes } from './applications';
import { lineRoutes } from './lines';
import { agentCrudRoutes } from './manage';
import { quotaRoutes } from './quota';
import { selectListRoutes } from './selectList';

/** Every agent endpoint: picker, applications, offline and online agents, quota, downlines. */
export const agentRoutes: Route[] = [
  ...selectListRoutes,
  ...applicationRoutes,
  ...agentCrudRoutes('/chance_offline_agent', 'offline'),
  ...agentCrudRoutes('/chance_online_agent', 'online'),
  ...quotaRoutes,
  ...lineRoutes,
];
