import { sql } from 'kysely';
import { reconcileReports, reconcileStoredDays } from '../../../plugins/report/server/reconcile';
import { rebuildDailyReports } from '../../../plugins/report/server/rebuild';
import { reportStaleDaysJob } from '../../../plugins/report/server/staleDaysJob';
import { staleDays } from '../../../plugins/report/server/staleMarks';
import { addBombayDays, bombayDate, bombayDayStart, DAY_MS } from '../../../server/domain/time';
import { runDueJobs } from '../../../server/jobs';
import { bombayDayNumber } from '../../../server/time/bombay';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 40, the rules the reports keep after late changes, on SQLite and, with TEST_DATABASE_URL,
 * PostgreSQL:
 * - a VIP promotion moves no past day: the VIP cut counts a member under the level it had when the
 *   day was built, and the reconciliation (the `npm run reconcile` command, the restore check)
 *   compares that cut summed over the level, which the raw rows decide;
 * - deleting a member (only a recordless one may go) marks its registration day (migration 075);
 * - after a member moves to a sub-agent, every agent report's rows add up to its totals and the
 *   member's figures are under the new agent's line (the sum that once said ₹405,440 against ₹392,920).
 */

let server: TestServer;
let admin: string;
let agent: string;
const today = () => bombayDate(Date.now());
const pastRange = () => ({ from: addBombayDays(today(), -8), to: addBombayDays(today(), -1) });
const pastStale = async () => (await staleDays(server.db, -Infinity, bombayDayNumber(Date.now()) - 1)).map((s) => s.day);
const dayOf = (date: string) => bombayDayNumber(bombayDayStart(date));
const noonOf = (date: string) => Date.parse(`${date}T12:00:00+05:30`);

type Figures = Record<string, number | string | null>;
interface Report {
  rows: Figures[];
  totals: Figures;
  nextAfterId?: number | null;
}

beforeAll(async () => {
  // Eight days of history, as lateChanges.test seeds them (one template for all).
  server = await startServer({ seedPeriodDays: 8 });
  [admin, agent] = [await server.login('admin'), await server.login('agent')];
}, SETUP_TIMEOUT);
afterAll(() => server.close());

async function report(path: string, token: string, body: Record<string, unknown>): Promise<Report> {
  const answer = await server.call<Report>(`/chance_report/${path}`, { token, body });
  expect([path, answer.body.code]).toEqual([path, 200]);
  return answer.body.data;
}

/** Every row of the member report (all its keyset pages). */
async function memberReportAll(body: Record<string, unknown>): Promise<Report> {
  const rows: Figures[] = [];
  let afterId: number | undefined;
  for (;;) {
    const page = await report('member_report', agent, { ...body, limit: 500, ...(afterId ? { afterId } : {}) });
    rows.push(...page.rows);
    // Every page answers the whole period's totals.
    if (!page.nextAfterId) return { rows, totals: page.totals };
    afterId = page.nextAfterId;
  }
}

/**
 * Each additive figure's rows add up to the totals (bettors and kill rate are not additive over
 * rows). A figure the rows cannot hold (rebates per play or hour) is "–" (null) on every row.
 */
function expectRowsEqualTotals(name: string, r: Report, fields: readonly string[]) {
  expect(r.rows.length).toBeGreaterThan(0);
  const held = fields.filter((f) => r.rows.some((row) => row[f] !== null));
  for (const f of fields.filter((x) => !held.includes(x)))
    expect([name, f, r.rows.every((row) => row[f] === null)]).toEqual([name, f, true]);
  const sums = Object.fromEntries(held.map((f) => [f, r.rows.reduce((sum, row) => sum + Number(row[f] ?? 0), 0)]));
  const totals = Object.fromEntries(held.map((f) => [f, Number(r.totals[f] ?? 0)]));
  expect({ name, ...sums }).toEqual({ name, ...totals });
}

const BET_SUMS = ['betCount', 'stake', 'validTurnover', 'payout', 'houseProfit', 'betFees', 'rebates'] as const;
const TEAM_SUMS = [
  'registrations',
  'depositAmount',
  'withdrawAmount',
  'stake',
  'validTurnover',
  'payout',
  'rebates',
  'houseProfit',
] as const;
const MEMBER_SUMS = [
  'depositAmount',
  'withdrawAmount',
  'betCount',
  'stake',
  'validTurnover',
  'payout',
  'houseProfit',
  'withdrawFees',
  'withdrawNet',
];

