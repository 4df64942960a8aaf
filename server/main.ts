import { resolve } from 'node:path';
import { buildApp } from './app';
import { createDatabase, DEFAULT_DATABASE_URL } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startWalCheckpointer } from './db/walCheckpointer';
import { isProfileName } from './seed/profiles';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { startPushWorker } from './account/staff/pushWorker';
import { startLotteryRuntime } from './simulator/runtime';
import { allJobs, startJobScheduler } from './jobs';
import { parseOrigins } from './http/cors';

/*
 * The API server. Env: PORT (8788), HOST (0.0.0.0), DATABASE_URL (sqlite:data/chance.db,
 * sqlite::memory: or postgres://…), TRUST_PROXY (off), SEED (on: seed the default demo when the
 * database is empty; tiny for the small profile; off to skip), CORS_ORIGIN (comma list of other origins; none),
 * JOBS (on; off: no daily/weekly jobs in this process — benches measuring lists on a copy of a database).
 * Flag --serve-console also serves ./dist (the built console) on the same port.
 */

function trustProxy(value: string | undefined): boolean | number | string {
  if (!value || /^(0|false|off|no)$/i.test(value)) return false;
  if (/^(1|true|on|yes)$/i.test(value)) return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 8788);
  const host = process.env.HOST ?? '0.0.0.0';
  const seed = (process.env.SEED ?? 'on').toLowerCase();
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const db = createDatabase(url);
  await migrateToLatest(db);

  if (!/^(0|false|off|no)$/.test(seed) && (await isDatabaseEmpty(db))) {
    const profile = isProfileName(seed) ? seed : 'default';
    const summary = await seedDatabase(db, { profile });
    console.log(`Seeded the ${profile} demo in ${summary.ms} ms: ${JSON.stringify(summary.counts)}`);
  }

  const app = await buildApp({
    db,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    trustProxy: trustProxy(process.env.TRUST_PROXY),
    consoleRoot: process.argv.includes('--serve-console') ? resolve('dist') : undefined,
    corsOrigins: parseOrigins(process.env.CORS_ORIGIN),
  });

  // SQLite: checkpoints in a worker thread, not inside the commit that happens to fill the log.
  const checkpointer = await startWalCheckpointer(db, url, { log: (message) => app.log.warn(message) });
  // Periods tick (and, unless SIMULATOR=off, simulated members bet) while the server runs.
  const lottery = startLotteryRuntime(db, { log: (message) => app.log.error(message) });
  // Pushes queued by fireBase/api/push/all are delivered in the background, not in the request.
  const stopPush = startPushWorker(db);
  // Daily and weekly jobs claim their period in the database, so every process may tick them.
  const stopJobs = /^(0|false|off|no)$/i.test(process.env.JOBS ?? '')
    ? async () => {}
    : startJobScheduler(db, allJobs, { log: (message) => app.log.error(message) });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    stopPush();
    await stopJobs();
    await lottery.stop();
    await app.close();
    await checkpointer?.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port, host });
  const address = app.server.address();
  console.log(`Chance Admin API listening on http://localhost:${typeof address === 'object' && address ? address.port : port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
