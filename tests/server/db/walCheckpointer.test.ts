import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../../server/db/database';
import { startWalCheckpointer } from '../../../server/db/walCheckpointer';

/*
 * The background checkpointer copies committed pages from the write-ahead log into the database
 * file while the server's own connection leaves the log alone (its automatic checkpoint waits for
 * 10,000 pages): ~2 MB written in one transaction reach the file only through the worker.
 */

const dir = mkdtempSync(join(tmpdir(), 'chance-wal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writeTwoMegabytes(db: ReturnType<typeof createDatabase>) {
  await sql`create table blob_rows (id integer primary key, body text not null)`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 500; i++) await sql`insert into blob_rows (body) values (${'x'.repeat(4000)})`.execute(trx);
  });
}

async function eventually(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return check();
}

it('checkpoints the log in a worker thread and stops cleanly', async () => {
  const file = join(dir, 'worker.db');
  const db = createDatabase(`sqlite:${file}`);
  const checkpointer = await startWalCheckpointer(db, `sqlite:${file}`, { everyMs: 50 });
  try {
    expect(checkpointer).toBeDefined();
    await writeTwoMegabytes(db);
    expect(await eventually(() => statSync(file).size > 2_000_000)).toBe(true);
  } finally {
    await checkpointer?.stop();
    await db.destroy();
  }
});

it('leaves the log to the safety net without the worker (so the test above can only pass through it)', async () => {
  const file = join(dir, 'alone.db');
  const db = createDatabase(`sqlite:${file}`);
  try {
    await sql`pragma wal_autocheckpoint = 10000`.execute(db);
    await writeTwoMegabytes(db);
    await new Promise((r) => setTimeout(r, 300));
    expect(statSync(file).size).toBeLessThan(100_000);
  } finally {
    await db.destroy();
  }
});

it('does nothing for PostgreSQL or an in-memory database', async () => {
  const db = createDatabase('sqlite::memory:');
  try {
    expect(await startWalCheckpointer(db, 'sqlite::memory:')).toBeUndefined();
    expect(await startWalCheckpointer(db, 'postgres://nobody@127.0.0.1/none')).toBeUndefined();
  } finally {
    await db.destroy();
  }
});
