import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { createDatabase, DEFAULT_DATABASE_URL, type Database } from './db/database';
import { migrateToLatest, SchemaTooNewError } from './db/migrate';
import { serverModules } from '../plugins/server';
import { installModules } from './plugin/installModules';
import { startWalCheckpointer } from './db/walCheckpointer';
import { DEMO_ACCOUNTS, isDatabaseEmpty, isProfileName, seedDatabase, simulatorService } from '../demo';
import { servicesOf, startServices } from './plugin/services';
import { allJobs, startJobScheduler } from './jobs';
import { parseOrigins } from './http/cors';
import { startLeadership } from './cluster/leadership';
import { withStartupLock } from './cluster/startupLock';
import { poolSizeFor, runPrimary, workerCount } from './cluster/workers';
import { opsOf, shareMetricsWithPrimary, startClusterMetricsServer, startMetricsServer } from './ops/install';
import { logLevelsFrom } from './ops/logLevel';

/*
 * The API server. Env: PORT (8788), HOST (0.0.0.0), DATABASE_URL (sqlite:data/chance.db,
 * sqlite::memory: or postgres://…), TRUST_PROXY (off), SEED (on: seed the default demo when the
 * database is empty; tiny for the small profile; off to skip), CORS_ORIGIN (comma list of other origins; none).
 * WORKERS (1; N or auto: N processes on one port, cluster/workers.ts), PG_POOL_TOTAL (20 connections
 * shared by the workers) or PG_POOL_MAX (per process), PG_STATEMENT_TIMEOUT_MS (30000; 0 = none),
 * SHUTDOWN_GRACE_MS (20000: in-flight requests get this long on SIGTERM).
 * JOBS (on; off: no daily/weekly jobs in this process — benches measuring lists on a copy of a database).
 * LOG_LEVEL (info; warn keeps the per-request lines out of the terminal, as npm start does; the request
 * lines are at debug under --dev-console or NODE_ENV=development). METRICS_TOKEN (none: /metrics needs
 * this bearer token and is served on PORT), METRICS_PORT (none: /metrics on a port of its own, bound to
 * METRICS_HOST, default 127.0.0.1); neither set = /metrics is not served (docs/operations.md).
 * SHUTDOWN_DRAIN_MS (0): on SIGTERM /readyz fails at once and the server keeps serving this long
 * before it stops accepting, so a load balancer takes it out of rotation first.
 * Flag --serve-console also serves ./dist (the built console) on the same port; --dev-console serves
 * the console's sources through Vite with hot reload instead (npm run dev). --prepare-only migrates
 * and seeds the database, then exits.
 */

/** An environment switch set to 0, false, off or no (any case). */
const switchedOff = (value: string | undefined) => /^(0|false|off|no)$/i.test(value ?? '');

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || switchedOff(value)) return false;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Migrates and, when empty, seeds — once, whoever else starts beside this process. */
async function prepareDatabase(db: Database): Promise<void> {
  await withStartupLock(db, async () => {
    await migrateToLatest(db);
    const seed = (process.env.SEED ?? 'on').toLowerCase();
    if (!switchedOff(seed) && (await isDatabaseEmpty(db))) {
      const profile = isProfileName(seed) ? seed : 'default';
      console.log(
        `Seeding the ${profile} demo into the empty database (first start only; about 25 s for the default one on a quiet 2-core machine)…`,
      );
      // The history's daily reports are rebuilt by the first job tick of the serving process.
      const summary = await seedDatabase(db, { profile, reports: 'background', log: (line) => console.log(`  seeding: ${line}`) });
      console.log(`Seeded the ${profile} demo in ${summary.ms} ms: ${JSON.stringify(summary.counts)}`);
    }
    // Plugins added since this database was made: their menus to admin roles, their demo rows once.
    for (const step of await installModules(db, serverModules, { demo: !switchedOff(seed) })) {
      if (step.granted.length > 0 || step.seeded)
        console.log(
          `Installed plugin ${step.module}: ${step.granted.length} menu paths granted to admin roles${step.seeded ? ', demo rows written' : ''}`,
        );
    }
  });
}

/** Preparation on a connection of its own, without the serving pool's statement timeout (seeding runs long statements). */
async function prepareAlone(url: string): Promise<void> {
  const db = createDatabase(url, { max: 5 });
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
}

/*
 * npm start builds the console beside this process's preparation (CONSOLE_BUILD=pending, with an
 * IPC channel) and sends 'console-built' once dist/ is whole; the console is served only after
 * that. Listening from the first line of main(): the build usually ends before the seed does, and
 * a message with no listener yet would be lost. Cluster workers start after it has come.
 */
let buildPending = process.env.CONSOLE_BUILD === 'pending' && Boolean(process.send) && !cluster.isWorker;
const consoleBuild: Promise<void> = buildPending
  ? new Promise((done) => {
      const onMessage = (message: unknown) => {
        if (message !== 'console-built') return;
        process.off('message', onMessage);
        process.disconnect?.();
        buildPending = false;
        done();
      };
      process.on('message', onMessage);
    })
  : Promise.resolve();

async function consoleBuilt(): Promise<void> {
  if (buildPending) console.log('Database ready; waiting for the console build to finish…');
  await consoleBuild;
}

