/*
 * The nightly report close (plugins/report/server/closeDayJob.ts) step by step: each step's transaction —
 * the time SQLite's write lock is held, so the time a bet placed at night may wait — timed and then
 * rolled back, so the database is left as it was. The day defaults to the busiest seeded day.
 * `npx tsx bench/closeDay.ts DATABASE_URL [YYYY-MM-DD]`; prints JSON (last line): the whole job's
 * time and the longest steps. Run it on a copy of a SQLite database (the WAL keeps rolled-back pages).
 */
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { addBombayDays, bombayDate } from '../server/domain/time';
import { closeDaySteps } from '../plugins/report/server/closeDayJob';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/closeDay.ts DATABASE_URL [YYYY-MM-DD]');
const db = createDatabase(url);
await migrateToLatest(db);
const day =
  process.argv[3] ??
  (await db
    .selectFrom('daily_report')
    .select('day')
    .groupBy('day')
    .orderBy(sql`sum(bet_count)`, 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
    .then((r) => bombayDate(Number(r.day) * 86_400_000)));

class Rollback extends Error {}
const steps = await closeDaySteps(db, [addBombayDays(day, -1), day], Date.now());
const times: { key: string; ms: number }[] = [];
for (const step of steps) {
  const t0 = performance.now();
  await db
    .transaction()
    .execute(async (trx) => {
      await step.run(trx);
      times.push({ key: step.key, ms: Math.round(performance.now() - t0) });
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
  console.error(`${times.at(-1)!.key}: ${times.at(-1)!.ms} ms`);
}
await db.destroy();
const total = times.reduce((s, t) => s + t.ms, 0);
console.log(JSON.stringify({ day, steps: times.length, totalMs: total, longest: [...times].sort((a, b) => b.ms - a.ms).slice(0, 5) }));
