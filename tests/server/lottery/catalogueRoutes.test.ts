import { startServer, type TestServer } from '../helpers/server';
import { png } from '../uploads/images';

/*
 * The catalogue screens over HTTP on the seeded demo: lists for everyone with the menu, edits for
 * admins only (franchisee and agents refused, nothing written), bad input refused with nothing
 * written, and every write in the operation log with its before and after.
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

const post = (path: string, token: string, body: unknown = {}, language: 0 | 1 = 0) => server.call(path, { body, token, language });
const logOf = (action: string) =>
  server.db.selectFrom('operation_log').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
const gameByCode = (code: string) => server.db.selectFrom('game').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
const tableState = async () =>
  JSON.stringify({
    types: await server.db.selectFrom('lottery_type').selectAll().orderBy('id').execute(),
    games: await server.db.selectFrom('game').selectAll().orderBy('id').execute(),
    plays: await server.db
      .selectFrom('play')
      .select(['id', 'name_zh', 'name_en', 'name_hi', 'intro_en', 'sort', 'rebate_bps', 'status'])
      .orderBy('id')
      .execute(),
    log: (
      await server.db
        .selectFrom('operation_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  });

describe('lottery types', () => {
  it('lists the types with their game and play counts', async () => {
    const res = await post('/chance-lottery-type/list', franchisee);
    expect(res.body.code).toBe(200);
    const wingo = res.body.data.list.find((t: { code: string }) => t.code === 'WINGO');
    expect(wingo).toMatchObject({ shape: 'wingo', games: 4, plays: 4 });
  });

  it('admin renames and re-sorts a type, logged', async () => {
    const type = await server.db.selectFrom('lottery_type').selectAll().where('code', '=', 'K3').executeTakeFirstOrThrow();
    const res = await post('/chance-lottery-type/update', admin, { id: type.id, name: 'K3 Dice', sort: 7 });
    expect(res.body.code).toBe(200);
    expect(await server.db.selectFrom('lottery_type').select(['name', 'sort']).where('id', '=', type.id).executeTakeFirstOrThrow()).toEqual(
      { name: 'K3 Dice', sort: 7 },
    );
    const [entry] = await logOf('lottery.type.update');
    expect(entry.target_id).toBe(String(type.id));
    expect(JSON.parse(entry.before_json as string)).toEqual({ name: type.name, sort: type.sort });
    expect(JSON.parse(entry.after_json as string)).toEqual({ name: 'K3 Dice', sort: 7 });
  });
});

describe('games', () => {
  it('lists with filters and translated-ready codes', async () => {
    const all = await post('/chance-game/catalogue', franchisee, { pageSize: 50 });
    expect(all.body.code).toBe(200);
    expect(all.body.data.total).toBe(7);
    expect(all.body.data.list[0]).toMatchObject({
      code: 'WINGO_30S',
      type: 0,
      betType: 0,
      state: 0,
      testSupport: 1,
      lotteryTypeName: 'Win Go',
    });
    const byName = await post('/chance-game/catalogue', admin, { name: 'win go' });
    expect(byName.body.data.list.map((g: { code: string }) => g.code)).toEqual(['WINGO_30S', 'WINGO_1M', 'WINGO_3M', 'WINGO_5M']);
    const byCode = await post('/chance-game/catalogue', admin, { code: 'k3_1m' });
    expect(byCode.body.data.list.map((g: { code: string }) => g.code)).toEqual(['K3_1M']);
  });

  it('admin edits name, provider code, description, type and test support, logged with before and after', async () => {
    const game = await gameByCode('5D_3M');
    const res = await post('/chance-game/update', admin, {
      id: game.id,
      name: '5D Three',
      providerCode: 'CH-2',
      description: 'Five digits',
      type: 1,
      testSupport: false,
    });
    expect(res.body.code).toBe(200);
    expect(await gameByCode('5D_3M')).toMatchObject({
      name: '5D Three',
      provider_code: 'CH-2',
      description: 'Five digits',
      type: 1,
      test_support: 0,
      code: '5D_3M',
      interval_sec: 180,
    });
    const [entry] = await logOf('lottery.game.update');
    expect(JSON.parse(entry.before_json as string)).toMatchObject({ name: game.name, providerCode: game.provider_code, testSupport: 1 });
    expect(JSON.parse(entry.after_json as string)).toMatchObject({ name: '5D Three', testSupport: 0, type: 1 });
    const filtered = await post('/chance-game/catalogue', admin, { type: 1 });
    expect(filtered.body.data.list.map((g: { code: string }) => g.code)).toEqual(['5D_3M']);
  });

  it('sets H5 and PC icons to uploaded images, keeps a seeded icon, and refuses any other address', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png(64, 64))], { type: 'image/png' }), 'icon.png');
    const uploaded = await fetch(`${server.url}/chance-upload/image`, {
      method: 'POST',
      headers: { token: admin, language: '0' },
      body: form,
    });
    const url = ((await uploaded.json()) as { data: { url: string } }).data.url;
    const game = await gameByCode('WINGO_3M');
    const base = {
      id: game.id,
      name: game.name,
      providerCode: game.provider_code,
      description: game.description,
      type: game.type,
      testSupport: true,
    };
    const res = await post('/chance-game/update', admin, { ...base, iconH5: url, iconPc: game.icon_pc });
    expect(res.body.code).toBe(200);
    expect(await gameByCode('WINGO_3M')).toMatchObject({ icon_h5: url, icon_pc: game.icon_pc });
    expect(JSON.parse((await logOf('lottery.game.update'))[0].after_json as string)).toMatchObject({ iconH5: url, iconPc: game.icon_pc });
    const listed = await post('/chance-game/catalogue', admin, { code: 'WINGO_3M' });
    expect(listed.body.data.list[0]).toMatchObject({ iconH5: url, iconPc: game.icon_pc });

    for (const bad of ['https://evil.example/x.png', '/chance-upload/image/../../etc/passwd', 'javascript:alert(1)']) {
      const before = await tableState();
      const refused = await post('/chance-game/update', admin, { ...base, iconH5: url, iconPc: bad });
      expect(refused.body.code).toBe('A0400');
      expect(refused.body.msg).toMatch(/uploaded/);
      expect(await tableState()).toBe(before);
    }
  });

  it.each([
    ['empty name', { name: '  ' }],
    ['type out of range', { type: 8 }],
    ['provider code with spaces', { providerCode: 'A B' }],
    ['test support not a boolean', { testSupport: 'maybe' }],
  ])('refuses %s and writes nothing', async (_label, patch) => {
    const game = await gameByCode('K3_1M');
    const before = await tableState();
    const res = await post('/chance-game/update', admin, {
      id: game.id,
      name: 'K3',
      providerCode: 'CHANCE',
      description: '',
      type: 0,
      testSupport: true,
      ...patch,
    });
    expect(res.body.code).toBe('A0400');
    expect(await tableState()).toBe(before);
  });

  it('answers a missing game with not found and writes nothing', async () => {
    const before = await tableState();
    const res = await post('/chance-game/setState', admin, { id: 999_999, enabled: false });
    expect(res.body.code).toBe('A0404');
    expect(await tableState()).toBe(before);
  });

  it('admin disables and enables a game; the open period stays, the log reads disable then enable', async () => {
    const game = await gameByCode('WINGO_5M');
    const off = await post('/chance-game/setState', admin, { id: game.id, enabled: false });
    expect(off.body).toMatchObject({ code: 200, data: { state: 1 } });
    expect((await gameByCode('WINGO_5M')).state).toBe(1);
    const now = Date.now();
    const later = await server.db
      .selectFrom('period')
      .select('id')
      .where('game_id', '=', game.id)
      .where('status', '=', 0)
      .where('open_at', '>', now)
      .execute();
    expect(later).toEqual([]);
    const [disabled] = await logOf('lottery.game.disable');
    expect(JSON.parse(disabled.after_json as string)).toMatchObject({ state: 1 });
    const on = await post('/chance-game/setState', admin, { id: game.id, enabled: true });
    expect(on.body).toMatchObject({ code: 200, data: { state: 0 } });
    expect(await gameByCode('WINGO_5M')).toMatchObject({ state: 0, disabled_at: null });
    expect((await logOf('lottery.game.enable'))[0].target_id).toBe(String(game.id));
  });

  it('orders games for the member app and logs the order', async () => {
    const list = await post('/chance-game/order', franchisee);
    const ids: number[] = list.body.data.list.map((g: { id: number }) => g.id);
    const wanted = [ids[2], ids[0], ids[1], ...ids.slice(3)];
    const res = await post('/chance-game/sort', admin, { ids: wanted });
    expect(res.body).toMatchObject({ code: 200, data: { order: wanted } });
    const again = await post('/chance-game/order', admin);
    expect(again.body.data.list.map((g: { id: number }) => g.id)).toEqual(wanted);
    const [entry] = await logOf('lottery.game.sort');
    expect(JSON.parse(entry.before_json as string)).toEqual({ order: ids });
    expect(JSON.parse(entry.after_json as string)).toEqual({ order: wanted });
  });

  it.each([
    ['a duplicate id', (ids: number[]) => [ids[0], ids[0]]],
    ['an unknown id', (ids: number[]) => [...ids, 999_999]],
    ['an empty order', () => []],
  ])('refuses an order with %s and writes nothing', async (_label, make) => {
    const ids: number[] = (await post('/chance-game/order', admin)).body.data.list.map((g: { id: number }) => g.id);
    const before = await tableState();
    const res = await post('/chance-game/sort', admin, { ids: make(ids) });
    expect(res.body.code).toBe('A0400');
    expect(await tableState()).toBe(before);
  });

  it('counts games per game type', async () => {
    const res = await post('/chance-game/types', franchisee);
    expect(res.body.code).toBe(200);
    expect(res.body.data.list).toHaveLength(8);
    const total = res.body.data.list.reduce((s: number, t: { games: number }) => s + t.games, 0);
    expect(total).toBe(7);
  });
});

describe('plays', () => {
  it('lists groups and selections with the parent and odds, filtered', async () => {
    const wingo = await server.db.selectFrom('lottery_type').select('id').where('code', '=', 'WINGO').executeTakeFirstOrThrow();
    const groups = await post('/chance-play/list', franchisee, { lotteryTypeId: wingo.id, level: 'group' });
    expect(groups.body.data.list.map((p: { code: string }) => p.code)).toEqual(['NUMBER', 'COLOR', 'SIZE', 'PARITY']);
    const size = groups.body.data.list.find((p: { code: string }) => p.code === 'SIZE');
    const selections = await post('/chance-play/list', admin, { parentId: size.id });
    expect(selections.body.data.list).toHaveLength(2);
    expect(selections.body.data.list[0]).toMatchObject({ parentNameEn: 'Big / Small', parentNameZh: '大小', oddsX100: expect.any(Number) });
    const byName = await post('/chance-play/list', admin, { lotteryTypeId: wingo.id, name: 'violet' });
    expect(byName.body.data.list.map((p: { selection: string }) => p.selection)).toEqual(['violet']);
  });

  it('admin edits names, intros, sort and rebate; odds are untouched; logged', async () => {
    const play = await server.db
      .selectFrom('play')
      .selectAll()
      .where('code', '=', 'SIZE')
      .where('selection', '=', 'big')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const body = {
      id: play.id,
      nameZh: '大号',
      nameEn: 'Large',
      nameHi: 'बड़ा',
      introZh: '介绍',
      introEn: 'Intro',
      introHi: 'परिचय',
      sort: 3,
      rebateBps: 150,
    };
    const res = await post('/chance-play/update', admin, body);
    expect(res.body.code).toBe(200);
    const row = await server.db.selectFrom('play').selectAll().where('id', '=', play.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name_zh: '大号',
      name_en: 'Large',
      intro_hi: 'परिचय',
      sort: 3,
      rebate_bps: 150,
      odds_x100: play.odds_x100,
    });
    const [entry] = await logOf('lottery.play.update');
    expect(JSON.parse(entry.before_json as string)).toMatchObject({ name_en: play.name_en, rebate_bps: play.rebate_bps });
  });

  it.each([
    ['rebate above 100%', { rebateBps: 10_001 }],
    ['an empty Hindi name', { nameHi: '' }],
    ['a negative sort', { sort: -1 }],
  ])('refuses %s and writes nothing', async (_label, patch) => {
    const play = await server.db.selectFrom('play').select('id').where('code', '=', 'NUMBER').orderBy('id').executeTakeFirstOrThrow();
    const before = await tableState();
    const res = await post('/chance-play/update', admin, {
      id: play.id,
      nameZh: 'a',
      nameEn: 'b',
      nameHi: 'c',
      sort: 1,
      rebateBps: 0,
      ...patch,
    });
    expect(res.body.code).toBe('A0400');
    expect(await tableState()).toBe(before);
  });

  it('switches an optional play group with its selections, logged as disable then enable', async () => {
    const list = await post('/chance-play/optional', franchisee);
    const parity = list.body.data.list.find(
      (p: { code: string; lotteryTypeName: string }) => p.code === 'PARITY' && p.lotteryTypeName === 'Win Go',
    );
    expect(parity).toMatchObject({ status: 0, selections: 2, enabledSelections: 2 });
    const off = await post('/chance-play/setStatus', admin, { id: parity.id, enabled: false });
    expect(off.body.code).toBe(200);
    const rows = await server.db
      .selectFrom('play')
      .select('status')
      .where((eb) => eb.or([eb('id', '=', parity.id), eb('parent_id', '=', parity.id)]))
      .execute();
    expect(rows.map((r) => r.status)).toEqual([1, 1, 1]);
    expect((await logOf('lottery.play.disable'))[0].target_id).toBe(String(parity.id));
    const after = await post('/chance-play/optional', admin);
    expect(after.body.data.list.find((p: { id: number }) => p.id === parity.id)).toMatchObject({ status: 1, enabledSelections: 0 });
    expect((await post('/chance-play/setStatus', admin, { id: parity.id, enabled: true })).body.code).toBe(200);
    expect((await logOf('lottery.play.enable'))[0].target_id).toBe(String(parity.id));
  });
});

describe('authorization', () => {
  const writes: [string, () => Promise<Record<string, unknown>>][] = [
    ['/chance-lottery-type/update', async () => ({ id: 1, name: 'X', sort: 1 })],
    [
      '/chance-game/update',
      async () => ({ id: (await gameByCode('WINGO_1M')).id, name: 'X', providerCode: '', description: '', type: 0, testSupport: true }),
    ],
    ['/chance-game/setState', async () => ({ id: (await gameByCode('WINGO_1M')).id, enabled: false })],
    ['/chance-game/sort', async () => ({ ids: [(await gameByCode('WINGO_1M')).id] })],
    ['/chance-play/update', async () => ({ id: 1, nameZh: 'a', nameEn: 'b', nameHi: 'c', sort: 1, rebateBps: 0 })],
    ['/chance-play/setStatus', async () => ({ id: 1, enabled: false })],
  ];
  const reads = [
    '/chance-lottery-type/list',
    '/chance-game/catalogue',
    '/chance-game/order',
    '/chance-game/types',
    '/chance-play/list',
    '/chance-play/optional',
  ];

  it.each(writes)('%s: franchisee and agent are refused and nothing is written', async (path, body) => {
    const payload = await body();
    const before = await tableState();
    for (const token of [franchisee, agent]) {
      const res = await post(path, token, payload);
      expect(res.body.code).toBe('A0301');
    }
    expect(await tableState()).toBe(before);
  });

  it.each(reads)('%s: admin and franchisee read, an agent is refused', async (path) => {
    expect((await post(path, admin)).body.code).toBe(200);
    expect((await post(path, franchisee)).body.code).toBe(200);
    expect((await post(path, agent)).body.code).toBe('A0301');
  });

  it('a signed-out caller is refused', async () => {
    const res = await server.call('/chance-game/setState', { body: { id: 1, enabled: false } });
    expect(res.body.code).not.toBe(200);
  });
});
