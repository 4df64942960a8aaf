/*
 * Domain benchmarks (query level): seed a fresh database with a profile, then time the member
 * list page, bet lists by period and by member, settling a period of 2 000 bets, and the 30-day
 * daily report. `npx tsx bench/domain/run.ts [default|large] [DATABASE_URL] [--reuse]`; prints
 * JSON. With --reuse a database that already holds data is measured as it is (no seed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberListBody, memberPage } from '../../plugins/account/server/members/listQuery';
import type { Caller } from '../../server/auth/session';
import { createDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { startWalCheckpointer } from '../../server/db/walCheckpointer';
import { commitment, deriveResult } from '../../server/domain/draw/commitReveal';
import type { Shape } from '../../server/domain/draw/shapes';
import { bombayDate, DAY_MS } from '../../server/domain/time';
import { placeBet } from '../../plugins/lottery/server/bets';
import { settlePeriod } from '../../plugins/lottery/server/settle';
import { PeriodStatus } from '../../plugins/lottery/shared/status';
import { dailyReport } from '../../plugins/report/server/dailyReport';
import { isProfileName } from '../../demo/seed/profiles';
import { isDatabaseEmpty, seedDatabase } from '../../demo/seed/seed';

const args = process.argv.slice(2).filter((a) => a !== '--reuse');
const reuse = process.argv.includes('--reuse');
const profile = args[0] ?? 'default';
if (!isProfileName(profile)) throw new Error(`unknown profile ${profile}`);
// Without a URL: a temp SQLite file, deleted at the end (the large profile's is many GB).
const tempDir = args[1] ? undefined : mkdtempSync(join(tmpdir(), 'chance-domain-bench-'));
const url = args[1] ?? `sqlite:${join(tempDir as string, 'bench.db')}`;

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)].toFixed(2));
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const out = await work();
  return [performance.now() - t0, out];
}

const db = createDatabase(url);
await migrateToLatest(db);
const now = Date.now();
const results: Record<string, unknown> = { profile, dialect: url.split(':')[0] };
if (reuse && !(await isDatabaseEmpty(db))) results.seed = 'reused';
else {
  const [seedMs, summary] = await timed(() => seedDatabase(db, { profile, now, log: (l) => console.error(l) }));
  Object.assign(results, { seedMs: Math.round(seedMs), counts: summary.counts });
}

// As the server runs it: SQLite checkpoints in a worker thread, not in the commit that fills the log.
const checkpointer = await startWalCheckpointer(db, url);

// Member list page: 20 rows, one filter and one sort, through the list endpoint's own query
// (chance-member/list: scope, filters, capped count, page) as the admin sees it.
const adminRow = await db.selectFrom('staff_user').select(['id', 'username']).where('username', '=', 'admin').executeTakeFirstOrThrow();
const admin = {
  staffId: adminRow.id,
  username: adminRow.username,
  role: 'admin',
  franchiseeId: null,
  stationId: null,
  agentId: null,
  agentPath: null,
} as unknown as Caller;
const agentIds = (await db.selectFrom('agent').select('id').orderBy('id').limit(60).execute()).map((a) => a.id);
const queries: ((i: number) => Record<string, unknown>)[] = [
  (i) => ({ vipLevel: i % 4, sortField: 'createdAt' }),
  (i) => ({ customerClass: 'ABCD'[i % 4], sortField: 'createdAt' }),
  (i) => ({ agentId: agentIds[i % agentIds.length], sortField: 'createdAt' }),
  (i) => ({ status: i % 2, sortField: 'lastLoginAt' }),
  () => ({ firstCharged: 1, sortField: 'totalRecharge' }),
  (i) => ({ customerClass: 'ABCD'[i % 4], sortField: 'balance' }),
  () => ({ online: 0, sortField: 'totalBet' }),
  (i) => ({ agentId: agentIds[i % agentIds.length], sortField: 'balance' }),
];
const memberList = async (bodyOf: (i: number) => Record<string, unknown>) => {
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const body = memberListBody.parse({ pageIndex: 1 + (i % 5), pageSize: 20, sortOrder: 'DESC', ...bodyOf(i) });
    samples.push((await timed(() => memberPage(db, admin, body, 'formal', now)))[0]);
  }
  return percentiles(samples);
};
const mix = (i: number) => queries[i % queries.length](i);
// The first pass meets the caches as the machine left them (cold after a reboot or a big seed);
// the second is the steady state of a server that has been answering for a while.
results.memberListFirstPass = await memberList(mix);
results.memberList = await memberList(mix);
// Poorest first, on its own: before member.cash_balance (migration 010) this walked the ledger's
// balance index and looked members up one by one; now it is an index range like the other sorts.
results.memberListBalanceAscending = await memberList((i) => ({ vipLevel: i % 4, sortField: 'balance', sortOrder: 'ASC' }));

// Bet lists: the 200 busiest periods and the 200 busiest bettors, a first pass and a steady one as above.
const busy = await db.selectFrom('period').select('id').where('bet_count', '>', 0).orderBy('bet_count', 'desc').limit(200).execute();
const bettors = await db.selectFrom('member_turnover').select('member_id').orderBy('valid_total', 'desc').limit(200).execute();
const timeEach = async <T>(items: readonly T[], query: (item: T) => Promise<unknown>) => {
  const samples: number[] = [];
  for (const item of items) samples.push((await timed(() => query(item)))[0]);
  return percentiles(samples);
};
const betsOfPeriod = (p: { id: number }) =>
  db.selectFrom('bet').selectAll().where('period_id', '=', p.id).orderBy('id', 'desc').limit(20).execute();
const betsOfMember = (m: { member_id: number }) =>
  db.selectFrom('bet').selectAll().where('member_id', '=', m.member_id).orderBy('created_at', 'desc').limit(20).execute();
results.betListByPeriodFirstPass = await timeEach(busy, betsOfPeriod);
results.betListByPeriod = await timeEach(busy, betsOfPeriod);
results.betListByMemberFirstPass = await timeEach(bettors, betsOfMember);
results.betListByMember = await timeEach(bettors, betsOfMember);

// Settlement of a period holding 2 000 bets placed through the bet service (400 members, 5 bets
// each), five periods with different bettors: one settlement alone says more about the disk than
// about the code.
const SETTLE_RUNS = 5;
const game = await db.selectFrom('game').selectAll().where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
// Members able to bet: active, not restricted, holding at least ₹100.
const rich = await db
  .selectFrom('member')
  .innerJoin('member_balance as b', 'b.member_id', 'member.id')
  .select('id')
  .where('b.cash_balance', '>=', 10_000)
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
  .orderBy('id')
  .limit(400 * SETTLE_RUNS)
  .execute();
const plays = [
  ['COLOR', 'red'],
  ['COLOR', 'green'],
  ['SIZE', 'big'],
  ['NUMBER', '7'],
  ['PARITY', 'odd'],
] as const;
const settleMs: number[] = [];
for (let run = 0; run < SETTLE_RUNS; run++) {
  const seed = run.toString(16).padStart(2, '0').repeat(32);
  // Sequence numbers no real period of the day reaches, different per run (a reused database keeps earlier runs' periods).
  const seq = 9000 + ((Math.floor(now / 1000) * SETTLE_RUNS + run) % 1000);
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
  const bettors = rich.slice(run * 400, run * 400 + 400);
  for (let i = 0; i < 2000; i++) {
    const [play, selection] = plays[i % plays.length];
    await placeBet(db, { memberId: bettors[i % bettors.length].id, periodId: period.id, play, selection, stake: 1000, now: now + 1 });
  }
  await db
    .updateTable('period')
    .set({ status: PeriodStatus.DRAWN, result: JSON.stringify(deriveResult(game.shape as Shape, seed, issueNo)), drawn_at: now + 2 })
    .where('id', '=', period.id)
    .execute();
  settleMs.push((await timed(() => settlePeriod(db, period.id, now + 3)))[0]);
}
results.settle2000 = { runsMs: settleMs.map((ms) => Number(ms.toFixed(1))), ...percentiles(settleMs) };

const report: number[] = [];
for (let i = 0; i < 20; i++) {
  report.push(
    (await timed(() => dailyReport(db, { from: bombayDate(now - 29 * DAY_MS), to: bombayDate(now), scope: { kind: 'all' } })))[0],
  );
}
results.report30Days = percentiles(report);
const agentReport: number[] = [];
for (let i = 0; i < 20; i++) {
  agentReport.push(
    (
      await timed(() => dailyReport(db, { from: bombayDate(now - 29 * DAY_MS), to: bombayDate(now), scope: { kind: 'all' }, agentId: 1 }))
    )[0],
  );
}
results.report30DaysAgentLine = percentiles(agentReport);
await checkpointer?.stop();
await db.destroy();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });
console.log(JSON.stringify(results));
