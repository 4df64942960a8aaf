/*
 * Settlement bench (issue 18): a period of 2,000 bets (400 members, 5 bets each) placed through
 * the bet service, drawn, then settled; five periods with different bettors, timed one by one,
 * with the number of statements settlement sends (each one a round trip on PostgreSQL).
 * `npx tsx bench/settle.ts [DATABASE_URL] [--profile=default] [--reuse]`; prints JSON (last line).
 * Without a URL a temp SQLite file; a postgres:// URL names a server on which a scratch database
 * is created and dropped (with --reuse the URL's own database is used as it is, e.g. one seeded
 * at the large profile). Target: ≤ 200 ms per period on PostgreSQL. --no-check skips the closing
 * ledger check (minutes over the large profile's 16 M journals) when iterating on one statement.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  sql,
  type KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import pg from 'pg';
import { createDatabase, dialectOf } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { commitment, deriveResult } from '../server/domain/draw/commitReveal';
import type { Shape } from '../server/domain/draw/shapes';
import { manualCreditJournal } from '../server/domain/ledgerJournals';
import { bombayDate, DAY_MS } from '../server/domain/time';
import { placeBet } from '../plugins/lottery/server/bets';
import { settlePeriod } from '../plugins/lottery/server/settle';
import { PeriodStatus } from '../plugins/lottery/shared/status';
import { checkLedger } from '../plugins/money/server/checkLedger';
import { postJournals } from '../server/ledger/ledger';
import { isProfileName } from '../demo/seed/profiles';
import { isDatabaseEmpty, seedDatabase } from '../demo/seed/seed';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const reuse = process.argv.includes('--reuse');
const check = !process.argv.includes('--no-check');
const profile = process.argv.find((a) => a.startsWith('--profile='))?.slice('--profile='.length) ?? 'default';
if (!isProfileName(profile)) throw new Error(`unknown profile ${profile}`);
const RUNS = 5;
const BETTORS = 400;
const BETS = 2000;

// The database: a temp SQLite file, a scratch PostgreSQL database, or (--reuse) the URL's own.
let url = args[0];
let dispose = async () => {};
if (!url) {
  const dir = mkdtempSync(join(tmpdir(), 'chance-settle-bench-'));
  url = `sqlite:${join(dir, 'bench.db')}`;
  dispose = async () => rmSync(dir, { recursive: true, force: true });
} else if (url.startsWith('postgres') && !reuse) {
  const name = `chance_settle_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const base = url;
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  url = scratch.toString();
  dispose = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

// --trace: each statement's time during the settlements, slowest first (PostgreSQL), on stderr.
const trace: { ms: number; sql: string }[] = [];
if (process.argv.includes('--trace')) {
  const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
  pg.Client.prototype.query = function traced(this: unknown, ...a: unknown[]) {
    const t = performance.now();
    const out = query.apply(this, a);
    const text = typeof a[0] === 'string' ? a[0] : String((a[0] as { text?: string })?.text ?? '');
    if (counting && out instanceof Promise)
      void out.then(
        () => trace.push({ ms: performance.now() - t, sql: text.replace(/\s+/g, ' ').slice(0, 100) }),
        () => {},
      );
    return out;
  } as typeof pg.Client.prototype.query;
}

/** Counts the statements sent while `counting` is on (raw sql`` ones included). */
let counting = false;
let statements = 0;
const counter: KyselyPlugin = {
  transformQuery(a: PluginTransformQueryArgs): RootOperationNode {
    if (counting) statements++;
    return a.node;
  },
  async transformResult(a: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return a.result;
  },
};

