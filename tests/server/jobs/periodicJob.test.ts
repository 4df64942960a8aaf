import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { bombayDayStart } from '../../../server/domain/time';
import { previousBombayDay, runDueJobs, runJobOnce, type PeriodicJob } from '../../../server/jobs';
import { freshDatabase } from '../helpers/server';

/*
 * The shared job runner: a (job, period) pair runs once whatever the number of calls or processes,
 * a failed run leaves no claim and no work behind, and the due period follows Bombay midnight.
 */

let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const database = await freshDatabase();
  dispose = database.dispose;
  db = createDatabase(database.url);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db.destroy();
  await dispose();
});

/** A job whose work is one franchisee row per run, so the test can count what it really did. */
function countingJob(name: string, fail = false): PeriodicJob & { calls: number } {
  const job = {
    name,
    calls: 0,
    duePeriod: previousBombayDay,
    async run(trx: Parameters<PeriodicJob['run']>[0], period: string, now: number) {
      job.calls += 1;
      await trx
        .insertInto('franchisee')
        .values({ code: `${name}-${period}-${job.calls}`, name, status: 1, created_at: now })
        .execute();
      if (fail) throw new Error('boom');
      return 1;
    },
  };
  return job;
}

const franchiseesNamed = async (name: string) => (await db.selectFrom('franchisee').select('id').where('name', '=', name).execute()).length;

it('runs a period once, however often it is asked', async () => {
  const job = countingJob('once');
  expect(await runJobOnce(db, job, '2026-11-22', 1)).toEqual({ ran: true, rows: 1 });
  expect(await runJobOnce(db, job, '2026-11-22', 2)).toEqual({ ran: false, rows: 0 });
  const parallel = await Promise.all([runJobOnce(db, job, '2026-11-23', 3), runJobOnce(db, job, '2026-11-23', 3)]);
  expect(parallel.filter((o) => o.ran)).toHaveLength(1);
  expect(await franchiseesNamed('once')).toBe(2);
  const runs = await db.selectFrom('job_run').select(['period_key', 'rows']).where('job_name', '=', 'once').orderBy('period_key').execute();
  expect(runs.map((r) => [r.period_key, Number(r.rows)])).toEqual([
    ['2026-11-22', 1],
    ['2026-11-23', 1],
  ]);
});

it('leaves neither claim nor work behind when a run fails, so the next tick retries it', async () => {
  const failing = countingJob('flaky', true);
  const logged: string[] = [];
  const report = await runDueJobs(db, [failing], bombayDayStart('2026-11-23') + 1000, (m) => logged.push(m));
  expect(report.flaky).toEqual({ error: 'boom' });
  expect(logged[0]).toContain('flaky for 2026-11-22 failed');
  expect(await franchiseesNamed('flaky')).toBe(0);
  expect(await db.selectFrom('job_run').select('id').where('job_name', '=', 'flaky').execute()).toHaveLength(0);

  const healed = countingJob('flaky');
  expect((await runDueJobs(db, [healed], bombayDayStart('2026-11-23') + 2000)).flaky).toEqual({ ran: true, rows: 1 });
});

it('runs each step of a stepped job once, in its own transaction, even when two runs race', async () => {
  const done: string[] = [];
  const job: PeriodicJob = {
    name: 'stepped',
    duePeriod: previousBombayDay,
    run: async () => {
      throw new Error('a stepped job runs its steps');
    },
    steps: async (_db, period) =>
      ['a', 'b', 'c'].map((key) => ({
        key,
        run: async (trx) => {
          done.push(key);
          await trx
            .insertInto('franchisee')
            .values({ code: `stepped-${period}-${key}`, name: 'stepped', status: 1, created_at: 1 })
            .execute();
          return 2;
        },
      })),
  };
  const outcomes = await Promise.all([runJobOnce(db, job, '2026-11-24', 5), runJobOnce(db, job, '2026-11-24', 5)]);
  expect(outcomes.filter((o) => o.ran)).toEqual([{ ran: true, rows: expect.any(Number) }]);
  expect(outcomes.reduce((sum, o) => sum + o.rows, 0)).toBeLessThanOrEqual(6);
  expect(done.sort()).toEqual(['a', 'b', 'c']);
  expect(await franchiseesNamed('stepped')).toBe(3);
  expect(await runJobOnce(db, job, '2026-11-24', 6)).toEqual({ ran: false, rows: 0 });
});

it('makes the previous Bombay day due from 00:00:00 Bombay time (18:30 UTC)', () => {
  expect(previousBombayDay(Date.UTC(2026, 10, 22, 18, 29, 59))).toBe('2026-11-21');
  expect(previousBombayDay(Date.UTC(2026, 10, 22, 18, 30, 0))).toBe('2026-11-22');
});
