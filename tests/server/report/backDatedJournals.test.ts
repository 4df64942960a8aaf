import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { rewardJournals } from '../../../plugins/report/server/migrations/staleWatched';
import { LEDGER_REWARDS } from '../../../plugins/report/server/rebuild';
import { reconcileReports } from '../../../plugins/report/server/reconcile';
import { reportStaleDaysJob } from '../../../plugins/report/server/staleDaysJob';
import { staleDays } from '../../../plugins/report/server/staleMarks';
import { taskRewardJournal, vipRewardJournal } from '../../../plugins/vip/server/journals';
import { dialectOf, type Database } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import type { Journal } from '../../../server/domain/ledgerModel';
import { addBombayDays, bombayDate, bombayDayStart } from '../../../server/domain/time';
import { runDueJobs } from '../../../server/jobs';
import { postJournal, type JournalMeta } from '../../../server/ledger/ledger';
import { bombayDayNumber } from '../../../server/time/bombay';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

/*
 * Issue 40, report migration 074: a reward journal posted with an earlier time (an import, a
 * back-dated correction) marks its Bombay day stale, as the other late changes do; the stale-days
 * job rebuilds the day and every stored figure equals its recomputation again. A journal posted
 * today, or of a type no report reads, marks nothing. Undoing the migration stops the marks; doing
 * it again brings them back. A member moved after such a journal marks its day too (migration 070's
 * member days). On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
 */

let server: TestServer;
let token: string;
const today = () => bombayDate(Date.now());
const pastRange = () => ({ from: addBombayDays(today(), -8), to: addBombayDays(today(), -1) });
const allStale = async () => (await staleDays(server.db)).map((s) => s.day);
const dayOf = (date: string) => bombayDayNumber(bombayDayStart(date));
const noonOf = (date: string) => Date.parse(`${date}T12:00:00+05:30`);

beforeAll(async () => {
  // Eight days of history, as lateChanges.test seeds them (one template for all).
  server = await startServer({ seedPeriodDays: 8 });
  token = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

interface Member {
  id: number;
  franchisee_id: number;
  station_id: number;
  agent_id: number | null;
}

const realMember = (db: Database) =>
  db
    .selectFrom('member')
    .select(['id', 'franchisee_id', 'station_id', 'agent_id'])
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .where('agent_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();

/** Posts a journal in its own transaction, as a writer does, dated `at`. */
const post = (journal: Journal, at: number, meta: JournalMeta = {}) =>
  server.db.transaction().execute((trx) => postJournal(trx, journal, { ...meta, now: at }));

const vipReward = (m: Member, amount: number) =>
  vipRewardJournal({ key: `vip:test:${randomUUID()}`, memberId: m.id, amount, franchiseeId: m.franchisee_id });
const taskReward = (m: Member, amount: number) =>
  taskRewardJournal({ key: `task:test:${randomUUID()}`, memberId: m.id, amount, franchiseeId: m.franchisee_id });
/** A registration discount as the member screen grants it: a manual credit the reports count by its reference. */
const discount = (m: Member, amount: number, at: number) =>
  post(manualCreditJournal({ ref: `regist_discount:${randomUUID()}`, memberId: m.id, amount, tenant: String(m.franchisee_id) }), at, {
    refType: 'regist_discount',
    refId: m.id,
  });

type Figures = Record<'vipRewards' | 'taskRewards' | 'discounts' | 'netGamingRevenue', number>;

async function overviewOf(date: string): Promise<Figures> {
  const answer = await server.call<{ rows: Figures[] }>('/chance_report/daily_overview', {
    token,
    body: { from: date, to: date, includeTest: false },
  });
  expect(answer.body.code).toBe(200);
  return answer.body.data.rows[0];
}

const rebuild = () => runDueJobs(server.db, [reportStaleDaysJob], Date.now());

it('watches exactly the journals the reports read', () => {
  expect(rewardJournals('j')).toBe(LEDGER_REWARDS);
});

it('a VIP reward, a task reward and a registration discount posted for earlier days mark those days; the rebuild makes the reports agree', async () => {
  const { db } = server;
  const member = await realMember(db);
  const [early, late] = [addBombayDays(today(), -5), addBombayDays(today(), -3)];
  const before = { early: await overviewOf(early), late: await overviewOf(late) };
  expect(await allStale()).toEqual([]);

  await post(vipReward(member, 1_100), noonOf(late));
  expect(await allStale()).toEqual([dayOf(late)]);
  await post(taskReward(member, 2_200), noonOf(late) + 60_000);
  await discount(member, 3_300, noonOf(early));
  expect(await allStale()).toEqual([dayOf(early), dayOf(late)]);

  // Until the rebuild the stored days miss them, and the reconciliation says so.
  const missed = await reconcileReports(db, early, late);
  expect(new Set(missed.differences.map((d) => d.metric))).toEqual(
    new Set(['vip_rewards', 'task_rewards', 'discounts', 'net_gaming_revenue']),
  );

  if (dialectOf(db) === 'postgres') {
    // Moved at each commit (migration 072): nothing waits in the pending list.
    const pending = await sql<{ n: number | string }>`select count(*) as n from report_stale_pending`.execute(db);
    expect(Number(pending.rows[0].n)).toBe(0);
  }
  const report = await rebuild();
  expect(report.report_stale_days).toEqual({ ran: true, rows: 2 });
  expect(await allStale()).toEqual([]);
  const { from, to } = pastRange();
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
  const after = { early: await overviewOf(early), late: await overviewOf(late) };
  const delta = (f: keyof Figures) => [after.early[f] - before.early[f], after.late[f] - before.late[f]];
  expect(delta('vipRewards')).toEqual([0, 1_100]);
  expect(delta('taskRewards')).toEqual([0, 2_200]);
  expect(delta('discounts')).toEqual([3_300, 0]);
  expect(delta('netGamingRevenue')).toEqual([-3_300, -3_300]);
}, 120_000);

it('a reward posted today, or a back-dated journal no report reads, marks nothing', async () => {
  const member = await realMember(server.db);
  const live = await overviewOf(today());
  await post(vipReward(member, 400), Date.now());
  await discount(member, 500, Date.now());
  // A manual credit without the discount's reference counts from its manual_adjustment row (migration 070), not from the ledger.
  await post(
    manualCreditJournal({ ref: randomUUID(), memberId: member.id, amount: 600, tenant: String(member.franchisee_id) }),
    noonOf(addBombayDays(today(), -2)),
  );
  expect(await allStale()).toEqual([]);
  // Today is read live: the rewards are there at once.
  const now = await overviewOf(today());
  expect([now.vipRewards - live.vipRewards, now.discounts - live.discounts]).toEqual([400, 500]);
  const { from, to } = pastRange();
  expect((await reconcileReports(server.db, from, to)).differences).toEqual([]);
});

it('migration 074 undone stops the marks, done again brings them back', async () => {
  const { db } = server;
  const member = await realMember(db);
  const day = addBombayDays(today(), -4);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialectOf(db)) }, allowUnorderedMigrations: true });
  // 074 and whatever was added after it (undone last first, done again in order).
  const later = Object.keys(migrations(dialectOf(db)))
    .sort()
    .filter((name) => name >= '074_report_stale_back_dated_journals');
  const down = await migrator.migrateTo('073_report_member_withdraw_net');
  expect(down.error).toBeUndefined();
  expect(down.results?.map((r) => [r.migrationName, r.direction, r.status])).toEqual(
    [...later].reverse().map((name) => [name, 'Down', 'Success']),
  );
  await post(vipReward(member, 900), noonOf(day));
  expect(await allStale()).toEqual([]);
  expect((await reconcileReports(db, day, day)).differences.length).toBeGreaterThan(0);

  expect(await migrateToLatest(db)).toEqual(later);
  await post(taskReward(member, 800), noonOf(day));
  expect(await allStale()).toEqual([dayOf(day)]);
  // The rebuild of the day takes in the journal posted while the trigger was gone as well.
  await rebuild();
  expect(await allStale()).toEqual([]);
  const { from, to } = pastRange();
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
}, 120_000);