/** A real member's stake (trial bets left out) over the Bombay dates [from, to]. */
async function stakeOf(memberId: number, from: string, to: string): Promise<number> {
  const row = await server.db
    .selectFrom('bet')
    .select((eb) => eb.fn.sum<number | string>('stake').as('stake'))
    .where('member_id', '=', memberId)
    .where('is_test', '=', 0)
    .where('created_at', '>=', bombayDayStart(from))
    .where('created_at', '<', bombayDayStart(to) + DAY_MS)
    .executeTakeFirst();
  return Number(row?.stake ?? 0);
}

it('a VIP promotion leaves past days under the level they were built with, and the reconciliation and the restore check agree', async () => {
  const { db } = server;
  const { from, to } = pastRange();
  const day = addBombayDays(today(), -3);
  const member = await db
    .selectFrom('member as m')
    .innerJoin('bet as b', 'b.member_id', 'm.id')
    .select(['m.id', 'm.vip_level'])
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .where('m.vip_level', '<', 10)
    .where('b.is_test', '=', 0)
    .where('b.created_at', '>=', bombayDayStart(day))
    .where('b.created_at', '<', bombayDayStart(day) + DAY_MS)
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const [level, promoted] = [Number(member.vip_level), Number(member.vip_level) + 1];
  const stake = await stakeOf(Number(member.id), day, day);
  expect(stake).toBeGreaterThan(0);
  const vipCut = async () => {
    const r = await report('statisticsType4', admin, { from: day, to: day });
    expectRowsEqualTotals('statisticsType4', r, BET_SUMS);
    return new Map(r.rows.map((row) => [Number(row.key), Number(row.stake)]));
  };
  const before = await vipCut();

  // Promoted as the VIP evaluation does it: the level column only.
  await db.updateTable('member').set({ vip_level: promoted }).where('id', '=', member.id).execute();
  expect(await pastStale()).toEqual([]);
  // The stored day keeps the level it was built with: the screen is unchanged…
  expect(await vipCut()).toEqual(before);
  // …and agrees with the raw rows, compared summed over the level; so does the restore check.
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
  expect((await reconcileStoredDays(db)).problems).toEqual([]);

  // A rebuild of the day (a late change to it, the close-day job) counts the member under its level of then.
  await rebuildDailyReports(db, { from: day, to: day, now: Date.now() });
  const after = await vipCut();
  expect((after.get(level) ?? 0) - (before.get(level) ?? 0)).toBe(-stake);
  expect((after.get(promoted) ?? 0) - (before.get(promoted) ?? 0)).toBe(stake);
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
}, 120_000);

