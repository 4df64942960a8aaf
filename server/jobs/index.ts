import { reportCloseDayJob } from '../report/closeDayJob';
import { commissionComputeJob } from '../commission/job';
import { vipLevelEvaluationJob, vipWeeklyRewardJob } from '../vip/jobs';
import type { PeriodicJob } from './periodicJob';

export { jobRuns, previousBombayDay, runDueJobs, runJobOnce, startJobScheduler, type JobOutcome, type PeriodicJob } from './periodicJob';

/** Every scheduled job of the server: a module with a periodic job adds one line here. */
export const allJobs: PeriodicJob[] = [
  vipLevelEvaluationJob, vipWeeklyRewardJob,
  reportCloseDayJob,
  commissionComputeJob,
];
