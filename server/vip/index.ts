import type { Route } from '../http/route';
import { levelRoutes } from './levelRoutes';
import { rewardRoutes } from './rewardRoutes';

export { vipMessages } from './messages';
export { vipLevelEvaluationJob, vipWeeklyRewardJob } from './jobs';

/** VIP management (vipLevel) and the money section's reward_management screens. */
export const vipRoutes: Route[] = [...levelRoutes, ...rewardRoutes];
