import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { checkLedger } from '../../../server/money/ledger';
import { freshDatabase, sha256 } from '../helpers/server';
import { seedMoneyOrg, STAFF_PASSWORD } from './fixture';

/*
 * Crash safety of batch manual deposits: the real server runs as a child process; while it is
 * inside a batch's transaction it gets SIGKILL. Every batch must then be wholly there or wholly
 * absent (those that answered are there, the one cut short is not) and the ledger invariants must
 * hold; after a restart a batch goes through whole.
 */

const BATCH = 3_000;
const BATCHES = 8;

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  // node itself with tsx's loader, not the tsx wrapper: SIGKILL must hit the process serving requests.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', SEED: 'off', SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line in: ${output}`)), 60_000);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

async function call(port: number, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return (await response.json()) as { code: number | string; msg: string; data: unknown };
}

async function login(port: number): Promise<string> {
  const answer = await call(port, '/chance_login/login', { username: 'maker', password: sha256(STAFF_PASSWORD) });
  if (answer.code !== 200) throw new Error(`login refused: ${answer.msg}`);
  return answer.data as string;
}

/**
 * Resolves at a moment when another connection holds a write transaction, after the writers have
 * been busy for `warmup` ms in all (so some batches are through and one is running).
 */
async function writerBusy(url: string, db: Database, warmup: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let busyTotal = 0;
  let last = Date.now();
  const probe = url.startsWith('sqlite:') ? new SQLite(url.slice('sqlite:'.length), { timeout: 0 }) : null;
  try {
    while (Date.now() < deadline) {
      let busy: boolean;
      if (probe) {
        // BEGIN IMMEDIATE fails at once (no busy timeout) while the server holds the write lock.
        try {
          probe.exec('BEGIN IMMEDIATE');
          probe.exec('ROLLBACK');
          busy = false;
        } catch {
          busy = true;
        }
      } else {
        const row = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and xact_start < now() - interval '50 milliseconds'`.execute(db);
        busy = Number(row.rows[0].n) > 0;
      }
      const now = Date.now();
      if (busy && busyTotal >= warmup) return;
      if (busy) busyTotal += now - last;
      last = now;
      await new Promise((r) => setTimeout(r, 2));
    }
    throw new Error('the batch never held a transaction open');
  } finally {
    probe?.close();
  }
}

it('a batch manual deposit killed mid-way is wholly absent after restart, and the ledger holds', async () => {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  let child: ChildProcess | undefined;
  try {
    await migrateToLatest(db);
    const org = await seedMoneyOrg(db, 0);
    const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
    const usernames = Array.from({ length: BATCH }, (_, i) => `bulk${i + 1}`);
    for (let i = 0; i < BATCH; i += 500) {
      await db
        .insertInto('member')
        .values(usernames.slice(i, i + 500).map((username) => ({
          username, nickname: '', phone: '', station_id: station.id, franchisee_id: org.franchiseeId, agent_id: null, is_internal: 0, status: 0, created_at: 0,
        })))
        .execute();
    }

    let started = await startServer(database.url);
    child = started.child;
    let token = await login(started.port);
    // Eight batches queue behind each other; the kill lands inside one of them.
    const body = { usernames, amount: 1_000, reasonType: 'activity_bonus', remark: 'crash test' };
    const pending = Array.from({ length: BATCHES }, () =>
      call(started.port, '/chance-manual/deposit/batch', body, { token, 'idempotency-key': randomUUID() }).then(
        (answer) => (answer.code === 200 ? (answer.data as { batchNo: string }).batchNo : `refused ${answer.code}`),
        () => null,
      ));
    await writerBusy(database.url, db, 150);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const answered = (await Promise.all(pending)).filter((x) => x !== null);
    for (const a of answered) expect(a).toMatch(/^B/);

    // Every batch row has all of its members; the batches that answered are there; not all made it.
    const batches = await db.selectFrom('manual_batch').select(['id', 'batch_no', 'member_count']).execute();
    expect(batches.length).toBeLessThan(BATCHES);
    expect(batches.map((b) => b.batch_no).sort()).toEqual(expect.arrayContaining(answered as string[]));
    for (const b of batches) {
      const n = await db.selectFrom('manual_adjustment').select((eb) => eb.fn.countAll<number>().as('n')).where('batch_id', '=', b.id).executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(BATCH);
    }
    const adjustments = await db.selectFrom('manual_adjustment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const journals = await db.selectFrom('ledger_journal').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 'manual_credit').executeTakeFirstOrThrow();
    expect(Number(adjustments.n)).toBe(batches.length * BATCH);
    expect(Number(journals.n)).toBe(batches.length * BATCH);
    expect((await checkLedger(db)).problems).toEqual([]);
    const applied = batches.length;

    // After a restart the same batch goes through whole.
    started = await startServer(database.url);
    child = started.child;
    token = await login(started.port);
    const answer = await call(started.port, '/chance-manual/deposit/batch', body, { token, 'idempotency-key': randomUUID() });
    expect(answer).toMatchObject({ code: 200, data: { count: BATCH, totalAmount: BATCH * 1_000 } });
    const check = await checkLedger(db);
    expect(check.problems).toEqual([]);
    const credited = await db.selectFrom('ledger_account').select((eb) => eb.fn.sum<number>('balance').as('total')).where('owner_type', '=', 'member').executeTakeFirstOrThrow();
    expect(Number(credited.total)).toBe((applied + 1) * BATCH * 1_000);
    const stopped = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await db.destroy();
    await database.dispose();
  }
}, 180_000);
