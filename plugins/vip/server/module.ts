import { defineServerModule } from '../../../server/plugin/serverModule';
import { vipRoutes } from './index';
import { vipLevelEvaluationJob, vipWeeklyRewardJob } from './jobs';
import { vipCounters } from './counters';
import { vipMessages } from './messages';
import { vipMigrations } from './migrations';

/** VIP: levels and their evaluation, weekly rewards, points and reward tasks. */
export default defineServerModule({
  name: 'vip',
  routes: vipRoutes,
  migrations: vipMigrations,
  messages: { vip: vipMessages },
  jobs: [{ job: vipLevelEvaluationJob }, { job: vipWeeklyRewardJob, after: [vipLevelEvaluationJob.name] }],
  counters: vipCounters,
});
