import { tick } from '../../../plugins/lottery/server/scheduler';
import { startServer, type TestServer } from '../helpers/server';

/*
 * gameManager / gameManagerEdit over HTTP on the seeded demo: the list with draw settings and the
 * running period; adding a game (disabled, picked up by the scheduler once enabled, no restart);
 * a disabled game's draw settings; bad input writes nothing; admins write, franchisees read,
 * agents are refused; every write logged with before and after.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown = {}) => server.call(path, { body, token });
const logOf = (action: string) =>
  server.db.selectFrom('operation_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const typeId = async (code: string) =>
  (await server.db.selectFrom('lottery_type').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
const tableState = async () =>
  JSON.stringify({
    games: await server.db.selectFrom('game').selectAll().orderBy('id').execute(),
    periods: (
      await server.db
        .selectFrom('period')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
    log: (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });

/** The en texts of plugins/lottery/server/catalogueMessages.ts. */
const MESSAGES: Record<string, string> = {
  game_code_taken: 'Another game already has the code WINGO_30S',
  game_issue_code_taken: 'Another game already numbers its periods with 01',
  lottery_type_not_found: 'No lottery type with id 9999',
  game_freeze_too_long: 'The betting freeze must be shorter than the period (at most 29 s)',
  game_min_above_max: 'The minimum stake is above the maximum stake',
};

const newGame = async (over: Record<string, unknown> = {}) => ({
  lotteryTypeId: await typeId('WINGO'),
  code: 'WINGO_10M',
  issueCode: '05',
  name: 'Win Go 10 Min',
  description: 'A draw every 10 minutes',
  resultSource: 'house',
  intervalSec: 600,
  freezeSec: 10,
  feeBps: 200,
  minBet: 100,
  maxBet: 1_000_000,
  maxBetPerPeriod: 5_000_000,
  ...over,
});

describe('gameManager list', () => {
  it('lists every game with its draw settings, filters by draw kind', async () => {
    const all = await post('/chance-game/manager', franchisee, { pageSize: 50 });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBe(7);
    expect(all.body.data.list[0]).toMatchObject({
      code: 'WINGO_30S',
      issueCode: '01',
      resultSource: 'house',
      intervalSec: 30,
      freezeSec: 5,
      feeBps: 200,
      minBet: 100,
      maxBet: 5_000_000,
      state: 0,
      lotteryTypeName: 'Win Go',
    });
    const external = await post('/chance-game/manager', admin, { resultSource: 'external' });
    expect(external.body.data.list.map((g: { code: string }) => g.code)).toEqual(['STATE_5D']);
    const bad = await post('/chance-game/manager', admin, { resultSource: 'moon' });
    expect(bad.body.code).toBe('A0400');
  });
});

