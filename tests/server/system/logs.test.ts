import { SETUP_TIMEOUT, sha256, startServer, type TestServer } from '../helpers/server';
import { codesFor, count, loginAll, type Tokens } from '../account/staff/fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const list = (path: string, body: Record<string, unknown>, token = tokens.admin, language: 0 | 1 = 0) =>
  server.call(path, { token, body, language });
const STAFF_LOGINS = '/chance_sys_log/query/system/login/log/list';
const MEMBER_LOGINS = '/member/login/log/api/query/member/login/log/list';
const OPERATIONS = '/chance_sys_log/list';
const DETAIL = '/chance_sys_log/detail';
const MEMBER_ACTIONS = '/chance_sys_log/query/member/operator/log/list';
/** The member-action list's first path, kept as an alias of the spec's. */
const MEMBER_ACTIONS_ALIAS = '/member/operation/log/api/list';

describe('staff sign-in log', () => {
  it('lists every attempt, newest first, with the reason a refused one failed', async () => {
    const before = Date.now();
    const refused = await server.call('/chance_login/login', { body: { username: 'franchisee', password: sha256('wrong-password') } });
    expect(refused.body.code).not.toBe(200);
    const answer = await list(STAFF_LOGINS, { username: 'franchisee', startTime: before });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.list[0]).toMatchObject({
      username: 'franchisee',
      success: 0,
      reason: expect.any(String),
      ip: expect.any(String),
    });
    expect(answer.body.data.list[0].createTime).toBeGreaterThanOrEqual(before);
    const ok = await list(STAFF_LOGINS, { username: 'admin', success: 1 });
    expect(ok.body.data.list.length).toBeGreaterThan(0);
    expect(ok.body.data.list.every((r: { success: number; username: string }) => r.success === 1 && r.username === 'admin')).toBe(true);
    const times = ok.body.data.list.map((r: { createTime: number }) => r.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ok.body.data).toHaveProperty('totalCapped', false);
  });

  it.each([
    [{ success: 5 }, 'success'],
    [{ pageSize: 1000 }, 'pageSize'],
    [{ startTime: 'yesterday' }, 'startTime'],
    [{ sortField: 'password' }, 'sortField'],
  ])('refuses %j naming %s and writes nothing', async (body, field) => {
    const rows = await count(server, 'operation_log');
    const answer = await list(STAFF_LOGINS, body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(field);
    expect(await count(server, 'operation_log')).toBe(rows);
  });
});

describe('member sign-in log', () => {
  it('lists member sign-ins with the member name, filtered by member, source and result', async () => {
    const all = await list(MEMBER_LOGINS, { pageSize: 5 });
    expect(all.body.code).toBe(200);
    expect(all.body.data.list.length).toBeGreaterThan(0);
    const first = all.body.data.list[0];
    expect(first).toMatchObject({ memberId: expect.any(Number), username: expect.any(String), ip: expect.any(String) });
    const mine = await list(MEMBER_LOGINS, { username: first.username, source: first.source });
    expect(mine.body.data.list.length).toBeGreaterThan(0);
    expect(
      mine.body.data.list.every((r: { username: string; source: string }) => r.username === first.username && r.source === first.source),
    ).toBe(true);
    const none = await list(MEMBER_LOGINS, { username: 'nobody-by-this-name' });
    expect(none.body.data).toMatchObject({ list: [], total: 0 });
  });

  it('refuses an unknown source, in Chinese when asked', async () => {
    const answer = await list(MEMBER_LOGINS, { source: 'fax' }, tokens.admin, 1);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain('source');
  });
});

