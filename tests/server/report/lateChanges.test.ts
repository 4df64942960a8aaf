import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { submitDeposit } from '../../../plugins/money/server/deposits';
import { approveManual, submitManual } from '../../../plugins/money/server/manual';
import { reconcileReports } from '../../../plugins/report/server/reconcile';
import { reportStaleDaysJob } from '../../../plugins/report/server/staleDaysJob';
import { clearStale, staleDays } from '../../../plugins/report/server/staleMarks';
import { BetStatus } from '../../../plugins/lottery/shared/status';
import { addBombayDays, bombayDate } from '../../../server/domain/time';
import { runDueJobs } from '../../../server/jobs';
import { bombayDayNumber, dayNumberStart } from '../../../server/time/bombay';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 40: a change to a past day's figures reaches the stored reports. Late changes through the
 * real routes (a held rebate cancelled, a member moved to another agent) and as a supplementary
 * settlement writes them (a bet of an earlier day settled again) mark their days stale; the
 * stale-days job rebuilds them, after which every stored figure equals its recomputation from
 * the raw rows again. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

let server: TestServer;
let token: string;
const today = () => bombayDate(Date.now());
const pastRange = () => ({ from: addBombayDays(today(), -8), to: addBombayDays(today(), -1) });
const pastStale = async () => (await staleDays(server.db, -Infinity, bombayDayNumber(Date.now()) - 1)).map((s) => s.day);
const dayOf = (ms: number) => bombayDayNumber(ms);