describe('adding a game', () => {
  it('writes it disabled and last; enabling it lets the scheduler create its periods', async () => {
    const body = await newGame();
    const res = await post('/chance-game/create', admin, body);
    expect(res.body.code).toBe(200);
    const id = res.body.data.id as number;
    const row = await server.db.selectFrom('game').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      code: 'WINGO_10M',
      issue_code: '05',
      shape: 'wingo',
      state: 1,
      interval_sec: 600,
      freeze_sec: 10,
      result_source: 'house',
    });
    expect(row.disabled_at).not.toBeNull();
    expect(row.sort).toBe(8);
    const [entry] = await logOf('lottery.game.create');
    expect(entry.target_id).toBe(String(id));
    expect(JSON.parse(entry.after_json as string)).toMatchObject({ code: 'WINGO_10M', state: 1 });

    const now = Date.now();
    await tick(server.db, now);
    const none = await server.db.selectFrom('period').select('id').where('game_id', '=', id).execute();
    expect(none).toHaveLength(0);

    const detail = await post('/chance-game/manager/detail', admin, { id });
    expect(detail.body.data).toMatchObject({ code: 'WINGO_10M', lock: null });

    expect((await post('/chance-game/manager/setState', admin, { id, enabled: true })).body.code).toBe(200);
    await tick(server.db, now + 1000);
    const periods = await server.db
      .selectFrom('period')
      .select(['issue_no', 'seed_hash', 'status'])
      .where('game_id', '=', id)
      .orderBy('open_at')
      .execute();
    expect(periods.length).toBeGreaterThanOrEqual(3);
    expect(periods[0].issue_no).toMatch(/^\d{8}05\d{4}$/);
    expect(periods[0].seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await post('/chance-game/manager', admin, { pageSize: 50 });
    const mine = listed.body.data.list.find((g: { id: number }) => g.id === id);
    expect(mine).toMatchObject({ state: 0, openIssueNo: periods[0].issue_no });
    expect((await post('/chance-game/manager/detail', admin, { id })).body.data.lock).toBe('enabled');
  });

  it('an external-result game gets periods with no seed', async () => {
    const res = await post(
      '/chance-game/create',
      admin,
      await newGame({ code: 'STATE_5D_B', issueCode: '32', lotteryTypeId: await typeId('5D'), resultSource: 'external', intervalSec: 300 }),
    );
    expect(res.body.code).toBe(200);
    const id = res.body.data.id as number;
    expect((await server.db.selectFrom('game').select('shape').where('id', '=', id).executeTakeFirstOrThrow()).shape).toBe('5d');
    await post('/chance-game/manager/setState', admin, { id, enabled: true });
    await tick(server.db, Date.now());
    const periods = await server.db.selectFrom('period').select(['seed', 'result_source']).where('game_id', '=', id).execute();
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.seed === null && p.result_source === 'external')).toBe(true);
  });

  it.each([
    ['a taken code', { code: 'WINGO_30S' }, 'game_code_taken'],
    ['a taken issue code', { code: 'NEW_ONE', issueCode: '01' }, 'game_issue_code_taken'],
    ['an unknown lottery type', { code: 'NEW_ONE', issueCode: '77', lotteryTypeId: 9999 }, 'lottery_type_not_found'],
    ['a freeze as long as the period', { code: 'NEW_ONE', issueCode: '77', intervalSec: 30, freezeSec: 30 }, 'game_freeze_too_long'],
    ['min above max', { code: 'NEW_ONE', issueCode: '77', minBet: 2_000_000 }, 'game_min_above_max'],
    ['an interval the clock cannot number', { code: 'NEW_ONE', issueCode: '77', intervalSec: 45 }, null],
    ['a three-digit issue code', { code: 'NEW_ONE', issueCode: '777' }, null],
    ['a code with spaces', { code: 'NEW ONE', issueCode: '77' }, null],
    ['no name', { code: 'NEW_ONE', issueCode: '77', name: ' ' }, null],
    ['an unknown draw kind', { code: 'NEW_ONE', issueCode: '77', resultSource: 'payout' }, null],
  ])('refuses %s and writes nothing', async (_label, over, message) => {
    const before = await tableState();
    const res = await post('/chance-game/create', admin, await newGame(over));
    expect(res.body.code).toBe('A0400');
    if (message) expect(res.body.msg).toBe(MESSAGES[message]);
    expect(await tableState()).toBe(before);
  });
});