async function serve(url: string, workers: number, prepare: boolean): Promise<void> {
  const port = Number(process.env.PORT ?? 8788);
  const host = process.env.HOST ?? '0.0.0.0';
  const statementTimeoutMs = Number(process.env.PG_STATEMENT_TIMEOUT_MS ?? 30_000);
  const db = createDatabase(url, { max: poolSizeFor(workers), statementTimeoutMs });
  // An in-memory database exists only in this handle, so it is prepared through it.
  if (prepare) await (url === 'sqlite::memory:' ? prepareDatabase(db) : prepareAlone(url));
  await consoleBuilt();

  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : undefined;
  if (metricsPort !== undefined && !(Number.isInteger(metricsPort) && metricsPort >= 0 && metricsPort < 65536))
    throw new Error(`METRICS_PORT must be a port number, not "${process.env.METRICS_PORT}"`);
  const { level, requestLogLevel } = logLevelsFrom(process.env, process.argv);
  const app = await buildApp({
    db,
    logger: { level },
    ops: {
      metricsToken: process.env.METRICS_TOKEN || undefined,
      // With a port of its own, /metrics is answered only there.
      metricsOnMainPort: metricsPort === undefined && Boolean(process.env.METRICS_TOKEN),
      requestLogLevel,
    },
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    consoleRoot: process.argv.includes('--serve-console') ? resolve('dist') : undefined,
    devConsole: process.argv.includes('--dev-console'),
    corsOrigins: parseOrigins(process.env.CORS_ORIGIN),
  });

  // SQLite: checkpoints in a worker thread, not inside the commit that happens to fill the log.
  const checkpointer = await startWalCheckpointer(db, url, { log: (message) => app.log.warn(message) });
  const services = { env: process.env, log: (message: string) => app.log.error(message) };
  // The modules' work on every process (push delivery).
  const stopEverywhere = startServices(servicesOf(serverModules, 'every'), db, services);
  // The modules' scheduled work (the lottery's periods), then the demo's simulated members (unless
  // SIMULATOR=off), and the daily and weekly jobs run in the one process that holds the scheduler;
  // the others take over if it dies.
  const leadership = startLeadership(db, url, {
    log: (message) => console.log(message),
    lead: () => {
      const stopServices = startServices([...servicesOf(serverModules, 'leader'), simulatorService()], db, services);
      const stopJobs = switchedOff(process.env.JOBS) ? async () => {} : startJobScheduler(db, allJobs, { log: services.log });
      return async () => {
        await stopJobs();
        await stopServices();
      };
    },
  });
  let closing = false;
  let metricsServer: { close(): Promise<void> } | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness fails first: a balancer probing /readyz stops sending requests while this process
    // still answers them (SHUTDOWN_DRAIN_MS), then Fastify stops accepting and finishes the rest.
    opsOf(app).beginShutdown();
    const drainMs = Math.max(0, Number(process.env.SHUTDOWN_DRAIN_MS ?? 0) || 0);
    app.log.info(`${signal}: shutting down${drainMs ? ` (draining ${drainMs} ms)` : ''}`);
    const grace = setTimeout(
      () => {
        console.error(`${signal}: requests still running after the grace period; exiting`);
        process.exit(1);
      },
      drainMs + Number(process.env.SHUTDOWN_GRACE_MS ?? 20_000),
    );
    grace.unref();
    await stopEverywhere();
    // Side by side: the scheduler finishes its tick and lets the lock go (another process leads at
    // once) while the HTTP side drains, then stops accepting and waits for the requests in flight.
    const closeHttp = async () => {
      if (drainMs) await new Promise((done) => setTimeout(done, drainMs));
      await app.close();
      await metricsServer?.close();
    };
    await Promise.all([leadership.stop(), closeHttp()]);
    await checkpointer?.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  // A cluster's workers hand their figures to the primary, which alone answers METRICS_PORT.
  if (cluster.isWorker) shareMetricsWithPrimary(app);
  else if (metricsPort !== undefined) {
    const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
    const started = await startMetricsServer(app, { port: metricsPort, host: metricsHost });
    metricsServer = started;
    console.log(`Metrics on http://${metricsHost}:${started.port}/metrics${process.env.METRICS_TOKEN ? ' (bearer token)' : ''}`);
  }
  const address = app.server.address();
  const origin = `http://localhost:${typeof address === 'object' && address ? address.port : port}/`;
  if (process.argv.includes('--serve-console') || process.argv.includes('--dev-console')) {
    // Last, so nothing scrolls it away: where to go, and who to sign in as on a demo database.
    const accounts = switchedOff(process.env.SEED) ? [] : DEMO_ACCOUNTS.map((a) => `${a.username} / ${a.password}`);
    console.log(
      `\n  Chance Admin is running: ${origin}${accounts.length ? `\n  Demo accounts (user / password): ${accounts.join(' · ')}` : ''}\n`,
    );
  } else {
    console.log(`Chance Admin API listening on ${origin}`);
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  if (process.argv.includes('--prepare-only')) {
    // npm start prepares the database while the console builds, then starts serving.
    await prepareAlone(url);
    process.exit(0);
  }
  const workers = workerCount();
  if (workers > 1 && cluster.isPrimary) {
    await prepareAlone(url);
    await consoleBuilt();
    runPrimary(workers);
    if (process.env.METRICS_PORT) {
      const metricsHost = process.env.METRICS_HOST || '127.0.0.1';
      const started = await startClusterMetricsServer({
        port: Number(process.env.METRICS_PORT),
        host: metricsHost,
        token: process.env.METRICS_TOKEN || undefined,
      });
      console.log(
        `Metrics of the ${workers} workers on http://${metricsHost}:${started.port}/metrics${process.env.METRICS_TOKEN ? ' (bearer token)' : ''}`,
      );
    }
    return;
  }
  await serve(url, workers, !process.env.CHANCE_WORKER);
}

main().catch((error: unknown) => {
  // A database migrated past this build (db/migrate.ts) is an operator's matter: the reason, not a stack.
  console.error(error instanceof SchemaTooNewError ? error.message : error);
  process.exit(1);
});
