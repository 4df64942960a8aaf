import type { Route } from '../../../server/http/route';
import { levelRoutes } from './levelRoutes';
import { pointsRoutes } from './pointsRoutes';
import { rewardRoutes } from './rewardRoutes';
import { rewardTaskRoutes } from './tasks/taskRoutes';

export { vipMessages } from './messages';
export { vipLevelEvaluationJob, vipWeeklyRewardJob } from './jobs';

/** VIP management (vipLevel, integral_management, integral_detail, rewardTask, rewardTaskEdit) and the money section's reward_management screens. */
export const vipRoutes: Route[] = [...levelRoutes, ...pointsRoutes, ...rewardRoutes, ...rewardTaskRoutes];
