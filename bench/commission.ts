/*
 * Commission settlement bench: computes one commission period for every agent line of a seeded
 * database (the large profile: 60 agents, 1 000 000 members) and times it, inside a transaction
 * that is rolled back so the database is left as it was and the run can be repeated.
 * `npx tsx bench/commission.ts DATABASE_URL [PERIOD_KEY] [--close]`; prints JSON (last line).
 * Closed days (the report close-day job ran after the next day ended) are read from the daily cut;
 * `--close` first rebuilds the period's days as that nightly job would (committed, timed apart as
 * closeMs), so both paths can be measured: without it on a fresh seed every day is read raw.
 * Target (issue 20): ≤ 30 s for the large profile.
 */
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { closedCutDays } from '../plugins/account/server/commission/lineInputs';
import { lastEndedPeriod } from '../plugins/account/server/commission/periods';
import { computePeriod, requirePeriod } from '../plugins/account/server/commission/settlement';
import { bombayDate } from '../server/domain/time';
import { CUT_PARTS, rebuildDailyReports } from '../plugins/report/server/rebuild';
import { bombayDayNumber } from '../server/time/bombay';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const close = process.argv.includes('--close');
const url = args[0];
if (!url) throw new Error('usage: tsx bench/commission.ts DATABASE_URL [PERIOD_KEY] [--close]');
const key = args[1] ?? lastEndedPeriod('weekly', Date.now()).key;
const db = createDatabase(url);
await migrateToLatest(db);
const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
const counts = {
  agents: Number(
    (
      await db
        .selectFrom('agent')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  members: Number(
    (
      await db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
};

const period = requirePeriod(key);
let closeMs: number | null = null;
if (close) {
  const t0 = performance.now();
  await rebuildDailyReports(db, { from: bombayDate(period.start), to: bombayDate(period.end - 1), now: Date.now(), parts: CUT_PARTS });
  closeMs = Math.round(performance.now() - t0);
}
const closedDays = (await closedCutDays(db, bombayDayNumber(period.start), bombayDayNumber(period.end - 1))).length;

class Rollback extends Error {}
const samples: number[] = [];
let lines = 0;
for (let run = 0; run < 2; run++) {
  const t0 = performance.now();
  await db
    .transaction()
    .execute(async (trx) => {
      // Leave no period behind: the bench measures the compute, then undoes it.
      await trx.deleteFrom('commission_line').where('period_key', '=', key).execute();
      await trx.deleteFrom('commission_period').where('period_key', '=', key).execute();
      lines = (await computePeriod(trx, key, admin.id, Date.now())).lines;
      samples.push(performance.now() - t0);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}
await db.destroy();
const best = Math.min(...samples);
console.log(
  JSON.stringify({
    periodKey: key,
    ...counts,
    closedDays,
    closeMs,
    lines,
    computeMs: samples.map(Math.round),
    withinTarget: best <= 30_000,
  }),
);
