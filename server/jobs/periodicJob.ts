import type { Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { addBombayDays, bombayDate } from '../domain/time';
import { opsMetrics } from '../ops/metrics';

/**
 * A job that runs once per period (a Bombay day, a week …): rebates, interest, level evaluation.
 * `run` does the whole period's work inside the transaction it is given; `runJobOnce` claims the
 * (name, period) pair in that same transaction, so a repeated tick or a second server process does
 * nothing, and a failed run leaves no claim behind and is retried on the next tick.
 */
export interface PeriodicJob {
  name: string;
  /** The period due at `now` (e.g. yesterday's Bombay date once it has ended); null = nothing due. */
  duePeriod(now: number): string | null;
  /** Does one period's work; returns the rows it touched. */
  run(trx: Transaction<DB>, period: string, now: number): Promise<number>;
  /**
   * A long job cut into steps, each in its own transaction (`runJobOnce` then uses them; `run` stays the whole period in one
   * transaction): on SQLite one
   * long transaction holds the write lock and every writer — bets included — waits for it. Each step
   * must be idempotent on its own; a step is claimed with its work, so after a crash or a failure
   * the next tick does only the steps not done yet, and the period is claimed after the last one.
   */
  steps?(db: Database, period: string, now: number): Promise<JobStep[]>;
  /**
   * Runs on every tick without a claim (job_run keeps no row for it): for work that finds for itself
   * whether anything is due and is idempotent, such as catching up after late changes. It gets the
   * database, not a transaction, and opens the (short) ones it needs.
   */
  everyTick?: (db: Database, now: number) => Promise<number>;
}

export interface JobStep {
  /** Unique within the period, e.g. '2026-11-22/daily_report'. */
  key: string;
  run(trx: Transaction<DB>): Promise<number>;
}

/** job_run's name for the claims of a stepped job's steps (kept apart from the job's own rows). */
export const stepClaimName = (job: string) => `${job}#step`;

export interface JobOutcome {
  /** False when the period had already run (here or in another process). */
  ran: boolean;
  rows: number;
}

export async function runJobOnce(db: Database, job: PeriodicJob, period: string, now: number): Promise<JobOutcome> {
  if (job.everyTick) return { ran: true, rows: await job.everyTick(db, now) };
  if (job.steps) return runStepsOnce(db, job, job.steps, period, now);
  return db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, job.name, period, now);
    if (!claimed) return { ran: false, rows: 0 };
    const rows = await job.run(trx, period, now);
    await trx.updateTable('job_run').set({ rows, finished_at: Date.now() }).where('id', '=', claimed.id).execute();
    return { ran: true, rows };
  });
}

async function claim(trx: Transaction<DB>, name: string, period: string, now: number) {
  return trx
    .insertInto('job_run')
    .values({ job_name: name, period_key: period, rows: 0, started_at: now, finished_at: now })
    .onConflict((oc) => oc.columns(['job_name', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

async function runStepsOnce(
  db: Database,
  job: PeriodicJob,
  steps: NonNullable<PeriodicJob['steps']>,
  period: string,
  now: number,
): Promise<JobOutcome> {
  const done = () =>
    db.selectFrom('job_run').select('id').where('job_name', '=', job.name).where('period_key', '=', period).executeTakeFirst();
  if (await done()) return { ran: false, rows: 0 };
  let rows = 0;
  for (const step of await steps(db, period, now)) {
    rows += await db.transaction().execute(async (trx) => {
      const claimed = await claim(trx, stepClaimName(job.name), `${period}|${step.key}`, now);
      if (!claimed) return 0;
      const touched = await step.run(trx);
      await trx.updateTable('job_run').set({ rows: touched, finished_at: Date.now() }).where('id', '=', claimed.id).execute();
      return touched;
    });
  }
  return db.transaction().execute(async (trx) => {
    const claimed = await claim(trx, job.name, period, now);
    if (!claimed) return { ran: false, rows: 0 };
    await trx.updateTable('job_run').set({ rows, finished_at: Date.now() }).where('id', '=', claimed.id).execute();
    return { ran: true, rows };
  });
}

/** Runs every job's due period that has not run yet; one job's failure does not stop the others. */
export async function runDueJobs(
  db: Database,
  jobs: readonly PeriodicJob[],
  now: number,
  log: (message: string) => void = () => {},
): Promise<Record<string, JobOutcome | { error: string }>> {
  const report: Record<string, JobOutcome | { error: string }> = {};
  for (const job of jobs) {
    const period = job.duePeriod(now);
    if (period === null) continue;
    try {
      const outcome = await runJobOnce(db, job, period, now);
      report[job.name] = outcome;
      opsMetrics.job(job.name, outcome.ran ? 'ran' : 'skipped');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`job ${job.name} for ${period} failed: ${message}`);
      report[job.name] = { error: message };
      opsMetrics.job(job.name, 'failed');
    }
  }
  return report;
}

/** Ticks the jobs on a timer while the server runs; returns a stop function that waits for a tick in flight. */
export function startJobScheduler(
  db: Database,
  jobs: readonly PeriodicJob[],
  { intervalMs = 60_000, log = () => {} }: { intervalMs?: number; log?: (message: string) => void } = {},
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  // Tick n is due at start + n × interval: its lag is how long after that it began (a slow tick delays the next).
  let due = Date.now();
  const timer = setInterval(() => {
    due += intervalMs;
    const tickDue = due;
    running = running.then(async () => {
      const started = Date.now();
      await runDueJobs(db, jobs, started, log);
      opsMetrics.tick('jobs', started - tickDue, Date.now() - started);
    });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/** The usual daily period: the Bombay day that ended most recently (due from 00:00:00 Bombay time). */
export function previousBombayDay(now: number): string {
  return addBombayDays(bombayDate(now), -1);
}

/** The job_run rows of a job, newest period first (for screens that show when a job last ran). */
export async function jobRuns(db: Database, name: string, limit = 30) {
  return db.selectFrom('job_run').selectAll().where('job_name', '=', name).orderBy('period_key', 'desc').limit(limit).execute();
}
