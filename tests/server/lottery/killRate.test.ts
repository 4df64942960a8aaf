import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { ApiError } from '../../../server/http/errors';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { PeriodStatus } from '../../../plugins/lottery/shared/status';
import { postJournal } from '../../../server/ledger/ledger';
import { startServer, type TestServer } from '../helpers/server';

/*
 * Kill-rate control, odds and limit settings over HTTP on the tiny demo: odds, limit and band
 * changes are requests the finance reviewer approves (leverRequests.test.ts covers the
 * maker-checker itself); every applied change is logged with before/after, reason, operator and
 * approver; odds and limits reach the next period and never the open one; exposure is a
 * recomputation of the open period's bets; a cap refuses the bet that would cross it; suspensions
 * refuse bets at once; bad input writes nothing; admins only.
 */

let server: TestServer;
let admin: string;
let finance: string;
let franchisee: string;
let agent: string;
let gameId: number;
let openId: number;
let nextId: number;
let nextIssue: string;
let openAt: number;
let members: number[];
let redPlayId: number;

const post = (path: string, token: string, body: unknown = {}) => server.call(path, { body, token });
const PREFIX = {
  '/chance-odds/save': '/chance-odds',
  '/chance-play-limit/save': '/chance-play-limit',
  '/chance-kill-rate/setBand': '/chance-kill-rate/band',
} as const;
/** Submits a lever change as admin and has the finance reviewer approve it; answers the approval. */
async function saveApproved(path: keyof typeof PREFIX, body: unknown) {
  const submitted = await post(path, admin, body);
  expect(submitted.body.code).toBe(200);
  expect(submitted.body.data.status).toBe('pending_approval');
  const approved = await post(`${PREFIX[path]}/approve`, finance, { id: submitted.body.data.id });
  expect(approved.body.code).toBe(200);
  return { submitted, approved };
}
const count = async (
  table:
    | 'play_limit'
    | 'odds_schedule'
    | 'kill_rate_operation_log'
    | 'operation_log'
    | 'betting_suspension'
    | 'kill_rate_band'
    | 'lever_request',
) =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const writes = async () =>
  Promise.all([
    count('play_limit'),
    count('odds_schedule'),
    count('kill_rate_operation_log'),
    count('operation_log'),
    count('betting_suspension'),
    count('kill_rate_band'),
    count('lever_request'),
  ]);

async function errorOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'placed';
  } catch (e) {
    if (e instanceof ApiError) return e.key;
    throw e;
  }
}

