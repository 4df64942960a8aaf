import { sql } from 'kysely';
import { createDatabase, poolOf, type Database } from '../../../server/db/database';
import { Readiness } from '../../../server/ops/health';
import { freshDatabase, SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 42: /readyz fails with `database_unreachable` when the database does not answer within the
 * deadline (ops/health.ts), so a balancer takes the process out instead of queueing requests behind
 * a database that hangs; /healthz, which asks no database, keeps answering meanwhile.
 */

const DEADLINE_MS = 500;
/** Room for a loaded 2-core machine between the deadline and the answer reaching the test. */
const SLACK_MS = 1500;

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ ops: { readyTimeoutMs: DEADLINE_MS } });
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

/**
 * Takes every connection `db` has (SQLite: its one, PostgreSQL: the whole pool) and holds them until
 * `release` is called, so any other query of `db` waits as it would on a database that stopped answering.
 */
async function holdEveryConnection(db: Database): Promise<() => Promise<void>> {
  const count = poolOf(db)?.max ?? 1;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let holding = 0;
  const held = Array.from({ length: count }, () =>
    db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      holding++;
      await gate;
    }),
  );
  while (holding < count) await new Promise((resolve) => setTimeout(resolve, 10));
  return async () => {
    release();
    await Promise.all(held);
  };
}

async function timedFetch(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  return { status: response.status, body, ms: performance.now() - started };
}

describe(`/readyz over a database that does not answer`, () => {
  it('answers 503 database_unreachable once the deadline passes, and ready again when the database answers', async () => {
    expect((await timedFetch(`${server.url}/readyz`)).status).toBe(200);
    const release = await holdEveryConnection(server.db);
    let released = false;
    try {
      const ready = await timedFetch(`${server.url}/readyz`);
      expect(ready.body).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
      expect(ready.status).toBe(503);
      // It waited for the database (the deadline), and not much longer.
      expect(ready.ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(ready.ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      // Liveness asks no database: the process is not killed for a database's hang.
      const live = await timedFetch(`${server.url}/healthz`);
      expect(live).toMatchObject({ status: 200, body: { status: 'ok' } });
      expect(live.ms).toBeLessThan(DEADLINE_MS);
      await release();
      released = true;
      expect(await timedFetch(`${server.url}/readyz`)).toMatchObject({ status: 200, body: { status: 'ready' } });
    } finally {
      if (!released) await release();
    }
  });
});

describe('Readiness over a database that cannot be asked', () => {
  it('reports database_unreachable within the deadline for a destroyed database handle', async () => {
    const database = await freshDatabase();
    const db = createDatabase(database.url);
    try {
      await sql`select 1`.execute(db);
      const readiness = new Readiness(db, DEADLINE_MS);
      await db.destroy();
      const started = performance.now();
      expect(await readiness.check()).toEqual({ ready: false, reason: 'database_unreachable' });
      expect(performance.now() - started).toBeLessThan(DEADLINE_MS + SLACK_MS);
    } finally {
      await database.dispose();
    }
  });

  it('reports database_unreachable for a query that never settles, at the deadline', async () => {
    const database = await freshDatabase();
    const db = createDatabase(database.url);
    const release = await holdEveryConnection(db);
    try {
      const readiness = new Readiness(db, DEADLINE_MS);
      const started = performance.now();
      expect(await readiness.check()).toEqual({ ready: false, reason: 'database_unreachable' });
      const ms = performance.now() - started;
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 50);
      expect(ms).toBeLessThan(DEADLINE_MS + SLACK_MS);
      await release();
      // A database at no migration at all is reachable but not ready: the reason tells the two apart.
      expect(await readiness.check()).toEqual({ ready: false, reason: 'migrations_pending' });
    } finally {
      await release();
      await db.destroy();
      await database.dispose();
    }
  });
});
