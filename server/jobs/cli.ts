import { createDatabase, DEFAULT_DATABASE_URL } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { allJobs, runDueJobs } from '.';

/*
 * npm run jobs   (against DATABASE_URL): runs every scheduled job whose period is due now and has
 * not run yet, once, and says what each did; exit 1 if one failed.
 *
 * The server does the same on its first job tick, a minute after it starts. Running it beforehand
 * (after a seed, a restore or a long stop) keeps that catching-up out of a serving process: on
 * SQLite each of its statements holds the event loop, and a first tick over a month of demo data
 * stalls every request for seconds. Jobs claim their periods, so a server running at the same
 * time does nothing twice.
 */
async function main(): Promise<void> {
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    const started = Date.now();
    const report = await runDueJobs(db, allJobs, started, (line) => console.error(line));
    let failed = false;
    for (const [name, outcome] of Object.entries(report)) {
      if ('error' in outcome) failed = true;
      console.log(
        `${name}: ${'error' in outcome ? `FAILED, ${outcome.error}` : outcome.ran ? `ran, ${outcome.rows} rows` : 'already done'}`,
      );
    }
    console.log(`${Object.keys(report).length} jobs due, done in ${Date.now() - started} ms`);
    if (failed) process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