beforeAll(async () => {
  // Eight days of history, as the VIP and team-commission tests use (one template for all three).
  server = await startServer({ seedPeriodDays: 8 });
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

it('a fresh seed has nothing stale and every stored figure agrees with the raw rows', async () => {
  const { from, to } = pastRange();
  expect(await pastStale()).toEqual([]);
  const result = await reconcileReports(server.db, from, to);
  expect(result.rows).toBeGreaterThan(0);
  expect(result.differences).toEqual([]);
});

it('late changes mark their days stale; the stale-days job rebuilds them and the reports agree again', async () => {
  const { db } = server;
  const { from, to } = pastRange();
  const yesterday = bombayDayNumber(Date.now()) - 1;

  // 1. A held rebate of an earlier business date, cancelled through the screen's route.
  const business = addBombayDays(today(), -3);
  const member = await db
    .selectFrom('member as m')
    .innerJoin('bet as b', 'b.member_id', 'm.id')
    .select(['m.id', 'm.station_id', 'm.agent_id', 'm.franchisee_id'])
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .where('m.agent_id', 'is not', null)
    .where('b.created_at', '<', Date.now() - 2 * 86_400_000)
    .where('b.status', 'in', [BetStatus.WIN, BetStatus.LOSE])
    .executeTakeFirstOrThrow();
  const rebate = await db
    .insertInto('rebate_record')
    .values({
      member_id: member.id,
      franchisee_id: member.franchisee_id,
      business_date: business,
      game_id: null,
      valid_turnover: 100_000,
      rate_bps: 50,
      amount: 500,
      status: 0,
      journal_key: null,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, business, business)).differences).toEqual([]);
  const cancelled = await server.call('/chance-rebate-record/cancel', { token, body: { id: Number(rebate.id), reason: 'duplicate' } });
  expect(cancelled.body.code).toBe(200);
  expect(await pastStale()).toEqual([dayOf(Date.parse(`${business}T12:00:00+05:30`))]);

  // 2. A bet of an earlier day settled again (as a supplementary settlement does): a win now.
  const bet = await db
    .selectFrom('bet')
    .select(['id', 'created_at', 'stake'])
    .where('member_id', '=', member.id)
    .where('status', '=', BetStatus.LOSE)
    .where('created_at', '<', Date.now() - 86_400_000)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('bet')
    .set({ status: BetStatus.WIN, payout: Number(bet.stake) * 2 })
    .where('id', '=', bet.id)
    .execute();
  expect(await pastStale()).toContain(dayOf(Number(bet.created_at)));

  // 3. The member moved to another agent of its station through the member screen's route: every day it has figures is marked.
  const target = await db
    .selectFrom('agent')
    .select('id')
    .where('station_id', '=', member.station_id)
    .where('id', '<>', member.agent_id!)
    .executeTakeFirstOrThrow();
  const moved = await server.call('/chance-member/update/member/agent', { token, body: { id: member.id, agentId: Number(target.id) } });
  expect(moved.body.code).toBe(200);
  const marked = await pastStale();
  expect(marked.length).toBeGreaterThan(1);
  expect(Math.max(...marked)).toBeLessThanOrEqual(yesterday);

  // Every report says which days await their rebuild.
  const overview = () =>
    server.call<{ freshness: { builtAt: number | null; pending: string[] } }>('/chance_report/daily_overview', {
      token,
      body: { from, to, includeTest: false },
    });
  const pending = (await overview()).body.data.freshness;
  const inRange = marked.filter((d) => d >= dayOf(Date.parse(`${from}T12:00:00+05:30`)));
  expect(pending.pending.map((date) => dayOf(Date.parse(`${date}T12:00:00+05:30`)))).toEqual(inRange);
  expect(pending.builtAt).toBeGreaterThan(0);

  // The stored tables miss all of it until the rebuild: the reconciliation sees the differences.
  const before = await reconcileReports(db, from, to);
  expect(before.differences.length).toBeGreaterThan(0);
  expect(new Set(before.differences.map((d) => d.table))).toContain('daily_agent_report');

  // The job runner's next tick rebuilds the marked days; nothing stays stale and every figure agrees.
  const report = await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(report.report_stale_days).toEqual({ ran: true, rows: marked.length });
  expect(await pastStale()).toEqual([]);
  expect((await overview()).body.data.freshness.pending).toEqual([]);
  const after = await reconcileReports(db, from, to);
  expect(after.differences).toEqual([]);
  // Under the member's new agent everywhere: its past bets count there in the agent table.
  const rows = await db
    .selectFrom('daily_cut_member')
    .select(['agent_id'])
    .distinct()
    .where('member_id', '=', member.id)
    .where('day', '<=', yesterday)
    .execute();
  expect(rows.map((r) => Number(r.agent_id))).toEqual([Number(target.id)]);
}, 120_000);

/** A held (unpaid) rebate of `member` for the Bombay date `day`. */
const heldRebate = (
  member: { id: number; franchisee_id: number },
  day: string,
  figures: { valid_turnover: number; rate_bps: number; amount: number },
) => ({
  member_id: member.id,
  franchisee_id: member.franchisee_id,
  business_date: day,
  game_id: null,
  ...figures,
  status: 0,
  journal_key: null,
  created_at: Date.now(),
});

it('a write that comes while a day is rebuilt leaves it marked for the next tick', async () => {
  const { db } = server;
  const day = addBombayDays(today(), -2);
  const member = await db.selectFrom('member').select(['id', 'franchisee_id']).where('is_test', '=', 0).executeTakeFirstOrThrow();
  const insert = () =>
    db
      .insertInto('rebate_record')
      .values(heldRebate(member, day, { valid_turnover: 1000, rate_bps: 10, amount: 1 }))
      .execute();
  await insert();
  const [seen] = await staleDays(db, dayOf(Date.parse(`${day}T12:00:00+05:30`)), dayOf(Date.parse(`${day}T12:00:00+05:30`)));
  await insert();
  await clearStale(db, [seen]);
  expect((await pastStale()).length).toBe(1);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, day, day)).differences).toEqual([]);
});

/*
 * Migration 072: on PostgreSQL a write's mark waits for its commit, so a transaction that marked a
 * day holds no lock another writer of that day waits for (the upsert it replaced queued every money
 * transaction of the day on one row and deadlocked with the ledger's account locks). A commit that
 * marked the day still gives it a new version, so a rebuild that read the old one keeps the mark.
 * SQLite runs one writer at a time and keeps its upsert.
 */