it('deleting a member marks its registration day, whose rebuild counts one registration fewer', async () => {
  const { db } = server;
  const { from, to } = pastRange();
  const day = addBombayDays(today(), -2);
  const model = await db
    .selectFrom('member')
    .select(['station_id', 'franchisee_id', 'agent_id'])
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .where('agent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // Registered on a past day and never active (an import, or a registration the close-day job built in).
  const { id } = await db
    .insertInto('member')
    .values({
      username: `quiet${Date.now() % 1_000_000}`,
      nickname: '',
      phone: '',
      status: 0,
      station_id: model.station_id,
      franchisee_id: model.franchisee_id,
      agent_id: model.agent_id,
      is_test: 0,
      is_internal: 0,
      vip_level: 0,
      created_at: noonOf(day),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await rebuildDailyReports(db, { from: day, to: day, now: Date.now() });
  const registrations = async () => Number((await report('daily_overview', admin, { from: day, to: day })).rows[0].registrations);
  const counted = await registrations();
  expect(await pastStale()).toEqual([]);

  const deleted = await server.call('/chance-member/deleteMember', { token: admin, body: { ids: [Number(id)] } });
  expect(deleted.body).toMatchObject({ code: 200, data: { deleted: 1 } });
  expect(await pastStale()).toEqual([dayOf(day)]);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect(await registrations()).toBe(counted - 1);
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
}, 120_000);

it("after a member moves to a sub-agent, the agent reports' rows add up to their totals and its figures are on the new line", async () => {
  const { db } = server;
  const { from, to } = pastRange();
  const body = { from, to };
  const me = await db.selectFrom('agent').select(['id', 'path', 'station_id']).where('username', '=', 'agent').executeTakeFirstOrThrow();
  const sub = await db.selectFrom('agent').select(['id', 'path']).where('parent_id', '=', me.id).orderBy('id').executeTakeFirstOrThrow();
  // A direct member of `agent` with bets in the range (the issue moved one from agent to its sub-agent).
  const member = await db
    .selectFrom('member as m')
    .innerJoin('bet as b', 'b.member_id', 'm.id')
    .select('m.id')
    .distinct()
    .where('m.agent_id', '=', me.id)
    .where('m.is_test', '=', 0)
    .where('m.is_internal', '=', 0)
    .where('b.is_test', '=', 0)
    .where('b.created_at', '>=', bombayDayStart(from))
    .where('b.created_at', '<', bombayDayStart(to) + DAY_MS)
    .orderBy('m.id')
    .executeTakeFirstOrThrow();
  const memberId = Number(member.id);
  const stake = await stakeOf(memberId, from, to);
  expect(stake).toBeGreaterThan(0);
  const lineStake = (r: Report, key: number) => Number(r.rows.find((row) => Number(row.key) === key)?.stake ?? 0);
  const teamBefore = await report('team_report', agent, body);
  const subCutBefore = await report('statisticsType1', admin, { ...body, agentId: Number(sub.id) });
  const linesBefore = await report('statisticsType3', admin, { ...body, agentId: Number(me.id) });

  const moved = await server.call('/chance-member/update/member/agent', { token: admin, body: { id: memberId, agentId: Number(sub.id) } });
  expect(moved.body.code).toBe(200);
  expect((await pastStale()).length).toBeGreaterThan(0);
  await runDueJobs(db, [reportStaleDaysJob], Date.now());
  expect(await pastStale()).toEqual([]);
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);

  // Team report: rows = totals, and the member's stake left the agent's direct line for the sub-agent's.
  const team = await report('team_report', agent, body);
  expectRowsEqualTotals('team_report', team, TEAM_SUMS);
  expect(Number(team.totals.stake)).toBe(Number(teamBefore.totals.stake));
  expect(lineStake(team, Number(sub.id)) - lineStake(teamBefore, Number(sub.id))).toBe(stake);
  expect(lineStake(team, Number(me.id)) - lineStake(teamBefore, Number(me.id))).toBe(-stake);

  // Member report, the whole downline and the new line alone: rows = totals (every page), the member listed under the new line.
  expectRowsEqualTotals('member_report', await memberReportAll(body), MEMBER_SUMS);
  const line = await memberReportAll({ ...body, agentId: Number(sub.id) });
  expectRowsEqualTotals('member_report of the sub-agent', line, MEMBER_SUMS);
  expect(Number(line.rows.find((r) => Number(r.key) === memberId)?.stake)).toBe(stake);

  // The cut screens, whole and for the new line: rows = totals; the new line's cut gained the member's stake.
  // Rebates have no play and no hour: "–" on those rows (before, 0 on every row against the whole rebates in the totals).
  for (const path of ['statisticsType2', 'statisticsType5'])
    expect([path, new Set((await report(path, admin, body)).rows.map((row) => row.rebates))]).toEqual([path, new Set([null])]);
  for (const path of ['statisticsType1', 'statisticsType2', 'statisticsType4', 'statisticsType5', 'gameFundSummary']) {
    expectRowsEqualTotals(path, await report(path, admin, body), BET_SUMS);
    expectRowsEqualTotals(`${path} of the sub-agent`, await report(path, admin, { ...body, agentId: Number(sub.id) }), BET_SUMS);
  }
  const lines = await report('statisticsType3', admin, { ...body, agentId: Number(me.id) });
  expectRowsEqualTotals('statisticsType3', lines, BET_SUMS);
  expect(lineStake(lines, Number(sub.id)) - lineStake(linesBefore, Number(sub.id))).toBe(stake);
  expect(lineStake(lines, Number(me.id)) - lineStake(linesBefore, Number(me.id))).toBe(-stake);
  const subCut = await report('statisticsType1', admin, { ...body, agentId: Number(sub.id) });
  expect(Number(subCut.totals.stake) - Number(subCutBefore.totals.stake)).toBe(stake);

  // The member's stored rows are all under the new agent.
  const agents = await sql<{ agent_id: number | string }>`select distinct agent_id from daily_cut_member
    where member_id = ${memberId} and day <= ${dayOf(to)}`.execute(db);
  expect(agents.rows.map((r) => Number(r.agent_id))).toEqual([Number(sub.id)]);
}, 180_000);
