import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/*
 * The process's own metrics registry and the hooks the domains call (domains import the core; the
 * core names no domain). Everything here counts events as they happen in this process: request
 * counts and latencies are added per app by ops/install.ts, and figures read from the database at
 * scrape time (pending queues, pool use) by ops/install.ts. Nothing is fed from, or feeds, the
 * interface-timing table: the two are measured apart and never count each other.
 *
 * Names follow Prometheus's conventions: `chance_` prefix, base units (seconds), `_total` counters.
 */

export const processRegistry = new Registry();

/** Draws and settlements take from milliseconds to a minute (a period with thousands of bets). */
const WORK_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const schedulerLeader = new Gauge({
  name: 'chance_scheduler_leader',
  help: 'Whether this process holds the scheduler (1) or follows (0); across a cluster exactly one process reports 1.',
  registers: [processRegistry],
});
schedulerLeader.set(0);

const tickLag = new Gauge({
  name: 'chance_scheduler_tick_lag_seconds',
  help: 'How late the last scheduler tick started after it was due (timer and event-loop delay), by loop.',
  labelNames: ['loop'],
  aggregator: 'max',
  registers: [processRegistry],
});

const tickDuration = new Histogram({
  name: 'chance_scheduler_tick_duration_seconds',
  help: 'How long one scheduler tick took, by loop.',
  labelNames: ['loop'],
  buckets: WORK_BUCKETS,
  registers: [processRegistry],
});

const lastTick = new Gauge({
  name: 'chance_scheduler_last_tick_timestamp_seconds',
  help: 'When the last scheduler tick of this loop finished (Unix time); stale on the leader means the loop is stuck.',
  labelNames: ['loop'],
  aggregator: 'max',
  registers: [processRegistry],
});

const drawDuration = new Histogram({
  name: 'chance_draw_duration_seconds',
  help: 'Draw of one period (result derived and stored), by outcome.',
  labelNames: ['outcome'],
  buckets: WORK_BUCKETS,
  registers: [processRegistry],
});

const settlementDuration = new Histogram({
  name: 'chance_settlement_duration_seconds',
  help: 'Settlement of one drawn period into the ledger (its transaction included), by outcome.',
  labelNames: ['outcome'],
  buckets: WORK_BUCKETS,
  registers: [processRegistry],
});

const jobRuns = new Counter({
  name: 'chance_job_runs_total',
  help: 'Periodic job runs by job and outcome: ran (did the period), skipped (already done here or elsewhere), failed.',
  labelNames: ['job', 'outcome'],
  registers: [processRegistry],
});

const jobFailures = new Counter({
  name: 'chance_job_failures_total',
  help: 'Periodic job runs that failed (rolled back; retried on the next tick), by job.',
  labelNames: ['job'],
  registers: [processRegistry],
});

const loginFailures = new Counter({
  name: 'chance_login_failures_total',
  help: 'Refused sign-ins by reason (wrong_password, unknown_user, disabled, ip_not_allowed, throttled).',
  labelNames: ['reason'],
  registers: [processRegistry],
});

const loginThrottles = new Counter({
  name: 'chance_login_throttled_total',
  help: 'Sign-in attempts refused unseen because their address or account name was throttled.',
  registers: [processRegistry],
});

export type Outcome = 'ok' | 'failed';

/** The hooks domains and the core call; each is cheap and never throws. */
export const opsMetrics = {
  /** cluster/leadership.ts: this process took or lost the scheduler. */
  setLeader(leading: boolean): void {
    schedulerLeader.set(leading ? 1 : 0);
  },
  /** A scheduler loop's tick: how late it started after it was due, and how long it took (ms). */
  tick(loop: string, lagMs: number, durationMs: number): void {
    tickLag.set({ loop }, Math.max(0, lagMs) / 1000);
    tickDuration.observe({ loop }, durationMs / 1000);
    lastTick.set({ loop }, Date.now() / 1000);
  },
  draw(durationMs: number, outcome: Outcome): void {
    drawDuration.observe({ outcome }, durationMs / 1000);
  },
  settlement(durationMs: number, outcome: Outcome): void {
    settlementDuration.observe({ outcome }, durationMs / 1000);
  },
  job(name: string, outcome: 'ran' | 'skipped' | 'failed'): void {
    jobRuns.inc({ job: name, outcome });
    if (outcome === 'failed') jobFailures.inc({ job: name });
  },
  loginFailed(reason: string): void {
    loginFailures.inc({ reason });
    if (reason === 'throttled') loginThrottles.inc();
  },
};

/** Times `work` and reports its duration and outcome to `report`; the work's answer or error passes through. */
export async function timed<T>(work: () => Promise<T>, report: (ms: number, outcome: Outcome) => void): Promise<T> {
  const started = performance.now();
  try {
    const value = await work();
    report(performance.now() - started, 'ok');
    return value;
  } catch (error) {
    report(performance.now() - started, 'failed');
    throw error;
  }
}
