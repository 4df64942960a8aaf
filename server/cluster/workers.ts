import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/*
 * `WORKERS=N` (or `auto`, one per core) starts N API processes on one port with Node's cluster:
 * the primary prepares the database once, then forks workers that share the listening socket.
 * Workers hold no state of their own (sessions, idempotency records, login throttles and timings
 * live in the database), so any of them may answer any request, and one of them — whichever wins
 * the scheduler's lock (leadership.ts) — also runs periods, draws, settlement and the daily jobs.
 */

/** The worker count asked for: unset or 1 = a single process (no cluster). */
export function workerCount(value: string | undefined = process.env.WORKERS): number {
  if (!value) return 1;
  if (value.trim().toLowerCase() === 'auto') return availableParallelism();
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new Error(`WORKERS must be a whole number from 1 to 64 or "auto", not "${value}"`);
  return n;
}

/**
 * Connections per process: PG_POOL_TOTAL (default 20) shared by the workers, at least 2 each
 * (one request and the scheduler's settlement); PG_POOL_MAX overrides the per-process figure.
 */
export function poolSizeFor(workers: number, env: NodeJS.ProcessEnv = process.env): number {
  if (env.PG_POOL_MAX) return Math.max(1, Number(env.PG_POOL_MAX) || 1);
  const total = Number(env.PG_POOL_TOTAL) || 20;
  return Math.max(2, Math.floor(total / workers));
}

/**
 * The primary: forks `count` workers, replaces one that dies unexpectedly (after a pause, so a
 * worker that cannot start does not spin), and on SIGTERM/SIGINT asks every worker to shut down
 * gracefully and exits when they have.
 */
export function runPrimary(count: number, log: (message: string) => void = console.log): void {
  let stopping = false;
  const fork = () => cluster.fork({ CHANCE_WORKER: '1', SEED: 'off' });
  for (let i = 0; i < count; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${count} workers`);
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker?.process.kill('SIGTERM');
    // A worker stuck past its own grace period is ended for it.
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}
