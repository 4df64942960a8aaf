import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../../../server/db/database';

// Two processes on one SQLite file (WORKERS=2, or a script beside the server): read-then-write
// transactions must wait for each other, not fail with SQLITE_BUSY (they did with a deferred BEGIN).
const ROUNDS = 400;

function writer(url: string): Promise<{ failed: number; code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/db/fixtures/counterWriter.ts', url, String(ROUNDS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    child.on('close', (code) =>
      resolve({ failed: out ? (JSON.parse(out.trim().split('\n').pop() as string) as { failed: number }).failed : -1, code, stderr }),
    );
  });
}

test('two processes incrementing one counter in read-then-write transactions lose no update and see no SQLITE_BUSY', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chance-writers-'));
  const url = `sqlite:${path.join(dir, 'w.db')}`;
  const db = createDatabase(url);
  try {
    await sql`create table counter (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counter (id, n) values (1, 0)`.execute(db);
    const results = await Promise.all([writer(url), writer(url)]);
    for (const r of results)
      expect({ code: r.code, failed: r.failed, stderr: r.stderr.slice(0, 500) }).toEqual({ code: 0, failed: 0, stderr: '' });
    const { n } = await sql<{ n: number }>`select n from counter where id = 1`.execute(db).then((r) => r.rows[0]);
    expect(n).toBe(2 * ROUNDS);
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
