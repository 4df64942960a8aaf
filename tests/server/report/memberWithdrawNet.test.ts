import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { dialectOf } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { addBombayDays, bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { runDueJobs } from '../../../server/jobs';
import { bombayDayNumber } from '../../../server/time/bombay';
import { reconcileReports } from '../../../plugins/report/server/reconcile';
import { reportStaleDaysJob } from '../../../plugins/report/server/staleDaysJob';
import { staleDays } from '../../../plugins/report/server/staleMarks';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 40, report migration 073: the agents' member report shows each member's withdrawals gross,
 * fees and net paid, with the daily overview's definitions. A paid withdrawal with fees and a bonus
 * deduction on a past day shows on its member's row; the totals are the rows' sums and the previous
 * period is that period's totals; a corrected net payout reaches the report through the stale-days
 * job and the reconciliation agrees; undoing and redoing the migration leaves the new columns to
 * the stale-days job, which fills them again. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

let server: TestServer;
let agentToken: string;
const today = () => bombayDate(Date.now());
const pastStale = async () => (await staleDays(server.db, -Infinity, bombayDayNumber(Date.now()) - 1)).map((s) => s.day);
const dayOf = (date: string) => bombayDayNumber(bombayDayStart(date));

const FIGURES = ['withdrawAmount', 'withdrawFees', 'withdrawNet'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
type Row = Figures & { key: number };
interface Page {
  rows: Row[];
  totals: Figures;
  previous: Figures;
  nextAfterId: number | null;
}

beforeAll(async () => {
  // Eight days of history, as lateChanges.test seeds them (one template for both).
  server = await startServer({ seedPeriodDays: 8 });
  agentToken = await server.login('agent');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

/** The member report of the demo agent over [from, to], every page: rows by member id, totals and the previous period. */
async function memberReport(from: string, to: string) {
  const rows = new Map<number, Row>();
  let afterId: number | undefined;
  let page: Page | undefined;
  for (let i = 0; i < 100; i++) {
    const answer = await server.call<Page>('/chance_report/member_report', {
      token: agentToken,
      body: { from, to, includeTest: false, limit: 500, afterId },
    });
    expect(answer.body.code).toBe(200);
    page = answer.body.data;
    for (const row of page.rows) rows.set(row.key, row);
    if (page.nextAfterId === null) break;
    afterId = page.nextAfterId;
  }
  return { rows, totals: page!.totals, previous: page!.previous };
}

/** A member's paid withdrawals on the Bombay dates [from, to], summed from withdrawal_order itself. */
async function paidWithdrawals(memberId: number, from: string, to: string) {
  const { rows } = await sql<Record<string, number | string | null>>`select sum(amount) as gross, sum(fee + admin_fee) as fees,
      sum(net_payout) as net, sum(bonus_deduction) as bonus
    from withdrawal_order where member_id = ${memberId} and stage = 'paid'
      and paid_at >= ${bombayDayStart(from)} and paid_at < ${bombayDayStart(to) + DAY_MS}`.execute(server.db);
  const sum = (v: number | string | null | undefined) => Number(v ?? 0);
  return { gross: sum(rows[0].gross), fees: sum(rows[0].fees), net: sum(rows[0].net), bonus: sum(rows[0].bonus) };
}

/** Real members of the demo agent's line, in id order. */
async function downline() {
  const me = await server.db.selectFrom('agent').select('path').where('username', '=', 'agent').executeTakeFirstOrThrow();
  return server.db
    .selectFrom('member as m')
    .innerJoin('agent as a', 'a.id', 'm.agent_id')
    .select(['m.id', 'm.station_id', 'm.franchisee_id', 'm.agent_id'])
    .where('a.path', 'like', `${me.path}%`)
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .orderBy('m.id')
    .execute();
}

type Member = Awaited<ReturnType<typeof downline>>[number];

/** A withdrawal approved with fees and a bonus deduction (net = gross − fees − bonus deduction, as an approval sets them). */
async function approvedWithdrawal(member: Member, at: number) {
  const order = { amount: 100_000, fee: 1_500, admin_fee: 500, bonus_deduction: 3_000 };
  const inserted = await server.db
    .insertInto('withdrawal_order')
    .values({
      order_no: `W40${randomUUID().slice(0, 12)}`,
      member_id: member.id,
      station_id: member.station_id,
      franchisee_id: member.franchisee_id,
      agent_id: member.agent_id,
      ...order,
      net_payout: order.amount - order.fee - order.admin_fee - order.bonus_deduction,
      status: 2,
      stage: 'approved',
      created_at: at - 3_600_000,
      reviewed_at: at - 1_800_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

const paid = (id: number, at: number) =>
  server.db.updateTable('withdrawal_order').set({ stage: 'paid', paid_at: at }).where('id', '=', id).execute();

it('a member row shows withdrawals gross, fees and net paid; totals are the rows; late corrections and the migration reach it', async () => {
  const { db } = server;
  const [member, other] = await downline();
  const day = addBombayDays(today(), -3);
  const noon = Date.parse(`${day}T12:00:00+05:30`);
  const [from, to] = [addBombayDays(today(), -8), today()];

  // 1. Paid three days ago: the payout marks that day; the stale-days job builds it.
  const id = await approvedWithdrawal(member, noon);
  await paid(id, noon);
  expect(await pastStale()).toEqual([dayOf(day)]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  // And one paid today, of another member: read live.
  await paid(await approvedWithdrawal(other, Date.now() - 60_000), Date.now() - 60_000);

  const expectRow = async (row: Row | undefined, memberId: number, first: string, last: string) => {
    const raw = await paidWithdrawals(memberId, first, last);
    expect(raw.gross).toBeGreaterThanOrEqual(100_000);
    expect(row).toMatchObject({ withdrawAmount: raw.gross, withdrawFees: raw.fees, withdrawNet: raw.net });
    // Net paid is gross less fees less the bonus deducted, as the orders say.
    expect(row!.withdrawAmount - row!.withdrawFees - row!.withdrawNet).toBe(raw.bonus);
  };
  const onDay = await memberReport(day, day);
  await expectRow(onDay.rows.get(Number(member.id)), Number(member.id), day, day);
  await expectRow((await memberReport(today(), today())).rows.get(Number(other.id)), Number(other.id), today(), today());

  // The totals are the rows' sums, past days (daily_cut_agent) and today (live) alike; the previous period is that period's totals.
  const whole = await memberReport(from, to);
  for (const field of FIGURES)
    expect([field, whole.totals[field]]).toEqual([field, [...whole.rows.values()].reduce((s, r) => s + r[field], 0)]);
  expect(whole.totals.withdrawFees).toBeGreaterThan(0);
  const before = await memberReport(addBombayDays(day, -1), addBombayDays(day, -1));
  for (const field of FIGURES) expect([field, onDay.previous[field]]).toEqual([field, before.totals[field]]);

  // 2. The net payout corrected (a larger bonus deducted): the payout day is marked, and the member cut misses it until rebuilt.
  await db
    .updateTable('withdrawal_order')
    .set((eb) => ({ net_payout: eb('net_payout', '-', 700), bonus_deduction: eb('bonus_deduction', '+', 700) }))
    .where('id', '=', id)
    .execute();
  expect(await pastStale()).toEqual([dayOf(day)]);
  const missed = (await reconcileReports(db, day, day)).differences;
  expect(missed.filter((d) => d.table === 'daily_cut_member').map((d) => [d.metric, d.recomputed - d.stored])).toEqual([
    ['withdraw_net', -700],
  ]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  const corrected = await memberReport(day, day);
  const [was, now] = [onDay.rows.get(Number(member.id))!, corrected.rows.get(Number(member.id))!];
  expect([now.withdrawAmount - was.withdrawAmount, now.withdrawFees - was.withdrawFees, now.withdrawNet - was.withdrawNet]).toEqual([
    0, 0, -700,
  ]);
  expect(corrected.totals.withdrawNet - onDay.totals.withdrawNet).toBe(-700);
  await expectRow(now, Number(member.id), day, day);
  expect((await reconcileReports(db, from, addBombayDays(today(), -1))).differences).toEqual([]);

  // 3. Migration 073 undone (with those that follow it) and done again: the columns come back as 0 with every stored day stale, and the job fills them.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialectOf(db)) }, allowUnorderedMigrations: true });
  const later = Object.keys(migrations(dialectOf(db)))
    .sort()
    .filter((name) => name >= '073_report_member_withdraw_net');
  expect(later.slice(0, 2)).toEqual(['073_report_member_withdraw_net', '074_report_stale_back_dated_journals']);
  const down = await migrator.migrateTo('072_report_stale_marks_at_commit');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual(
    [...later].reverse().map((name) => [name, 'Down', 'Success']),
  );
  expect(await migrateToLatest(db)).toEqual(later);
  const storedDays = await db.selectFrom('daily_cut_agent').select('day').distinct().where('day', '<', dayOf(today())).execute();
  expect(await pastStale()).toEqual(storedDays.map((r) => Number(r.day)).sort((a, b) => a - b));
  const empty = await reconcileReports(db, from, addBombayDays(today(), -1));
  expect(new Set(empty.differences.map((d) => `${d.table} ${d.metric}`))).toEqual(
    new Set(['daily_cut_member withdraw_fees', 'daily_cut_member withdraw_net']),
  );
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, from, addBombayDays(today(), -1))).differences).toEqual([]);
  expect((await memberReport(day, day)).rows.get(Number(member.id))).toEqual(now);
}, 180_000);
