// @test-alone: over half a minute alone; a jest file of its own keeps the two workers balanced (scripts/jestGroups.mjs).
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { seedDatabase } from '../../../demo/seed/seed';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { PeriodStatus, BetStatus } from '../../../plugins/lottery/shared/status';
import { freshDatabase } from '../helpers/server';
import { serverNodeArgs } from '../helpers/serverProcess';

/*
 * Several API processes on one database (issue 18): exactly one runs the scheduler; when it is
 * killed outright during a draw another takes over, and nothing is drawn, settled or run twice.
 * Real processes (the server entry as operators start it), the simulator betting throughout.
 */

const LEADS = /scheduler: this process leads \(pid (\d+)\)/;

interface Proc {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  port: Promise<number>;
  /** Resolves with the time the process announced it leads; the wait starts at the call. */
  leads: (ms?: number) => Promise<number>;
  exited: Promise<number | null>;
}

function startProcess(url: string): Proc {
  const child = spawn(process.execPath, serverNodeArgs('main'), {
    env: { ...process.env, DATABASE_URL: url, PORT: '0', HOST: '127.0.0.1', SEED: 'off', SIMULATOR: 'on', LOG_LEVEL: 'fatal' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let ledAt: number | null = null;
  const waiters: Array<() => void> = [];
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (ledAt === null && LEADS.test(output)) ledAt = Date.now();
    waiters.forEach((w) => w());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const waitFor = <T>(match: (text: string) => T | null, what: string, ms: number) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms in: ${output}`)), ms);
      const check = () => {
        const found = match(output);
        if (found !== null) {
          clearTimeout(timer);
          resolve(found);
        }
      };
      waiters.push(check);
      check();
    });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = waitFor(
    (text) => {
      const m = /listening on http:\/\/localhost:(\d+)/.exec(text);
      return m ? Number(m[1]) : null;
    },
    'listening line',
    90_000,
  );
  const leads = (ms = 60_000) => waitFor(() => ledAt, 'lead', ms);
  return { child, output: () => output, port, leads, exited };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, ms: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe('several server processes on one database', () => {
  let db: Database;
  let dispose: () => Promise<void>;
  let url: string;
  const procs: Proc[] = [];

  beforeAll(async () => {
    const database = await freshDatabase();
    url = database.url;
    dispose = database.dispose;
    db = createDatabase(url);
    await migrateToLatest(db);
    await seedDatabase(db, { profile: 'tiny' });
  }, 120_000);

  afterAll(async () => {
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    await db.destroy();
    await dispose();
  });

  it('one leads; SIGKILL during a draw hands over within 10 s; SIGTERM hands over at once; nothing runs twice', async () => {
    const a = startProcess(url);
    procs.push(a);
    await a.port;
    const aLeadAt = await a.leads();
    const b = startProcess(url);
    procs.push(b);
    await b.port;
    // B has polled at least twice since listening and must not have taken the lead from a live A.
    await sleep(4500);
    expect(b.output()).not.toMatch(LEADS);

    // The next Win Go 30 s draw that is still ahead, with bets on it.
    const game = await db.selectFrom('game').select('id').where('interval_sec', '=', 30).orderBy('id').executeTakeFirstOrThrow();
    const target = await until('a period with bets about to draw', 90_000, async () => {
      const now = Date.now();
      return db
        .selectFrom('period')
        .select(['id', 'draw_at'])
        .where('game_id', '=', game.id)
        .where('draw_at', '>', now + 2000)
        .where('status', '=', PeriodStatus.BETTING)
        .where((eb) => eb.exists(eb.selectFrom('bet').select('bet.id').whereRef('bet.period_id', '=', 'period.id')))
        .orderBy('draw_at')
        .executeTakeFirst();
    });
    await sleep(Math.max(0, target.draw_at - Date.now() + 150));
    a.child.kill('SIGKILL');
    const killedAt = Date.now();
    await a.exited;

    const bLeadAt = await b.leads(30_000);
    const takeover = bLeadAt - killedAt;
    expect(bLeadAt).toBeGreaterThan(aLeadAt);
    expect(takeover).toBeLessThanOrEqual(10_000);

    // The period A was drawing is drawn and settled, by B, once.
    const settled = await until('the target period settled', 60_000, () =>
      db.selectFrom('period').selectAll().where('id', '=', target.id).where('status', '=', PeriodStatus.SETTLED).executeTakeFirst(),
    );
    const bets = await db.selectFrom('bet').select(['bet_no', 'status', 'payout']).where('period_id', '=', target.id).execute();
    expect(bets.length).toBeGreaterThan(0);
    expect(bets.every((x) => x.status === BetStatus.WIN || x.status === BetStatus.LOSE)).toBe(true);
    const winners = bets.filter((x) => x.status === BetStatus.WIN && x.payout > 0).map((x) => `payout:${x.bet_no}`);
    const payouts = winners.length
      ? await db.selectFrom('ledger_journal').select('business_key').where('business_key', 'in', winners).execute()
      : [];
    expect(payouts.length).toBe(winners.length);
    expect(settled.winning_amount).toBe(bets.reduce((s, x) => s + x.payout, 0));

    // A graceful stop hands over without waiting for anything to lapse.
    const c = startProcess(url);
    procs.push(c);
    await c.port;
    await sleep(3000);
    expect(c.output()).not.toMatch(LEADS);
    const stoppedAt = Date.now();
    b.child.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    const cLeadAt = await c.leads(30_000);
    expect(cLeadAt - stoppedAt).toBeLessThanOrEqual(6000);

    // Every house-drawn period whose draw time passed more than a few seconds ago is drawn and
    // settled (external results wait for staff): none lost in the hand-overs; every job period claimed once; the ledger is whole.
    await sleep(4000);
    const stuck = await db
      .selectFrom('period')
      .select(['id', 'status'])
      .where('draw_at', '<', Date.now() - 8000)
      .where('draw_at', '>', aLeadAt)
      .where('result_source', '=', 'house')
      .where('status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING, PeriodStatus.DRAWING, PeriodStatus.DRAWN])
      .execute();
    expect(stuck).toEqual([]);
    const twice = await db
      .selectFrom('job_run')
      .select(['job_name', 'period_key', sql<number>`count(*)`.as('n')])
      .groupBy(['job_name', 'period_key'])
      .having(sql`count(*)`, '>', 1)
      .execute();
    expect(twice).toEqual([]);
    const ledger = await checkLedger(db);
    expect(ledger.problems).toEqual([]);

    c.child.kill('SIGTERM');
    expect(await c.exited).toBe(0);
  }, 300_000);
});
