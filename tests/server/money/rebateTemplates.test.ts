import { selectMenu } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE, ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { SETUP_TIMEOUT, type TestServer } from '../helpers/server';
import { addMenuStaff, moneyServer, type MoneyOrg } from './fixture';

/*
 * money_management › fan_yong › promotion_settings over HTTP: list, save (create and edit) and
 * status of the member rebate templates; every write audited with before and after; bad input
 * and other roles refused with nothing written; a franchisee keeps its own templates only.
 */

let server: TestServer;
let org: MoneyOrg;
let admin: string;
let franchisee: string;
let agent: string;
let noMenu: string;
let wingo: number;

const RATES = [20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70];

const addStaff = (username: string, menu: unknown, type: 0 | 2, agentId: number | null, stationId: number | null) =>
  addMenuStaff(server.db, org, username, menu, type, agentId, stationId);

beforeAll(async () => {
  const started = await moneyServer(1);
  server = started.server;
  org = started.org;
  const db = server.db;
  const station = await db.selectFrom('station').select('id').where('franchisee_id', '=', org.franchiseeId).executeTakeFirstOrThrow();
  const ag = await db
    .insertInto('agent')
    .values({
      username: 'ag1',
      parent_id: null,
      station_id: station.id,
      franchisee_id: org.franchiseeId,
      level: 1,
      path: '/',
      status: 0,
      created_at: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Even an agent handed the fan_yong menu may not keep templates (the route is admin and franchisee only).
  await addStaff('ag1', [...ROLE_MENUS.agent, ...selectMenu(MENU_CATALOGUE, [['money_management', 'fan_yong']])], 2, ag.id, station.id);
  await addStaff('recordsonly', selectMenu(MENU_CATALOGUE, [['money_management', 'fan_yong', 'rebate_record']]), 0, null, null);
  admin = await started.login('maker');
  franchisee = await started.login('fr1');
  agent = await started.login('ag1');
  noMenu = await started.login('recordsonly');
  wingo = (await db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
}, SETUP_TIMEOUT);
afterAll(async () => server?.close());

const call = (path: string, token: string, body: Record<string, unknown>) =>
  server.call(`/chance-rebate-template/${path}`, { token, body });
const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Win Go rebate',
  gameId: wingo,
  rates: RATES,
  auditMultipleX100: 150,
  dailyCap: 500_000,
  ...over,
});
const counts = async () => {
  const db = server.db;
  const templates = await db
    .selectFrom('rebate_template')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const logs = await db
    .selectFrom('operation_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('target_type', '=', 'rebate_template')
    .executeTakeFirstOrThrow();
  return [Number(templates.n), Number(logs.n)];
};
const lastLog = async () => {
  const row = await server.db
    .selectFrom('operation_log')
    .select(['action', 'target_id', 'before_json', 'after_json'])
    .where('target_type', '=', 'rebate_template')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return {
    ...row,
    before: row.before_json ? JSON.parse(row.before_json) : null,
    after: row.after_json ? JSON.parse(row.after_json) : null,
  };
};

describe('promotion_settings', () => {
  let platformId: number;
  let ownId: number;

  it('creates a platform-wide template (admin) and answers it with the game name and rates per VIP level, audited', async () => {
    const answer = await call('save', admin, valid());
    expect(answer.body.code).toBe(200);
    const t = answer.body.data;
    expect(t).toMatchObject({
      franchiseeId: null,
      name: 'Win Go rebate',
      gameId: wingo,
      gameName: expect.any(String),
      rates: RATES,
      auditMultipleX100: 150,
      dailyCap: 500_000,
      status: 0,
    });
    platformId = t.id;
    const log = await lastLog();
    expect(log).toMatchObject({ action: 'rebate_template.save', before: null });
    expect(String(log.target_id)).toBe(String(platformId));
    expect(log.after).toMatchObject({ rates: RATES, dailyCap: 500_000 });
  });

  it('a franchisee creates its own (all games) and edits it; the log keeps before and after', async () => {
    const created = await call('save', franchisee, valid({ name: 'F1 all games', gameId: null, franchiseeId: org.otherFranchiseeId }));
    expect(created.body.data).toMatchObject({ franchiseeId: org.franchiseeId, gameId: null, gameName: null });
    ownId = created.body.data.id;
    const rates = RATES.map((r, level) => (level === 3 ? 80 : r));
    const edited = await call('save', franchisee, valid({ id: ownId, name: 'F1 all games', gameId: null, rates, dailyCap: 0 }));
    expect(edited.body.data).toMatchObject({ id: ownId, rates, dailyCap: 0, franchiseeId: org.franchiseeId });
    const log = await lastLog();
    expect(log.before).toMatchObject({ rates: RATES, dailyCap: 500_000 });
    expect(log.after).toMatchObject({ rates, dailyCap: 0 });
  });

  it('lists the caller’s templates: a franchisee sees its own and the platform-wide ones, filters by game and status', async () => {
    const db = server.db;
    await db
      .insertInto('rebate_template')
      .values({
        franchisee_id: org.otherFranchiseeId,
        name: 'F2 only',
        game_id: null,
        rates_json: '{}',
        audit_multiple_x100: 0,
        daily_cap: 0,
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const list = async (token: string, body: Record<string, unknown> = {}) => {
      const answer = await call('list', token, { pageIndex: 1, pageSize: 50, ...body });
      expect(answer.body.code).toBe(200);
      return (answer.body.data.list as { name: string }[]).map((t) => t.name);
    };
    expect(await list(admin)).toEqual(['Win Go rebate', 'F1 all games', 'F2 only']);
    expect(await list(franchisee)).toEqual(['Win Go rebate', 'F1 all games']);
    const other = (await db.selectFrom('game').select('id').where('id', '<>', wingo).executeTakeFirstOrThrow()).id;
    expect(await list(admin, { gameId: other })).toEqual(['F1 all games', 'F2 only']);
    expect(await list(admin, { status: 1 })).toEqual([]);
    expect((await call('games', franchisee, {})).body.data.list.length).toBeGreaterThan(0);
  });

  it('disables and enables with an audited status change', async () => {
    expect((await call('status', admin, { id: platformId, status: 1 })).body).toMatchObject({
      code: 200,
      data: { id: platformId, status: 1 },
    });
    expect(await lastLog()).toMatchObject({ action: 'rebate_template.status', before: { status: 0 }, after: { status: 1 } });
    const row = await server.db.selectFrom('rebate_template').select('status').where('id', '=', platformId).executeTakeFirstOrThrow();
    expect(row.status).toBe(1);
    // Saving without a status keeps it.
    expect((await call('save', admin, valid({ id: platformId }))).body.data.status).toBe(1);
    expect((await call('status', admin, { id: platformId, status: 0 })).body.data.status).toBe(0);
  });

  it('refuses bad input with an envelope error and writes nothing', async () => {
    const before = await counts();
    for (const body of [
      valid({ name: '' }),
      valid({ name: ' '.repeat(3) }),
      valid({ name: 'x'.repeat(51) }),
      valid({ rates: RATES.slice(1) }),
      valid({ rates: [...RATES.slice(1), 10_001] }),
      valid({ rates: [...RATES.slice(1), 1.5] }),
      valid({ auditMultipleX100: -1 }),
      valid({ auditMultipleX100: 10_001 }),
      valid({ dailyCap: -5 }),
      valid({ dailyCap: 'lots' }),
      valid({ gameId: 999_999 }),
      valid({ franchiseeId: 999_999 }),
      valid({ id: 999_999 }),
      valid({ status: 2 }),
    ]) {
      const answer = await call('save', admin, body);
      expect([answer.body.code, JSON.stringify(body).slice(0, 60)]).toEqual([expect.stringMatching(/^A04/), expect.any(String)]);
    }
    for (const body of [{ id: platformId, status: 3 }, { id: 'x', status: 1 }, { status: 1 }, { id: 999_999, status: 1 }]) {
      expect((await call('status', admin, body)).body.code).toMatch(/^A04/);
    }
    expect((await call('save', admin, valid({ name: '' }))).body.msg).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('authorization: a franchisee may not change platform-wide or other franchisees’ templates; agents, roles without the menu and anonymous callers are refused', async () => {
    const before = await counts();
    const f2 = (await server.db.selectFrom('rebate_template').select('id').where('name', '=', 'F2 only').executeTakeFirstOrThrow()).id;
    for (const [token, path, body, code] of [
      [franchisee, 'save', valid({ id: platformId }), 'A0404'],
      [franchisee, 'status', { id: platformId, status: 1 }, 'A0404'],
      [franchisee, 'save', valid({ id: f2 }), 'A0404'],
      [franchisee, 'status', { id: f2, status: 1 }, 'A0404'],
      [agent, 'list', {}, 'A0301'],
      [agent, 'save', valid(), 'A0301'],
      [agent, 'status', { id: ownId, status: 1 }, 'A0301'],
      [noMenu, 'list', {}, 'A0301'],
      [noMenu, 'save', valid(), 'A0301'],
      [noMenu, 'status', { id: ownId, status: 1 }, 'A0301'],
      [noMenu, 'games', {}, 'A0301'],
    ] as const) {
      expect([path, (await call(path, token, body)).body.code]).toEqual([path, code]);
    }
    const anonymous = await server.call('/chance-rebate-template/list', { body: {} });
    expect(anonymous.body.code).not.toBe(200);
    expect(await counts()).toEqual(before);
  });
});
