/*
 * Daily rebate job bench: pays one Bombay day's member rebates (plugins/money/server/rebateJob.ts) over a
 * seeded database (the large profile: 1 000 000 members) and times it, inside a transaction that
 * is rolled back so the database is left as it was and the run can be repeated.
 * `npx tsx bench/rebateJob.ts DATABASE_URL [YYYY-MM-DD]`; prints JSON (last line). The day
 * defaults to the busiest seeded day before today. The seed has already calculated its past days
 * (with the same rules), so inside the transaction that day's records and their journals are
 * removed first (untimed), and the job then recomputes the whole day: every member with valid
 * bets, every journal, every turnover requirement. Target (issue 12): ≤ 60 s for the large profile.
 * Run it on a copy of the database: SQLite keeps the rolled-back work in the WAL until a checkpoint.
 */
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { addBombayDays, bombayDate, bombayDayStart } from '../server/domain/time';
import { payDailyRebates, type RebateDayResult } from '../plugins/money/server/rebateJob';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/rebateJob.ts DATABASE_URL [YYYY-MM-DD]');
const db = createDatabase(url);
const t0 = performance.now();
await migrateToLatest(db);
const migrateMs = Math.round(performance.now() - t0);

const day =
  process.argv[3] ??
  (
    await db
      .selectFrom('rebate_record')
      .select('business_date')
      .where('business_date', '<', bombayDate(Date.now()))
      .groupBy('business_date')
      .orderBy(sql`count(*)`, 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
  ).business_date;
const from = bombayDayStart(day);
const to = bombayDayStart(addBombayDays(day, 1));
const counts = {
  members: Number(
    (
      await db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  dayBets: Number(
    (
      await db
        .selectFrom('bet')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('created_at', '>=', from)
        .where('created_at', '<', to)
        .executeTakeFirstOrThrow()
    ).n,
  ),
};

class Rollback extends Error {}
const samples: number[] = [];
let result: RebateDayResult | undefined;
for (let run = 0; run < 2; run++) {
  await db
    .transaction()
    .execute(async (trx) => {
      // Untimed: forget the seed's records of the day and their journals, so the job does the whole day.
      const keys = trx
        .selectFrom('rebate_record')
        .select('journal_key')
        .where('business_date', '=', day)
        .where('journal_key', 'is not', null);
      const journals = trx.selectFrom('ledger_journal').select('id').where('business_key', 'in', keys);
      await trx.deleteFrom('ledger_posting').where('journal_id', 'in', journals).execute();
      await trx.deleteFrom('ledger_journal').where('business_key', 'in', keys).execute();
      await trx.deleteFrom('rebate_record').where('business_date', '=', day).execute();
      const start = performance.now();
      result = await payDailyRebates(trx, day, Date.now());
      samples.push(performance.now() - start);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}
await db.destroy();
const best = Math.min(...samples);
console.log(JSON.stringify({ day, ...counts, migrateMs, ...result, jobMs: samples.map(Math.round), withinTarget: best <= 60_000 }));