it('a member brought in today with a back-dated reward, then moved to another agent, marks the reward day again', async () => {
  const { db } = server;
  const model = await realMember(db);
  // An import: the member's row is new today, its reward history dates from before.
  const { id } = await db
    .insertInto('member')
    .values({
      username: `imported${Date.now() % 1_000_000}`,
      nickname: '',
      phone: '',
      status: 0,
      station_id: model.station_id,
      franchisee_id: model.franchisee_id,
      agent_id: model.agent_id,
      is_test: 0,
      is_internal: 0,
      vip_level: 0,
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = { ...model, id: Number(id) };
  const day = addBombayDays(today(), -2);
  await post(vipReward(member, 7_700), noonOf(day));
  expect(await allStale()).toEqual([dayOf(day)]);
  await rebuild();
  expect(await allStale()).toEqual([]);

  // The reward is the member's only figure before today: the move marks its day, and nothing else past
  // (today, its registration day, is marked too and stays for the close-day job).
  const target = await db
    .selectFrom('agent')
    .select('id')
    .where('station_id', '=', member.station_id)
    .where('id', '<>', member.agent_id!)
    .executeTakeFirstOrThrow();
  const before = await vipRewardsByAgent(day);
  const moved = await server.call('/chance-member/update/member/agent', { token, body: { id: member.id, agentId: Number(target.id) } });
  expect(moved.body.code).toBe(200);
  expect((await allStale()).filter((d) => d < dayOf(today()))).toEqual([dayOf(day)]);
  await rebuild();
  const after = await vipRewardsByAgent(day);
  const moves = (agentId: number) => (after.get(agentId) ?? 0) - (before.get(agentId) ?? 0);
  expect([moves(member.agent_id!), moves(Number(target.id))]).toEqual([-7_700, 7_700]);
  const { from, to } = pastRange();
  expect((await reconcileReports(db, from, to)).differences).toEqual([]);
}, 120_000);

/** The stored VIP rewards of each agent on the Bombay date `date` (real members; a figure of report migration 070, not in the typed schema). */
async function vipRewardsByAgent(date: string): Promise<Map<number, number>> {
  const { rows } = await sql<{ agent_id: number | string; vip_rewards: number | string }>`select agent_id, sum(vip_rewards) as vip_rewards
    from daily_agent_report where day = ${dayOf(date)} group by agent_id`.execute(server.db);
  return new Map(rows.map((r) => [Number(r.agent_id), Number(r.vip_rewards)]));
}
