import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { PeriodStatus } from '../../../plugins/lottery/shared/status';
import { postJournal } from '../../../server/ledger/ledger';
import { startServer, type TestServer } from '../helpers/server';

/*
 * Maker-checker on odds, limits and the alert band (plugins/lottery/server/leverRequests.ts): a save is a
 * pending request that changes nothing; the maker cannot decide it; another staff member (the
 * seeded finance reviewer) approves — applied from the next period, the open one unchanged, logged
 * with maker and approver — or rejects with a reason; one pending request per lever; a decided
 * request cannot be decided again.
 */

let server: TestServer;
let admin: string;
let finance: string;
let gameId: number;
let openId: number;
let nextId: number;
let member: number;
let redPlayId: number;

const post = (path: string, token: string, body: unknown = {}) => server.call(path, { body, token });
const count = async (table: 'odds_schedule' | 'play_limit' | 'kill_rate_band' | 'kill_rate_operation_log') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const applied = async () =>
  Promise.all([count('odds_schedule'), count('play_limit'), count('kill_rate_band'), count('kill_rate_operation_log')]);

beforeAll(async () => {
  server = await startServer();
  [admin, finance] = await Promise.all([server.login('admin'), server.login('finance', 'finance123')]);
  gameId = (await server.db.selectFrom('game').select('id').where('code', '=', 'WINGO_3M').executeTakeFirstOrThrow()).id;
  const now = Date.now();
  await server.db
    .deleteFrom('period')
    .where('game_id', '=', gameId)
    .where('close_at', '>', now - 1000)
    .where('bet_count', '=', 0)
    .execute();
  const base = {
    game_id: gameId,
    seq: 1,
    business_date: '2026-11-25',
    status: PeriodStatus.BETTING,
    result_source: 'house',
    created_at: now,
  };
  openId = (
    await server.db
      .insertInto('period')
      .values({ ...base, issue_no: 'LR-OPEN', open_at: now - 10_000, close_at: now + 3_600_000, draw_at: now + 3_600_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  nextId = (
    await server.db
      .insertInto('period')
      .values({ ...base, issue_no: 'LR-NEXT', seq: 2, open_at: now + 3_600_000, close_at: now + 7_200_000, draw_at: now + 7_200_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  expect((await openPeriodOf(server.db, gameId, Date.now()))?.id).toBe(openId);
  // A member no restriction applies to (the seed restricts a few at random).
  const row = await server.db
    .selectFrom('member')
    .select('id')
    .where('status', '=', 0)
    .where('is_test', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('restricted_account').select('restricted_account.id').whereRef('restricted_account.member_id', '=', 'member.id'),
        ),
      ),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  member = row.id;
  await server.db
    .transaction()
    .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `lr-${member}`, memberId: member, amount: 10_000_000 })));
  redPlayId = (
    await server.db
      .selectFrom('play')
      .innerJoin('game', 'game.lottery_type_id', 'play.lottery_type_id')
      .select('play.id')
      .where('game.id', '=', gameId)
      .where('play.code', '=', 'COLOR')
      .where('play.selection', '=', 'red')
      .executeTakeFirstOrThrow()
  ).id;
}, 120_000);
afterAll(() => server.close());

const bet = (periodId: number) =>
  placeBet(server.db, {
    memberId: member,
    periodId,
    play: 'COLOR',
    selection: 'red',
    stake: 1000,
    now: periodId === openId ? Date.now() : Date.now() + 3_600_001,
  });

describe('odds requests', () => {
  let requestId: number;

  it('a save is a pending request that changes nothing, shown with before and after', async () => {
    const before = await applied();
    const saved = await post('/chance-odds/save', admin, { gameId, playId: redPlayId, oddsX100: 185, reason: 'Lower red' });
    expect(saved.body.code).toBe(200);
    expect(saved.body.msg).toContain(saved.body.data.requestNo);
    expect(saved.body.data).toMatchObject({
      status: 'pending_approval',
      target: 'COLOR:red',
      before: { oddsX100: 200 },
      after: { oddsX100: 185 },
    });
    requestId = saved.body.data.id;
    expect(await applied()).toEqual(before);
    expect((await bet(nextId)).oddsX100).toBe(200);
    const list = await post('/chance-odds/requests', finance, { gameId });
    expect(list.body.data.pending).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({
      id: requestId,
      label: 'COLOR:red',
      maker: 'admin',
      status: 'pending_approval',
      before: { oddsX100: 200 },
      after: { oddsX100: 185 },
      reason: 'Lower red',
    });
  });

  it('refuses a second request on the same lever while one waits, and writes nothing', async () => {
    const before = await applied();
    const again = await post('/chance-odds/save', admin, { gameId, playId: redPlayId, oddsX100: 150, reason: 'Lower still' });
    expect(again.body.code).toBe('A0400');
    expect(
      await server.db
        .selectFrom('lever_request')
        .select('id')
        .where('status', '=', 'pending_approval')
        .where('kind', '=', 'odds')
        .execute(),
    ).toHaveLength(1);
    expect(await applied()).toEqual(before);
  });

  it('the maker cannot approve or reject its own request', async () => {
    const before = await applied();
    expect((await post('/chance-odds/approve', admin, { id: requestId })).body).toMatchObject({ code: 'A0400' });
    expect((await post('/chance-odds/reject', admin, { id: requestId, reason: 'no' })).body.code).toBe('A0400');
    expect(await applied()).toEqual(before);
    const row = await server.db
      .selectFrom('lever_request')
      .select(['status', 'checker_id'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_approval', checker_id: null });
  });

  it('another staff member approves: applied from the next period, the open one keeps its odds, logged with maker and approver', async () => {
    const approved = await post('/chance-odds/approve', finance, { id: requestId });
    expect(approved.body).toMatchObject({ code: 200, data: { status: 'applied', effectiveIssueNo: 'LR-NEXT' } });
    expect((await bet(openId)).oddsX100).toBe(200);
    expect((await bet(nextId)).oddsX100).toBe(185);
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { gameId, kind: 'odds' });
    expect(log.body.data.list[0]).toMatchObject({
      target: 'COLOR:red',
      operator: 'admin',
      approver: 'finance',
      before: { oddsX100: 200 },
      after: { oddsX100: 185 },
      reason: 'Lower red',
      effectiveIssueNo: 'LR-NEXT',
    });
    // Decided once: a second decision is refused.
    expect((await post('/chance-odds/approve', finance, { id: requestId })).body.code).toBe('A0400');
    expect((await post('/chance-odds/reject', finance, { id: requestId, reason: 'late' })).body.code).toBe('A0400');
  });
});

describe('limit and band requests', () => {
  it('a rejection needs a reason, applies nothing and frees the lever for a new request', async () => {
    const body = { gameId, playCode: 'SIZE', minStake: 100, maxStake: 40_000, maxPerMemberPeriod: 90_000, reason: 'Tighten size' };
    const saved = await post('/chance-play-limit/save', admin, body);
    expect(saved.body.data).toMatchObject({ status: 'pending_approval', target: 'SIZE', before: null });
    const before = await applied();
    expect((await post('/chance-play-limit/reject', finance, { id: saved.body.data.id })).body.code).toBe('A0400');
    expect(
      (await post('/chance-play-limit/reject', finance, { id: saved.body.data.id, reason: 'Too tight for the weekend' })).body,
    ).toMatchObject({ code: 200, data: { status: 'rejected' } });
    expect(await applied()).toEqual(before);
    const list = await post('/chance-play-limit/requests', admin, { gameId });
    expect(list.body.data.list[0]).toMatchObject({ status: 'rejected', checker: 'finance', rejectReason: 'Too tight for the weekend' });
    expect((await post('/chance-play-limit/save', admin, body)).body.code).toBe(200);
  });

  it("a request of one kind cannot be decided through another kind's route", async () => {
    const pending = await server.db
      .selectFrom('lever_request')
      .select('id')
      .where('kind', '=', 'limit')
      .where('status', '=', 'pending_approval')
      .executeTakeFirstOrThrow();
    expect((await post('/chance-odds/approve', finance, { id: pending.id })).body.code).toBe('A0404');
    expect((await post('/chance-kill-rate/band/approve', finance, { id: pending.id })).body.code).toBe('A0404');
  });

  it('an approved band applies at once to the alert (a measurement, no period is touched) and is logged', async () => {
    const saved = await post('/chance-kill-rate/setBand', admin, { gameId, minBps: 300, maxBps: 900, reason: 'Band' });
    expect(saved.body.data.status).toBe('pending_approval');
    expect((await post('/chance-kill-rate/overview', admin, { gameId })).body.data.band).not.toEqual({ minBps: 300, maxBps: 900 });
    expect((await post('/chance-kill-rate/band/approve', finance, { id: saved.body.data.id })).body.code).toBe(200);
    expect((await post('/chance-kill-rate/overview', admin, { gameId })).body.data.band).toEqual({ minBps: 300, maxBps: 900 });
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { gameId, kind: 'band' });
    expect(log.body.data.list[0]).toMatchObject({ operator: 'admin', approver: 'finance', after: { minBps: 300, maxBps: 900 } });
  });

  it('suspend stays immediate (the safety lever) and names no approver', async () => {
    expect((await post('/chance-kill-rate/suspend', admin, { gameId, reason: 'Incident' })).body.code).toBe(200);
    await expect(bet(openId)).rejects.toMatchObject({ key: 'killrate_betting_suspended' });
    expect((await post('/chance-kill-rate/resume', admin, { gameId, reason: 'Over' })).body.code).toBe(200);
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { gameId, kind: 'suspend' });
    expect(log.body.data.list[0]).toMatchObject({ operator: 'admin', approver: null });
  });

  it('a request made against a value that has since moved is refused on approval', async () => {
    const pending = await server.db
      .selectFrom('lever_request')
      .select(['id', 'before_json'])
      .where('kind', '=', 'limit')
      .where('status', '=', 'pending_approval')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('lever_request')
      .set({ before_json: JSON.stringify({ minStake: 1, maxStake: 2, maxPerMemberPeriod: 3, maxExposure: null }) })
      .where('id', '=', pending.id)
      .execute();
    const before = await applied();
    expect((await post('/chance-play-limit/approve', finance, { id: pending.id })).body.code).toBe('A0400');
    expect(await applied()).toEqual(before);
    expect(
      (await server.db.selectFrom('lever_request').select('status').where('id', '=', pending.id).executeTakeFirstOrThrow()).status,
    ).toBe('pending_approval');
  });
});
