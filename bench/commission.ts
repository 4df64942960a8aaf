/*
 * Commission settlement bench: computes one commission period for every agent line of a seeded
 * database (the large profile: 60 agents, 1 000 000 members) and times it, inside a transaction
 * that is rolled back so the database is left as it was and the run can be repeated.
 * `npx tsx bench/commission.ts DATABASE_URL [PERIOD_KEY]`; prints JSON (last line).
 * Target (issue 20): ≤ 30 s for the large profile.
 */
import { createDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { lastEndedPeriod } from '../server/commission/periods';
import { computePeriod } from '../server/commission/settlement';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/commission.ts DATABASE_URL [PERIOD_KEY]');
const key = process.argv[3] ?? lastEndedPeriod('weekly', Date.now()).key;
const db = createDatabase(url);
await migrateToLatest(db);
const admin = await db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
const counts = {
  agents: Number((await db.selectFrom('agent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
  members: Number((await db.selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n),
};

class Rollback extends Error {}
const samples: number[] = [];
let lines = 0;
for (let run = 0; run < 2; run++) {
  const t0 = performance.now();
  await db.transaction().execute(async (trx) => {
    // Leave no period behind: the bench measures the compute, then undoes it.
    await trx.deleteFrom('commission_line').where('period_key', '=', key).execute();
    await trx.deleteFrom('commission_period').where('period_key', '=', key).execute();
    lines = (await computePeriod(trx, key, admin.id, Date.now())).lines;
    samples.push(performance.now() - t0);
    throw new Rollback();
  }).catch((e: unknown) => {
    if (!(e instanceof Rollback)) throw e;
  });
}
await db.destroy();
const best = Math.min(...samples);
console.log(JSON.stringify({ periodKey: key, ...counts, lines, computeMs: samples.map(Math.round), withinTarget: best <= 30_000 }));
