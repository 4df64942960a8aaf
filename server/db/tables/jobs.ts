import type { Generated } from 'kysely';

/** Row type of migration 012_jobs: one row per scheduled job and period that has run. Times epoch ms UTC. */
export interface JobRunTable {
  id: Generated<number>;
  /** The job's name, e.g. 'money.rebate.daily'. */
  job_name: string;
  /** The period it ran for, in the job's own notation (a Bombay date, an ISO week …). */
  period_key: string;
  /** Rows the run touched, as the job reported. */
  rows: number;
  started_at: number;
  finished_at: number;
}

export interface JobTables {
  job_run: JobRunTable;
  scheduler_lease: SchedulerLeaseTable;
}

/** Row type of migration 045_scheduler_lease: who runs the scheduler on SQLite (cluster/leadership.ts). */
export interface SchedulerLeaseTable {
  name: string;
  /** host:pid:random of the process holding it. */
  holder: string;
  /** Epoch ms after which another process may take it. */
  expires_at: number;
}