beforeAll(async () => {
  server = await startServer();
  [admin, finance, franchisee, agent] = await Promise.all([
    server.login('admin'),
    server.login('finance', 'finance123'),
    server.login('franchisee'),
    server.login('agent'),
  ]);
  gameId = (await server.db.selectFrom('game').select('id').where('code', '=', 'WINGO_5M').executeTakeFirstOrThrow()).id;
  const now = Date.now();
  // The seed's periods are in the past; these two are the game's open period and the one after it.
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
  openAt = now - 10_000;
  openId = (
    await server.db
      .insertInto('period')
      .values({ ...base, issue_no: 'KR-OPEN', open_at: openAt, close_at: now + 3_600_000, draw_at: now + 3_600_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  nextIssue = 'KR-NEXT';
  nextId = (
    await server.db
      .insertInto('period')
      .values({ ...base, issue_no: nextIssue, seq: 2, open_at: now + 3_600_000, close_at: now + 7_200_000, draw_at: now + 7_200_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  expect((await openPeriodOf(server.db, gameId, Date.now()))?.id).toBe(openId);
  members = (
    await server.db.selectFrom('member').select('id').where('status', '=', 0).where('is_test', '=', 0).orderBy('id').limit(4).execute()
  ).map((m) => m.id);
  for (const id of members) {
    await server.db
      .transaction()
      .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `kr-${id}`, memberId: id, amount: 10_000_000 })));
  }
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

const bet = (periodId: number, memberIndex: number, play: string, selection: string, stake: number) =>
  placeBet(server.db, {
    memberId: members[memberIndex],
    periodId,
    play,
    selection,
    stake,
    now: periodId === openId ? Date.now() : Date.now() + 3_600_001,
  });

describe('limits', () => {
  it('refuses bad input and writes nothing', async () => {
    const before = await writes();
    const cases: [Record<string, unknown>, string][] = [
      [{ gameId, playCode: 'COLOR', minStake: 500, maxStake: 100, maxPerMemberPeriod: 1000, reason: 'x' }, 'A0400'],
      [{ gameId, playCode: 'COLOR', minStake: 100, maxStake: 500, maxPerMemberPeriod: 1000 }, 'A0400'],
      [{ gameId, playCode: 'JACKPOT', minStake: 100, maxStake: 500, maxPerMemberPeriod: 1000, reason: 'x' }, 'A0400'],
      [{ gameId: 999_999, playCode: 'COLOR', minStake: 100, maxStake: 500, maxPerMemberPeriod: 1000, reason: 'x' }, 'A0400'],
      [{ gameId, playCode: 'COLOR', minStake: -1, maxStake: 500, maxPerMemberPeriod: 1000, reason: 'x' }, 'A0400'],
    ];
    for (const [body, code] of cases) expect((await post('/chance-play-limit/save', admin, body)).body.code).toBe(code);
    expect((await post('/chance-odds/save', admin, { gameId, playId: redPlayId, oddsX100: 50, reason: 'x' })).body.code).toBe('A0400');
    // Issue 39 item 11: 100000 on a 2.00 play went to the approver. At most 10 × the play's odds, never above 1,000.00.
    const typo = await server.call('/chance-odds/save', {
      token: admin,
      language: 1,
      body: { gameId, playId: redPlayId, oddsX100: 10_000_000, reason: 'x' },
    });
    expect(typo.body.code).toBe('A0400');
    expect(typo.body.msg).toMatch(/oddsX100/);
    const tenfold = await post('/chance-odds/save', admin, { gameId, playId: redPlayId, oddsX100: 2_001, reason: 'x' });
    expect(tenfold.body).toMatchObject({
      code: 'A0400',
      msg: expect.stringMatching(/at most 20\.00 \(10 × the play's standard odds 2\.00/),
    });
    expect((await post('/chance-kill-rate/setBand', admin, { gameId, minBps: 500, maxBps: 100, reason: 'x' })).body.code).toBe('A0400');
    expect((await post('/chance-kill-rate/suspend', admin, { gameId, playCode: 'COLOR', selection: 'blue', reason: 'x' })).body.code).toBe(
      'A0400',
    );
    expect((await post('/chance-kill-rate/resume', admin, { gameId, playCode: 'COLOR', reason: 'x' })).body.code).toBe('A0400');
    expect(await writes()).toEqual(before);
  });

  it('a limit change reaches the next period, never the open one, and is logged with before/after', async () => {
    const open = await bet(openId, 0, 'NUMBER', '7', 100_000);
    expect(open.stake).toBe(100_000);
    const { submitted, approved } = await saveApproved('/chance-play-limit/save', {
      gameId,
      playCode: 'NUMBER',
      minStake: 200,
      maxStake: 50_000,
      maxPerMemberPeriod: 80_000,
      maxExposure: 2_000_000,
      reason: 'Tighten number bets',
    });
    expect(submitted.body.data.before).toBeNull();
    expect(approved.body.data).toMatchObject({ status: 'applied', effectiveIssueNo: nextIssue });

    // The open period keeps the game's limits.
    expect((await bet(openId, 0, 'NUMBER', '7', 100_000)).stake).toBe(100_000);
    expect(await errorOf(bet(openId, 0, 'NUMBER', '7', 50))).toBe('stake_out_of_range');
    // The next period has the new ones.
    expect(await errorOf(bet(nextId, 0, 'NUMBER', '7', 100_000))).toBe('stake_out_of_range');
    expect(await errorOf(bet(nextId, 0, 'NUMBER', '7', 100))).toBe('stake_out_of_range');
    await bet(nextId, 0, 'NUMBER', '7', 50_000);
    expect(await errorOf(bet(nextId, 0, 'NUMBER', '3', 40_000))).toBe('killrate_play_period_limit_exceeded');

    const list = await post('/chance-play-limit/list', admin, { gameId });
    const number = list.body.data.list.find((r: { playCode: string }) => r.playCode === 'NUMBER');
    expect(number).toMatchObject({ custom: true, pending: true, next: { maxStake: 50_000, maxExposure: 2_000_000 } });
    expect(number.current.maxStake).toBe(list.body.data.gameLimits.maxStake);

    await saveApproved('/chance-play-limit/save', {
      gameId,
      playCode: 'NUMBER',
      minStake: 200,
      maxStake: 60_000,
      maxPerMemberPeriod: 80_000,
      maxExposure: 2_000_000,
      reason: 'Raise max',
    });
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { gameId, kind: 'limit' });
    expect(log.body.data.list[0]).toMatchObject({
      kind: 'limit',
      target: 'NUMBER',
      reason: 'Raise max',
      operator: 'admin',
      approver: 'finance',
      effectiveIssueNo: nextIssue,
      before: { maxStake: 50_000 },
      after: { maxStake: 60_000 },
    });
    const requests = await server.db.selectFrom('operation_log').select('action').where('action', '=', 'lottery.limit.request').execute();
    const approvals = await server.db.selectFrom('operation_log').select('action').where('action', '=', 'lottery.limit.approve').execute();
    expect([requests.length, approvals.length]).toEqual([2, 2]);
  });

  it('an odds change prices bets from the next period; the open period keeps its odds', async () => {
    const { submitted, approved } = await saveApproved('/chance-odds/save', {
      gameId,
      playId: redPlayId,
      oddsX100: 190,
      reason: 'Lower red',
    });
    expect(submitted.body.data).toMatchObject({ target: 'COLOR:red', before: { oddsX100: 200 }, after: { oddsX100: 190 } });
    expect(approved.body.data.effectiveIssueNo).toBe(nextIssue);
    expect((await bet(openId, 1, 'COLOR', 'red', 1000)).oddsX100).toBe(200);
    expect((await bet(nextId, 1, 'COLOR', 'red', 1000)).oddsX100).toBe(190);
    const odds = await post('/chance-odds/list', admin, { gameId, playCode: 'COLOR' });
    expect(odds.body.data.list.find((r: { id: number }) => r.id === redPlayId)).toMatchObject({
      baseOddsX100: 200,
      currentOddsX100: 200,
      nextOddsX100: 190,
    });
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { kind: 'odds' });
    expect(log.body.data.list[0]).toMatchObject({
      target: 'COLOR:red',
      before: { oddsX100: 200 },
      after: { oddsX100: 190 },
      reason: 'Lower red',
    });
  });
});

describe('exposure and caps', () => {
  it('exposure per selection equals a recomputation from the open period bets', async () => {
    await bet(openId, 2, 'COLOR', 'green', 5000);
    await bet(openId, 3, 'COLOR', 'green', 7300);
    await bet(openId, 2, 'NUMBER', '7', 999);
    const answer = await post('/chance-kill-rate/exposure', admin, { gameId });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.period).toMatchObject({ id: openId, issueNo: 'KR-OPEN' });
    const bets = await server.db
      .selectFrom('bet')
      .select(['play_code', 'selection', 'member_id', 'stake', 'contract', 'odds_x100'])
      .where('period_id', '=', openId)
      .execute();
    const expected = new Map<string, { stake: number; exposure: number; bettors: Set<number> }>();
    for (const b of bets) {
      const key = `${b.play_code}:${b.selection}`;
      const e = expected.get(key) ?? { stake: 0, exposure: 0, bettors: new Set<number>() };
      e.stake += Number(b.stake);
      e.exposure += Math.floor((Number(b.contract) * Number(b.odds_x100)) / 100);
      e.bettors.add(Number(b.member_id));
      expected.set(key, e);
    }
    const rows = answer.body.data.rows as {
      playCode: string;
      selection: string;
      stake: number;
      exposure: number;
      bettors: number;
      cap: number | null;
    }[];
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) {
      const e = expected.get(`${r.playCode}:${r.selection}`);
      expect([r.playCode, r.selection, r.stake, r.exposure, r.bettors]).toEqual([
        r.playCode,
        r.selection,
        e?.stake ?? 0,
        e?.exposure ?? 0,
        e?.bettors.size ?? 0,
      ]);
    }
    // The cap saved above belongs to the next period.
    expect(rows.find((r) => r.playCode === 'NUMBER')?.cap).toBeNull();
  });

  it('a cap refuses the bet that would cross it, and nothing of it is written', async () => {
    const { submitted } = await saveApproved('/chance-play-limit/save', {
      gameId,
      playCode: 'NUMBER',
      minStake: 200,
      maxStake: 60_000,
      maxPerMemberPeriod: 80_000,
      maxExposure: 1_000_000,
      reason: 'Cap numbers',
    });
    expect(submitted.body.data.before.maxExposure).toBe(2_000_000);
    // Number 9 pays 9×: two bets of ₹500 (contract 49 000) owe 882 000 paise if it wins.
    for (const i of [1, 2]) await bet(nextId, i, 'NUMBER', '9', 50_000);
    const before = await server.db
      .selectFrom('period')
      .select(['bet_count', 'total_bet'])
      .where('id', '=', nextId)
      .executeTakeFirstOrThrow();
    const betsBefore = await server.db
      .selectFrom('bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('period_id', '=', nextId)
      .executeTakeFirstOrThrow();
    expect(await errorOf(bet(nextId, 3, 'NUMBER', '9', 30_000))).toBe('killrate_exposure_cap_exceeded');
    expect(
      await server.db.selectFrom('period').select(['bet_count', 'total_bet']).where('id', '=', nextId).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(
      await server.db
        .selectFrom('bet')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('period_id', '=', nextId)
        .executeTakeFirstOrThrow(),
    ).toEqual(betsBefore);
    // Another selection still takes bets.
    expect((await bet(nextId, 3, 'NUMBER', '8', 30_000)).stake).toBe(30_000);
  });

  it('suspends and resumes a selection and the whole game at once, logged', async () => {
    expect(
      (await post('/chance-kill-rate/suspend', admin, { gameId, playCode: 'SIZE', selection: 'big', reason: 'Odd pattern' })).body.code,
    ).toBe(200);
    expect(await errorOf(bet(openId, 0, 'SIZE', 'big', 1000))).toBe('killrate_betting_suspended');
    expect((await bet(openId, 0, 'SIZE', 'small', 1000)).stake).toBe(1000);
    expect(
      (await post('/chance-kill-rate/suspend', admin, { gameId, playCode: 'SIZE', selection: 'big', reason: 'again' })).body.code,
    ).toBe('A0400');
    expect((await post('/chance-kill-rate/suspend', admin, { gameId, reason: 'Whole game' })).body.code).toBe(200);
    expect(await errorOf(bet(openId, 0, 'SIZE', 'small', 1000))).toBe('killrate_betting_suspended');
    const exposure = await post('/chance-kill-rate/exposure', admin, { gameId });
    expect(exposure.body.data.gameSuspended).toBe(true);
    expect((await post('/chance-kill-rate/resume', admin, { gameId, reason: 'Done' })).body.code).toBe(200);
    expect((await post('/chance-kill-rate/resume', admin, { gameId, playCode: 'SIZE', selection: 'big', reason: 'Done' })).body.code).toBe(
      200,
    );
    expect((await bet(openId, 0, 'SIZE', 'big', 1000)).stake).toBe(1000);
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { gameId, pageSize: 100 });
    const kinds = log.body.data.list.map((r: { kind: string; target: string }) => `${r.kind}:${r.target}`);
    expect(kinds.slice(0, 4)).toEqual(['resume:SIZE:big', 'resume:', 'suspend:', 'suspend:SIZE:big']);
  });
});

describe('measurement', () => {
  it('sets the alert band and measures per period and over today, 7 and 30 days', async () => {
    await saveApproved('/chance-kill-rate/setBand', { gameId, minBps: 200, maxBps: 800, reason: 'House edge band' });
    const overview = await post('/chance-kill-rate/overview', admin, { gameId });
    expect(overview.body.code).toBe(200);
    const data = overview.body.data;
    expect(data.band).toEqual({ minBps: 200, maxBps: 800 });
    expect(data.days).toHaveLength(30);
    for (const p of data.periods) expect(p.houseProfit).toBe(p.totalBet - p.payout);
    const sum = (rows: { stake: number; houseProfit: number }[]) =>
      rows.reduce((a, r) => ({ stake: a.stake + r.stake, houseProfit: a.houseProfit + r.houseProfit }), { stake: 0, houseProfit: 0 });
    expect(sum(data.days.slice(-7))).toEqual({ stake: data.windows.days7.stake, houseProfit: data.windows.days7.houseProfit });
    const log = await post('/chance-kill-rate-operation-log/query/killRateOperation/list', admin, { kind: 'band' });
    expect(log.body.data.list[0]).toMatchObject({ before: null, after: { minBps: 200, maxBps: 800 }, reason: 'House edge band' });
  });

  it('gameFundSummary gives per game and day the report module figures', async () => {
    const to = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() + 5.5 * 3_600_000 - 29 * 86_400_000).toISOString().slice(0, 10);
    const answer = await post('/chance-game-fund/summary', admin, { from, to });
    expect(answer.body.code).toBe(200);
    const report = await post('/chance_report/gameFundSummary', admin, { from, to });
    const { rows, totals } = answer.body.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.houseProfit).toBe(r.validTurnover - r.payout);
    // The same figures as the report's per-game cut, summed over the days.
    expect(totals.stake).toBe(report.body.data.rows.reduce((a: number, r: { stake: number }) => a + r.stake, 0));
    expect((await post('/chance-game-fund/summary', admin, { from: to, to: from })).body.code).toBe('A0400');
  });
});

describe('authorization', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['/chance-kill-rate/overview', { gameId: 1 }],
    ['/chance-kill-rate/exposure', { gameId: 1 }],
    ['/chance-kill-rate/setBand', { gameId: 1, minBps: 0, maxBps: 100, reason: 'x' }],
    ['/chance-kill-rate/suspend', { gameId: 1, reason: 'x' }],
    ['/chance-kill-rate/resume', { gameId: 1, reason: 'x' }],
    ['/chance-kill-rate-operation-log/query/killRateOperation/list', {}],
    ['/chance-play-limit/list', { gameId: 1 }],
    ['/chance-play-limit/save', { gameId: 1, playCode: 'COLOR', minStake: 100, maxStake: 200, maxPerMemberPeriod: 300, reason: 'x' }],
    ['/chance-odds/list', { gameId: 1 }],
    ['/chance-odds/save', { gameId: 1, playId: 1, oddsX100: 200, reason: 'x' }],
    ...['/chance-odds', '/chance-play-limit', '/chance-kill-rate/band'].flatMap((prefix): [string, Record<string, unknown>][] => [
      [`${prefix}/requests`, { gameId: 1 }],
      [`${prefix}/approve`, { id: 1 }],
      [`${prefix}/reject`, { id: 1, reason: 'x' }],
    ]),
  ];
  it('refuses franchisees, agents and anonymous callers, and writes nothing', async () => {
    const before = await writes();
    for (const token of [franchisee, agent]) {
      for (const [path, body] of calls) expect([path, (await post(path, token, body)).body.code]).toEqual([path, 'A0301']);
    }
    expect((await post('/chance-game-fund/summary', agent, { from: '2026-11-01', to: '2026-11-02' })).body.code).toBe('A0301');
    for (const [path, body] of [...calls, ['/chance-game-fund/summary', {}] as [string, Record<string, unknown>]]) {
      expect([path, (await server.call(path, { body })).body.code]).toEqual([path, 'A0230']);
    }
    expect(await writes()).toEqual(before);
  });
});
