import { serverModules } from '../../plugins/server';
import { orderJobs } from '../plugin/serverModule';
import type { PeriodicJob } from './periodicJob';

export { jobRuns, previousBombayDay, runDueJobs, runJobOnce, startJobScheduler, type JobOutcome, type PeriodicJob } from './periodicJob';

/** Every scheduled job of the server: the installed plugins' jobs, each after the jobs it names (plugin/serverModule.ts). */
export const allJobs: PeriodicJob[] = orderJobs(serverModules);
