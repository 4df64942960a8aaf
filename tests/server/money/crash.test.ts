import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { freshDatabase, sha256 } from '../helpers/server';
import { seedMoneyOrg, STAFF_PASSWORD } from './fixture';
import { serverNodeArgs } from '../helpers/serverProcess';

/*
 * Crash safety of batch manual deposits under maker-checker: the real server runs as a child
 * process; batches are submitted (pending, nothing moved), then approved by another staff member,
 * and while the server is inside an APPROVAL's transaction it gets SIGKILL. Every batch must then
 * be wholly applied (all its journals) or wholly pending (none of them): those whose approval
 * answered are applied, the one cut short is not; the ledger invariants must hold; after a
 * restart the pending batch is approved whole.
 */

const BATCH = 3_000;
const BATCHES = 8;

function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, serverNodeArgs('main'), {
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
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number | string; msg: string; data: unknown };
}

async function login(port: number, username: 'maker' | 'checker'): Promise<string> {
  const answer = await call(port, '/chance_login/login', { username, password: sha256(STAFF_PASSWORD) });
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

it('a batch manual deposit whose approval is killed mid-way is wholly pending after restart, and the ledger holds', async () => {
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
        .values(
          usernames.slice(i, i + 500).map((username) => ({
            username,
            nickname: '',
            phone: '',
            station_id: station.id,
            franchisee_id: org.franchiseeId,
            agent_id: null,
            is_internal: 0,
            status: 0,
            created_at: 0,
          })),
        )
        .execute();
    }

    let started = await startServer(database.url);
    child = started.child;
    // The maker submits eight batches (pending: no money moves)…
    const maker = await login(started.port, 'maker');
    const body = { usernames, amount: 1_000, reasonType: 'activity_bonus', remark: 'crash test' };
    const submitted: { id: number; batchNo: string }[] = [];
    for (let i = 0; i < BATCHES; i++) {
      const answer = await call(started.port, '/chance-manual/deposit/batch', body, { token: maker, 'idempotency-key': randomUUID() });
      expect(answer).toMatchObject({ code: 200, data: { status: 'pending_approval', count: BATCH } });
      submitted.push(answer.data as { id: number; batchNo: string });
    }
    expect(
      Number(
        (
          await db
            .selectFrom('ledger_journal')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(0);
    // …and the checker's eight approvals queue behind each other; the kill lands inside one of them.
    let token = await login(started.port, 'checker');
    const pending = submitted.map((b) =>
      call(started.port, '/chance-manual/approve', { id: b.id }, { token, 'idempotency-key': randomUUID() }).then(
        (answer) => (answer.code === 200 ? (answer.data as { requestNo: string }).requestNo : `refused ${answer.code}`),
        () => null,
      ),
    );
    await writerBusy(database.url, db, 150);
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const answered = (await Promise.all(pending)).filter((x) => x !== null);
    for (const a of answered) expect(a).toMatch(/^B/);

    // Every batch is wholly applied or wholly pending; the approvals that answered are applied; not all made it.
    const batches = await db.selectFrom('manual_batch').select(['id', 'batch_no', 'status']).execute();
    expect(batches).toHaveLength(BATCHES);
    const appliedNos = batches.filter((b) => b.status === 'applied').map((b) => b.batch_no);
    expect(appliedNos.length).toBeLessThan(BATCHES);
    expect(appliedNos.sort()).toEqual(expect.arrayContaining(answered as string[]));
    for (const b of batches) {
      expect(['applied', 'pending_approval']).toContain(b.status);
      const rows = await db
        .selectFrom('manual_adjustment')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.count<number>('journal_id').as('journals')])
        .where('batch_id', '=', b.id)
        .groupBy('status')
        .execute();
      expect(rows.map((r) => ({ ...r, n: Number(r.n), journals: Number(r.journals) }))).toEqual([
        { status: b.status, n: BATCH, journals: b.status === 'applied' ? BATCH : 0 },
      ]);
    }
    const journals = await db
      .selectFrom('ledger_journal')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('type', '=', 'manual_credit')
      .executeTakeFirstOrThrow();
    expect(Number(journals.n)).toBe(appliedNos.length * BATCH);
    expect((await checkLedger(db)).problems).toEqual([]);
    const applied = appliedNos.length;
    const stillPending = batches.find((b) => b.status === 'pending_approval') as { id: number };

    // After a restart a pending batch is approved whole.
    started = await startServer(database.url);
    child = started.child;
    token = await login(started.port, 'checker');
    const answer = await call(started.port, '/chance-manual/approve', { id: stillPending.id }, { token, 'idempotency-key': randomUUID() });
    expect(answer).toMatchObject({ code: 200, data: { status: 'applied', count: BATCH, totalAmount: BATCH * 1_000 } });
    const check = await checkLedger(db);
    expect(check.problems).toEqual([]);
    const credited = await db
      .selectFrom('ledger_account')
      .select((eb) => eb.fn.sum<number>('balance').as('total'))
      .where('owner_type', '=', 'member')
      .executeTakeFirstOrThrow();
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
