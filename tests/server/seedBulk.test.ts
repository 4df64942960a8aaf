import { sql } from 'kysely';
import { createDatabase, dialectOf, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { openBulkLoad, type BulkLoad } from '../../server/seed/bulk';
import { freshDatabase, SETUP_TIMEOUT } from './helpers/server';

/*
 * The seed's bulk load outside the seed. On a SQLite file the rows are written by a worker thread
 * while the caller goes on (server/seed/bulk.ts): what it is handed must arrive whole and in order
 * however far the caller runs ahead, and a failure there must still fail the load and leave none of
 * the failed transaction's rows. PostgreSQL's path is held to the same.
 */

const TABLES = ['idempotency_key', 'job_run'];

let db: Database;
let dispose: () => Promise<void>;
let migratedIndexes: string[];

async function indexNames(): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' order by 1`.execute(db);
  return rows.rows.map((r) => r.name);
}

const keys = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    key: `k${from + i}`,
    scope: String((from + i) % 7),
    request_hash: `h${from + i}`,
    response_json: '{}',
    created_at: from + i,
  }));

/** Runs `steps` in one load and returns what the load threw, from a step or from finish. */
async function load(steps: (bulk: BulkLoad) => Promise<void>): Promise<unknown> {
  const bulk = await openBulkLoad(db, TABLES);
  let failure: unknown;
  try {
    await steps(bulk);
  } catch (error) {
    failure = error;
  }
  try {
    await bulk.finish();
  } catch (error) {
    failure ??= error;
  }
  return failure;
}

beforeAll(async () => {
  const fresh = await freshDatabase();
  dispose = fresh.dispose;
  db = createDatabase(fresh.url);
  await migrateToLatest(db);
  migratedIndexes = await indexNames();
}, SETUP_TIMEOUT);

afterAll(async () => {
  await db.destroy();
  await dispose();
});

beforeEach(async () => {
  for (const table of TABLES) await sql`delete from ${sql.table(table)}`.execute(db);
});

it(
  'writes every row it is handed, in order, beyond what the writer holds back at once',
  async () => {
    // 420 000 rows in one transaction: more than the writer thread is let fall behind (400 000).
    const failure = await load(async (bulk) => {
      await bulk.transaction(async () => {
        for (let from = 0; from < 420_000; from += 140_000) await bulk.insert('idempotency_key', keys(from, 140_000));
      });
      await bulk.transaction(async () => {
        await bulk.insert(
          'job_run',
          [1, 2, 3].map((id) => ({ id, job_name: 'test', period_key: `p${id}`, rows: 0, started_at: id, finished_at: id })),
        );
        await bulk.updateById('job_run', [
          { id: 2, rows: 20, finished_at: 200 },
          { id: 3, rows: 30, finished_at: 300 },
        ]);
      });
    });
    expect(failure).toBeUndefined();
    const counted = await db
      .selectFrom('idempotency_key')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('created_at').as('sum')])
      .executeTakeFirstOrThrow();
    expect([Number(counted.n), Number(counted.sum)]).toEqual([420_000, (419_999 * 420_000) / 2]);
    expect(await db.selectFrom('idempotency_key').selectAll().where('key', '=', 'k419999').execute()).toEqual(keys(419_999, 1));
    expect(await db.selectFrom('job_run').select(['id', 'rows', 'started_at', 'finished_at']).orderBy('id').execute()).toEqual([
      { id: 1, rows: 0, started_at: 1, finished_at: 1 },
      { id: 2, rows: 20, started_at: 2, finished_at: 200 },
      { id: 3, rows: 30, started_at: 3, finished_at: 300 },
    ]);
    expect(await indexNames()).toEqual(migratedIndexes);
  },
  SETUP_TIMEOUT,
);

it('fails the load when a transaction fails, keeping the transactions before it and none of its rows', async () => {
  const failure = await load(async (bulk) => {
    await bulk.transaction(() => bulk.insert('idempotency_key', keys(0, 3)));
    await bulk.transaction(async () => {
      await bulk.insert('idempotency_key', keys(3, 2));
      // The same scope and key again: the primary key, which the load keeps, refuses it.
      await bulk.insert('idempotency_key', keys(1, 1));
      await bulk.insert('idempotency_key', keys(5, 2));
    });
  });
  expect(String(failure)).toMatch(/UNIQUE constraint failed|duplicate key/);
  expect((await db.selectFrom('idempotency_key').select('key').orderBy('created_at').execute()).map((r) => r.key)).toEqual([
    'k0',
    'k1',
    'k2',
  ]);
  expect(await indexNames()).toEqual(migratedIndexes);
});