describe('operation log', () => {
  it('finds a staff write by staff and action, and shows its before and after snapshots', async () => {
    const created = await server.call('/station/api/save/station', {
      token: tokens.admin,
      body: { franchiseeId: 1, code: 'LOGT1', name: 'Log test', status: 0 },
    });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id;
    const renamed = await server.call('/station/api/save/station', {
      token: tokens.admin,
      body: { id, franchiseeId: 1, code: 'LOGT1', name: 'Log test 2', status: 1 },
    });
    expect(renamed.body.code).toBe(200);

    const found = await list(OPERATIONS, { username: 'admin', action: 'STATION.SAVE', targetType: 'station', targetId: String(id) });
    expect(found.body.code).toBe(200);
    expect(found.body.data.list).toHaveLength(2);
    expect(found.body.data.list[0]).toMatchObject({
      username: 'admin',
      action: 'station.save',
      targetType: 'station',
      targetId: String(id),
    });
    expect(found.body.data.list[0]).not.toHaveProperty('before');

    const detail = await server.call(DETAIL, { token: tokens.admin, body: { id: found.body.data.list[0].id } });
    expect(detail.body.data).toMatchObject({
      action: 'station.save',
      before: { name: 'Log test', status: 0 },
      after: { name: 'Log test 2', status: 1 },
    });
    expect((await list(OPERATIONS, { username: 'franchisee', targetId: String(id) })).body.data.total).toBe(0);
  });

  it('answers not found for an unknown operation and refuses a bad id', async () => {
    expect((await server.call(DETAIL, { token: tokens.admin, body: { id: 99_999_999 } })).body.code).toBe('A0404');
    const bad = await server.call(DETAIL, { token: tokens.admin, body: { id: 'one' } });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('id');
  });

  it('is append-only: no endpoint edits or deletes a log row', async () => {
    const { allRoutes } = await import('../../../server/routes');
    const logPaths = allRoutes.filter((r) => /sys_log|login\/log\/api/.test(r.path));
    expect(logPaths.map((r) => r.path).sort()).toEqual([DETAIL, OPERATIONS, STAFF_LOGINS, MEMBER_LOGINS, MEMBER_ACTIONS].sort());
    expect(logPaths.every((r) => r.writes === undefined)).toBe(true);
  });
});

describe('member actions log', () => {
  it("answers under the spec's path and under its older alias alike, and refuses the same bad input", async () => {
    const body = { pageIndex: 1, pageSize: 5 };
    const spec = await list(MEMBER_ACTIONS, body);
    expect(spec.body.code).toBe(200);
    expect(spec.body.data).toHaveProperty('totalCapped');
    expect((await list(MEMBER_ACTIONS_ALIAS, body)).body).toEqual(spec.body);
    for (const path of [MEMBER_ACTIONS, MEMBER_ACTIONS_ALIAS]) {
      expect((await list(path, { action: 'hack' })).body.code).toBe('A0400');
      expect((await list(path, body, tokens.franchisee)).body.code).toBe('A0301');
    }
    // A name no member has: an empty page, not a failure.
    expect((await list(MEMBER_ACTIONS, { ...body, username: 'nobody_here' })).body.data).toEqual({
      list: [],
      total: 0,
      totalCapped: false,
    });
  });
});

describe('authorization', () => {
  it.each([STAFF_LOGINS, MEMBER_LOGINS, OPERATIONS])('%s is for administrators with the menu only', async (path) => {
    expect(await codesFor(server, tokens, path, {})).toEqual({
      admin: 200,
      franchisee: 'A0301',
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
  });

  it('an administrator whose role lacks the log menus is refused', async () => {
    const role = await server.call('/chance-role/add', {
      token: tokens.admin,
      body: { name: 'No logs', menuList: [{ title: 'dashboard' }] },
    });
    expect(role.body.code).toBe(200);
    await server.addAdmin('nologs', 'nologs123');
    await server.db.updateTable('staff_user').set({ role_id: role.body.data.id }).where('username', '=', 'nologs').execute();
    const token = await server.login('nologs', 'nologs123');
    for (const path of [STAFF_LOGINS, MEMBER_LOGINS, OPERATIONS]) expect((await list(path, {}, token)).body.code).toBe('A0301');
    expect((await server.call(DETAIL, { token, body: { id: 1 } })).body.code).toBe('A0301');
  });
});