describe('draw settings', () => {
  it('refuses to change an enabled game, changes a disabled one with no open period, logged', async () => {
    const game = await server.db.selectFrom('game').selectAll().where('code', '=', 'K3_1M').executeTakeFirstOrThrow();
    const settings = { id: game.id, freezeSec: 8, feeBps: 150, minBet: 500, maxBet: 2_000_000, maxBetPerPeriod: 8_000_000 };
    const before = await tableState();
    const enabled = await post('/chance-game/settings', admin, settings);
    expect(enabled.body.code).toBe('A0400');
    expect(await tableState()).toBe(before);

    // A disabled game whose periods were all removed or closed: only the just-added, never-enabled one here.
    const created = await post(
      '/chance-game/create',
      admin,
      await newGame({ code: 'K3_5M', issueCode: '12', lotteryTypeId: await typeId('K3'), intervalSec: 300 }),
    );
    const id = created.body.data.id as number;
    const res = await post('/chance-game/settings', admin, { ...settings, id });
    expect(res.body.code).toBe(200);
    expect(
      await server.db.selectFrom('game').select(['freeze_sec', 'fee_bps', 'min_bet']).where('id', '=', id).executeTakeFirstOrThrow(),
    ).toMatchObject({ freeze_sec: 8, fee_bps: 150 });
    const [entry] = await logOf('lottery.game.settings');
    expect(JSON.parse(entry.before_json as string)).toMatchObject({ freezeSec: 10, feeBps: 200 });
    expect(JSON.parse(entry.after_json as string)).toMatchObject({ freezeSec: 8, feeBps: 150, minBet: 500 });

    const state = await tableState();
    for (const bad of [{ freezeSec: 300 }, { minBet: 50 }, { maxBet: 9_000_000 }, { feeBps: -1 }]) {
      expect((await post('/chance-game/settings', admin, { ...settings, id, ...bad })).body.code).toBe('A0400');
    }
    expect(await tableState()).toBe(state);
  });

  it('refuses while a disabled game still has a period that opens or takes bets', async () => {
    const game = await server.db.selectFrom('game').selectAll().where('code', '=', 'WINGO_5M').executeTakeFirstOrThrow();
    await tick(server.db, Date.now());
    await post('/chance-game/manager/setState', admin, { id: game.id, enabled: false });
    const open = await server.db.selectFrom('period').select('id').where('game_id', '=', game.id).where('status', 'in', [0, 1]).execute();
    const res = await post('/chance-game/settings', admin, {
      id: game.id,
      freezeSec: 8,
      feeBps: 150,
      minBet: 500,
      maxBet: 2_000_000,
      maxBetPerPeriod: 8_000_000,
    });
    if (open.length > 0) expect(res.body.code).toBe('A0400');
    else expect(res.body.code).toBe(200);
  });
});

describe('game_managementEdit detail', () => {
  it('answers one game for its Edit page, not found for an unknown id', async () => {
    const game = await server.db.selectFrom('game').select('id').where('code', '=', 'K3_1M').executeTakeFirstOrThrow();
    const res = await post('/chance-game/detail', franchisee, { id: game.id });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ id: game.id, code: 'K3_1M', lotteryTypeName: 'K3', providerCode: 'CHANCE' });
    expect((await post('/chance-game/detail', admin, { id: 99_999 })).body.code).toBe('A0404');
    expect((await post('/chance-game/detail', admin, { id: 'x' })).body.code).toBe('A0400');
    expect((await post('/chance-game/detail', agent, { id: game.id })).body.code).toBe('A0301');
  });
});

describe('authorization', () => {
  const writes: [string, () => Promise<Record<string, unknown>>][] = [
    ['/chance-game/create', () => newGame({ code: 'AUTH_GAME', issueCode: '88' })],
    [
      '/chance-game/settings',
      async () => ({ id: 1, freezeSec: 8, feeBps: 150, minBet: 500, maxBet: 2_000_000, maxBetPerPeriod: 8_000_000 }),
    ],
    ['/chance-game/manager/setState', async () => ({ id: 1, enabled: false })],
  ];

  it.each(writes)('%s: franchisee and agent are refused and nothing is written', async (path, body) => {
    const payload = await body();
    const before = await tableState();
    for (const token of [franchisee, agent]) expect((await post(path, token, payload)).body.code).toBe('A0301');
    expect(await tableState()).toBe(before);
  });

  it.each(['/chance-game/manager', '/chance-game/manager/detail'])('%s: admin and franchisee read, an agent is refused', async (path) => {
    expect((await post(path, admin, { id: 1 })).body.code).toBe(200);
    expect((await post(path, franchisee, { id: 1 })).body.code).toBe(200);
    expect((await post(path, agent, { id: 1 })).body.code).toBe('A0301');
  });

  it('a signed-out caller is refused', async () => {
    const res = await server.call('/chance-game/create', { body: await newGame({ code: 'ANON', issueCode: '89' }) });
    expect(res.body.code).not.toBe(200);
  });
});