const base = createDatabase(url);
const db = base.withPlugin(counter);
const results: Record<string, unknown> = { dialect: dialectOf(db), profile: reuse ? 'reused' : profile };
try {
  await migrateToLatest(base);
  if (!reuse || (await isDatabaseEmpty(base))) {
    const t0 = performance.now();
    await seedDatabase(base, { profile, log: (l) => console.error(l) });
    results.seedMs = Math.round(performance.now() - t0);
  }
  const now = Date.now();
  const game = await db.selectFrom('game').selectAll().where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('member')
    .select('id')
    .where('status', '=', 0)
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
        ),
      ),
    )
    .orderBy('id', 'desc')
    .limit(BETTORS * RUNS)
    .execute();
  if (members.length < BETTORS * RUNS) throw new Error(`only ${members.length} members able to bet; use a bigger --profile`);
  // Enough cash for five ₹10 bets each, credited through the ledger like a manual deposit.
  const stamp = now.toString(36);
  await postJournals(
    base,
    members.map((m) => ({
      journal: manualCreditJournal({ ref: `settle-bench:${stamp}:${m.id}`, memberId: m.id, amount: 10_000 }),
      meta: { now },
    })),
  );

  const plays = [
    ['COLOR', 'red'],
    ['COLOR', 'green'],
    ['SIZE', 'big'],
    ['NUMBER', '7'],
    ['PARITY', 'odd'],
  ] as const;
  const pg = dialectOf(db) === 'postgres';
  const runs: { ms: number; statements: number; winners: number; walKb?: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const seed = randomBytes(32).toString('hex');
    const seq = 9000 + ((Math.floor(now / 1000) * RUNS + run) % 1000);
    const issueNo = `${bombayDate(now).replaceAll('-', '')}${game.issue_code}${seq}`;
    const period = await db
      .insertInto('period')
      .values({
        game_id: game.id,
        issue_no: issueNo,
        seq,
        business_date: bombayDate(now),
        open_at: now - 1000,
        close_at: now + DAY_MS,
        draw_at: now + DAY_MS,
        status: PeriodStatus.BETTING,
        seed,
        seed_hash: commitment(seed),
        result_source: 'house',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const bettors = members.slice(run * BETTORS, run * BETTORS + BETTORS);
    for (let i = 0; i < BETS; i++) {
      const [play, selection] = plays[i % plays.length];
      await placeBet(base, { memberId: bettors[i % BETTORS].id, periodId: period.id, play, selection, stake: 1000, now: now + 1 });
    }
    await db
      .updateTable('period')
      .set({ status: PeriodStatus.DRAWN, result: JSON.stringify(deriveResult(game.shape as Shape, seed, issueNo)), drawn_at: now + 2 })
      .where('id', '=', period.id)
      .execute();
    // WAL written by the settlement (PostgreSQL): a figure the machine's load does not move, unlike the time.
    const lsn = async () =>
      pg ? (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(base)).rows[0].lsn : '';
    const walBefore = await lsn();
    counting = true;
    statements = 0;
    const t0 = performance.now();
    const settled = await settlePeriod(db, period.id, now + 3);
    const ms = performance.now() - t0;
    counting = false;
    const walKb = pg
      ? Math.round(
          Number(
            (await sql<{ d: string }>`select pg_wal_lsn_diff(${await lsn()}::pg_lsn, ${walBefore}::pg_lsn) as d`.execute(base)).rows[0].d,
          ) / 1024,
        )
      : undefined;
    runs.push({ ms: Number(ms.toFixed(1)), statements, winners: settled?.winners ?? 0, ...(pg ? { walKb } : {}) });
    // Idempotent: a second run claims nothing and pays nothing.
    if (await settlePeriod(db, period.id, now + 4)) throw new Error('a settled period settled again');
  }
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b);
  Object.assign(results, {
    bets: BETS,
    bettors: BETTORS,
    runs,
    p50Ms: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
    ...(pg ? { walKbMean: Math.round(runs.reduce((sum, r) => sum + (r.walKb ?? 0), 0) / runs.length) } : {}),
    ledger: check ? await checkLedger(base) : 'skipped',
  });
} finally {
  await base.destroy();
  await dispose();
}
if (trace.length > 0) {
  const bySql = new Map<string, { n: number; ms: number }>();
  for (const t of trace) {
    const e = bySql.get(t.sql) ?? { n: 0, ms: 0 };
    e.n++;
    e.ms += t.ms;
    bySql.set(t.sql, e);
  }
  for (const [text, e] of [...bySql].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
    console.error(`${e.ms.toFixed(1).padStart(8)} ms ${String(e.n).padStart(3)}× ${text}`);
}
console.log(JSON.stringify(results));
