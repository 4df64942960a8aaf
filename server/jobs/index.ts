import { reportCloseDayJob } from '../../plugins/report/server/closeDayJob';
import { commissionComputeJob } from '../../plugins/account/server/commission/job';
import { rebateDailyJob } from '../../plugins/money/server/rebateJob';
import { vipLevelEvaluationJob, vipWeeklyRewardJob } from '../../plugins/vip/server/jobs';
import { yuebaoDailyJob, yuebaoTransferJob } from '../../plugins/money/server/yuebaoJobs';
import type { PeriodicJob } from './periodicJob';

export { jobRuns, previousBombayDay, runDueJobs, runJobOnce, startJobScheduler, type JobOutcome, type PeriodicJob } from './periodicJob';

/** Every scheduled job of the server: a module with a periodic job adds one line here. */
export const allJobs: PeriodicJob[] = [
  vipLevelEvaluationJob, vipWeeklyRewardJob,
  // Before the day's report close and the commission, which both count the day's rebate records.
  rebateDailyJob,
  reportCloseDayJob,
  commissionComputeJob,
  // Interest first, so a tier whose transfer time has passed moves the new interest in the same tick.
  yuebaoDailyJob, yuebaoTransferJob,
];
