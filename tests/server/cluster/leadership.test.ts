import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { startLeadership, type Leadership } from '../../../server/cluster/leadership';
import { withStartupLock } from '../../../server/cluster/startupLock';
import { poolSizeFor, workerCount } from '../../../server/cluster/workers';
import { freshDatabase } from '../helpers/server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, ms: number, probe: () => boolean): Promise<number> {
  const start = Date.now();
  while (!probe()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
  return Date.now() - start;
}

describe('scheduler leadership', () => {
  let url: string;
  let dispose: () => Promise<void>;
  const dbs: Database[] = [];
  const holders: Leadership[] = [];

  beforeAll(async () => {
    const database = await freshDatabase();
    url = database.url;
    dispose = database.dispose;
    const db = createDatabase(url);
    dbs.push(db);
    await migrateToLatest(db);
  });

  afterAll(async () => {
    await Promise.all(holders.map((h) => h.stop()));
    await Promise.all(dbs.map((db) => db.destroy()));
    await dispose();
  });

  /** A process's view: its own database handle, a log of when its work ran. */
  function contender(name: string, events: string[]) {
    const db = createDatabase(url);
    dbs.push(db);
    const holder = startLeadership(db, url, {
      pollMs: 100,
      leaseMs: 600,
      lead: () => {
        events.push(`${name} starts`);
        return async () => {
          await sleep(50);
          events.push(`${name} stops`);
        };
      },
    });
    holders.push(holder);
    return holder;
  }

  it('runs the work in one contender at a time and hands it over on stop', async () => {
    const events: string[] = [];
    const a = contender('a', events);
    await until('a to lead', 5000, () => a.leading);
    const b = contender('b', events);
    const c = contender('c', events);
    await sleep(500);
    expect([a.leading, b.leading, c.leading]).toEqual([true, false, false]);

    await a.stop();
    const handover = await until('b or c to lead', 5000, () => b.leading || c.leading);
    expect(handover).toBeLessThan(1000);
    expect(b.leading && c.leading).toBe(false);
    // a's work had stopped before anyone else's started.
    expect(events.slice(0, 3)).toEqual(['a starts', 'a stops', events[2]]);
    expect(events[2]).toMatch(/^(b|c) starts$/);
    expect(events.filter((e) => e.endsWith('starts'))).toHaveLength(2);
  });

  it('serialises start-up work under the boot lock', async () => {
    const [db] = dbs;
    const order: string[] = [];
    const step = (name: string) =>
      withStartupLock(db, async () => {
        order.push(`${name} in`);
        await sleep(100);
        order.push(`${name} out`);
      });
    await Promise.all([step('one'), step('two')]);
    // On PostgreSQL the lock keeps them apart; on SQLite (one primary prepares) they may interleave.
    if (url.startsWith('postgres'))
      expect(order).toEqual([order[0], order[0].replace('in', 'out'), order[2], order[2].replace('in', 'out')]);
    expect(order).toHaveLength(4);
  });
});

describe('worker and pool sizing', () => {
  it('reads WORKERS and refuses nonsense', () => {
    expect(workerCount(undefined)).toBe(1);
    expect(workerCount('3')).toBe(3);
    expect(workerCount('auto')).toBeGreaterThanOrEqual(1);
    expect(() => workerCount('0')).toThrow(/WORKERS/);
    expect(() => workerCount('two')).toThrow(/WORKERS/);
  });

  it('shares the pool between workers, at least two each', () => {
    expect(poolSizeFor(1, {})).toBe(20);
    expect(poolSizeFor(4, {})).toBe(5);
    expect(poolSizeFor(16, {})).toBe(2);
    expect(poolSizeFor(2, { PG_POOL_TOTAL: '40' })).toBe(20);
    expect(poolSizeFor(8, { PG_POOL_MAX: '7' })).toBe(7);
  });
});