if (process.env.TEST_DATABASE_URL)
  it('PostgreSQL: an open transaction that marked a day does not block another writer of that day', async () => {
    const { db } = server;
    const day = addBombayDays(today(), -4);
    const number = dayOf(Date.parse(`${day}T12:00:00+05:30`));
    const member = await db.selectFrom('member').select(['id', 'franchisee_id']).where('is_test', '=', 0).executeTakeFirstOrThrow();
    const row = heldRebate(member, day, { valid_turnover: 1000, rate_bps: 10, amount: 1 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let wrote = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const first = db.transaction().execute(async (trx) => {
      await trx.insertInto('rebate_record').values(row).execute();
      wrote();
      await held;
    });
    await written;
    let second;
    try {
      // Before migration 072 this insert waited for the first transaction's commit: here, a lock timeout.
      await db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '3s'`.execute(trx);
        await trx.insertInto('rebate_record').values(row).execute();
      });
      [second] = await staleDays(db, number, number);
    } finally {
      release();
      await first;
    }
    const [last] = await staleDays(db, number, number);
    expect(last.version).toBeGreaterThan(second.version);
    const pending = await sql<{ n: number | string }>`select count(*) as n from report_stale_pending`.execute(db);
    expect(Number(pending.rows[0].n)).toBe(0);
    await runDueJobs(db, [reportStaleDaysJob], Date.now());
    expect(await pastStale()).toEqual([]);
  });

/*
 * Net gaming revenue and manual adjustments (migration 070): an old deposit approved now counts on
 * today (deposits count by approval); a manual credit and a manual debit applied with an earlier
 * day's approval time (as a correction or an import writes them) mark that day stale; after the
 * rebuild every stored figure agrees with the raw rows again, the overview shows the adjustments,
 * and net gaming revenue is house profit less what was given back, on every row and in the totals.
 */
it('an old deposit approved late and manual credits and debits reach the overview and its net gaming revenue', async () => {
  const { db } = server;
  const { from, to } = pastRange();
  // The demo's two admin-side reviewers: one asks, the other approves (maker ≠ checker).
  const staffId = async (username: string) =>
    Number((await db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  const [maker, checker] = [await staffId('finance'), await staffId('admin')];

  // 1. A deposit of a real member submitted three days ago, approved now through the deposit screen's route.
  const target = await db
    .selectFrom('member')
    .select('id')
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const day = addBombayDays(today(), -3);
  const noon = Date.parse(`${day}T12:00:00+05:30`);
  const deposit = await submitDeposit(db, { memberId: Number(target.id), amount: 54_321, kind: 'company', now: noon });
  expect(await pastStale()).toEqual([]);
  const liveBefore = await overviewOf(today());
  const approved = await server.call('/chance-deposit-order/approve', {
    token,
    body: { id: deposit.id },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(approved.body).toMatchObject({ code: 200 });
  // Counted by approval: on today, which reports read live; no past day changes.
  expect(await pastStale()).toEqual([]);
  const liveAfter = await overviewOf(today());
  expect(liveAfter.depositAmount - liveBefore.depositAmount).toBe(54_321);

  // 2. A manual credit and a manual debit of the same member, applied with an approval time three days ago.
  const adjust = async (direction: 'credit' | 'debit', amount: number) => {
    const request = await submitManual(db, {
      kind: 'single',
      direction,
      memberIds: [Number(target.id)],
      amount,
      staffId: maker,
      reasonType: 'correction',
      now: noon,
    });
    await approveManual(db, { id: request.id, staffId: checker, now: noon });
  };
  const before = await overviewOf(day);
  await adjust('credit', 12_345);
  expect(await pastStale()).toEqual([dayOf(noon)]);
  await adjust('debit', 2_345);
  expect(await pastStale()).toEqual([dayOf(noon)]);
  const differences = (await reconcileReports(db, day, day)).differences;
  expect(new Set(differences.map((d) => d.metric))).toEqual(new Set(['manual_credits', 'manual_debits', 'net_gaming_revenue']));

  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
  const after = await overviewOf(day);
  expect(after.manualCredits - before.manualCredits).toBe(12_345);
  expect(after.manualDebits - before.manualDebits).toBe(2_345);
  expect(after.netGamingRevenue - before.netGamingRevenue).toBe(-10_000);

  // Rows and totals agree, and net gaming revenue is made of the figures beside it.
  const report = await server.call<{ rows: Figures[]; totals: Figures }>('/chance_report/daily_overview', {
    token,
    body: { from, to: today(), includeTest: false },
  });
  const { rows, totals } = report.body.data;
  for (const field of Object.keys(NGR_PARTS) as (keyof typeof NGR_PARTS)[])
    expect(rows.reduce((sum, r) => sum + r[field], 0)).toBe(totals[field]);
  for (const r of [...rows, totals]) expect(r.netGamingRevenue).toBe(ngrOf(r));
  expect(totals.manualCredits).toBeGreaterThanOrEqual(12_345);
  expect(totals.manualDebits).toBeGreaterThanOrEqual(2_345);
}, 120_000);

/** The overview figures the test reads, each with its sign in net gaming revenue (0: not a part of it). */
const NGR_PARTS = {
  depositAmount: 0,
  houseProfit: 1,
  rebatesPaid: -1,
  bonuses: -1,
  vipRewards: -1,
  taskRewards: -1,
  discounts: -1,
  manualCredits: -1,
  manualDebits: 1,
  netGamingRevenue: 0,
} as const;
type Figures = Record<keyof typeof NGR_PARTS | 'rebates' | 'rebatesHeld' | 'withdrawAmount' | 'withdrawFees' | 'withdrawNet', number>;
const ngrOf = (r: Figures) =>
  (Object.entries(NGR_PARTS) as [keyof typeof NGR_PARTS, number][]).reduce((sum, [field, sign]) => sum + sign * r[field], 0);

async function overviewOf(date: string): Promise<Figures> {
  const answer = await server.call<{ rows: Figures[] }>('/chance_report/daily_overview', {
    token,
    body: { from: date, to: date, includeTest: false },
  });
  expect(answer.body.code).toBe(200);
  return answer.body.data.rows[0];
}

/*
 * Rebates paid and held apart, and withdrawals gross, fees and net paid (migration 071): a held
 * rebate of an earlier business date, then paid, moves the figures between the two; a paid
 * withdrawal whose net payout is corrected marks its payout day stale. After the rebuild every
 * stored figure agrees with the raw rows, and every row and the totals keep rebates = paid + held.
 */
it('rebates paid and held, and withdrawals net paid, follow late changes', async () => {
  const { db } = server;
  const { from, to } = pastRange();
  const day = addBombayDays(today(), -2);
  const noon = Date.parse(`${day}T12:00:00+05:30`);
  const member = await db
    .selectFrom('member')
    .select(['id', 'franchisee_id'])
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const start = await overviewOf(day);
  const rebate = await db
    .insertInto('rebate_record')
    .values(heldRebate(member, day, { valid_turnover: 140_000, rate_bps: 50, amount: 700 }))
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await pastStale()).toEqual([dayOf(noon)]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  const held = await overviewOf(day);
  expect([held.rebatesHeld - start.rebatesHeld, held.rebatesPaid - start.rebatesPaid]).toEqual([700, 0]);
  expect(held.netGamingRevenue).toBe(start.netGamingRevenue);

  // Paid (as the rebate payment sets it): from held to paid, and out of net gaming revenue.
  await db.updateTable('rebate_record').set({ status: 1 }).where('id', '=', rebate.id).execute();
  expect(await pastStale()).toEqual([dayOf(noon)]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  const paid = await overviewOf(day);
  expect([paid.rebatesHeld - start.rebatesHeld, paid.rebatesPaid - start.rebatesPaid]).toEqual([0, 700]);
  expect(paid.netGamingRevenue - start.netGamingRevenue).toBe(-700);

  // A paid withdrawal of an earlier day whose net payout is corrected.
  const withdrawal = await db
    .selectFrom('withdrawal_order as w')
    .innerJoin('member as m', 'm.id', 'w.member_id')
    .select(['w.id', 'w.paid_at', 'w.net_payout'])
    .where('w.stage', '=', 'paid')
    .where('w.paid_at', '<', dayNumberStart(bombayDayNumber(Date.now())))
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .orderBy('w.id')
    .executeTakeFirstOrThrow();
  const paidDay = bombayDate(Number(withdrawal.paid_at));
  const gross = await overviewOf(paidDay);
  await db
    .updateTable('withdrawal_order')
    .set({ net_payout: Number(withdrawal.net_payout) - 100 })
    .where('id', '=', withdrawal.id)
    .execute();
  expect(await pastStale()).toEqual([dayOf(Number(withdrawal.paid_at))]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  const corrected = await overviewOf(paidDay);
  expect(corrected.withdrawNet - gross.withdrawNet).toBe(-100);
  expect(corrected.withdrawAmount).toBe(gross.withdrawAmount);

  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
  const report = await server.call<{ rows: Figures[]; totals: Figures }>('/chance_report/daily_overview', {
    token,
    body: { from, to: today(), includeTest: false },
  });
  const { rows, totals } = report.body.data;
  for (const field of ['rebates', 'rebatesPaid', 'rebatesHeld', 'withdrawAmount', 'withdrawFees', 'withdrawNet'] as const)
    expect(rows.reduce((sum, r) => sum + r[field], 0)).toBe(totals[field]);
  for (const r of [...rows, totals]) {
    expect(r.rebates).toBe(r.rebatesPaid + r.rebatesHeld);
    expect(r.withdrawNet).toBeLessThanOrEqual(r.withdrawAmount - r.withdrawFees);
  }
}, 120_000);
