import { normaliseMenu, roleAssignable } from '../../../../plugins/account/server/staff/menuTree';
import { menuCatalogue } from '../../../../server/menu/catalogue';
import { MENU_CATALOGUE, ROLE_MENUS } from '../../../../demo/seed/roleMenus';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../../helpers/server';
import { codesFor, count, hashed, loginAll, type Tokens } from './fixture';

describe('normaliseMenu', () => {
  it('keeps catalogue order, expands a section given without children and drops unknown titles', () => {
    const menu = normaliseMenu([
      { title: 'nonsense' },
      {
        title: 'Account_management',
        children: [{ title: 'userManagement' }, { title: 'vip', children: [{ title: 'formal' }, { title: 'ghost' }] }],
      },
      { title: 'dashboard' },
      { title: 'note_management' },
    ]);
    expect(menu).toEqual([
      { title: 'dashboard' },
      { title: 'Account_management', children: [{ title: 'vip', children: [{ title: 'formal' }] }, { title: 'userManagement' }] },
      { title: 'note_management', children: [{ title: 'note_list' }] },
    ]);
  });

  it('drops a section whose chosen children are all unknown or empty', () => {
    expect(
      normaliseMenu([
        { title: 'Account_management', children: [] },
        { title: 'money_management', children: [{ title: 'x' }] },
      ]),
    ).toEqual([]);
  });

  it('lets a franchisee hand out its own and the agent role, never the admin role', () => {
    expect(roleAssignable(ROLE_MENUS.franchisee, ROLE_MENUS.franchisee)).toBe(true);
    expect(roleAssignable(ROLE_MENUS.agent, ROLE_MENUS.franchisee)).toBe(true);
    expect(roleAssignable(ROLE_MENUS.admin, ROLE_MENUS.franchisee)).toBe(false);
    expect(roleAssignable(ROLE_MENUS.admin, MENU_CATALOGUE)).toBe(true);
  });
});

describe('role endpoints', () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startServer();
    await server.addAdmin('checker', 'checker123');
    tokens = await loginAll(server);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const CUT_DOWN = [{ title: 'dashboard' }, { title: 'Account_management', children: [{ title: 'userManagement' }] }];

  it('serves the catalogue tree to admins only', async () => {
    const answer = await server.call('/chance-role/menuTree', { token: tokens.admin });
    // The whole catalogue: the core's tree and every installed plugin's menu.
    expect(answer.body.data).toEqual(menuCatalogue());
    for (const path of ['/chance-role/menuTree', '/chance-role/list', '/chance-role/add', '/chance-role/delete']) {
      const codes = await codesFor(server, tokens, path, {});
      expect({ path, codes: { ...codes, admin: undefined } }).toEqual({
        path,
        codes: { admin: undefined, franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' },
      });
    }
  });

  it('creates a role with a cut-down menu, which becomes the menuList of an account holding it', async () => {
    const logs = await count(server, 'operation_log');
    const added = await server.call('/chance-role/add', {
      token: tokens.admin,
      body: { name: 'Clerks', menuList: CUT_DOWN, ipWhitelist: '' },
    });
    expect(added.body.code).toBe(200);
    const roleId = added.body.data.id;
    expect(await count(server, 'operation_log')).toBe(logs + 1);
    const listed = await server.call('/chance-role/list', { token: tokens.admin, body: { name: 'clerk' } });
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({ id: roleId, name: 'Clerks', menuList: CUT_DOWN, userCount: 0, builtIn: false }),
    ]);

    // userManagement decides staff requests, so the account is a request a second admin (checker) approves.
    const submitted = await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'clerk', password: hashed('clerk123'), type: 0, roleId },
    });
    expect(submitted.body.data.status).toBe('pending_approval');
    const checker = await server.login('checker', 'checker123');
    expect(
      (await server.call('/chance-staion-user/request/approve', { token: checker, body: { id: submitted.body.data.requestId } })).body.code,
    ).toBe(200);
    const token = await server.login('clerk', 'clerk123');
    const info = await server.call('/chance_login/getUserInfo', { method: 'GET', token });
    expect(info.body.data.role.menuList).toEqual(CUT_DOWN);
    // The menu is enforced by the server, not only drawn by the console.
    expect((await server.call('/chance-staion-user/list', { token })).body.code).toBe(200);
    expect((await server.call('/chance-role/list', { token })).body.code).toBe('A0301');
    expect((await server.call('/station/api/query/station/record/list', { token })).body.code).toBe('A0301');

    // Editing the role changes what its holders may do on their next call.
    const updated = await server.call('/chance-role/update', {
      token: tokens.admin,
      body: { id: roleId, name: 'Clerks', menuList: [{ title: 'dashboard' }], ipWhitelist: '' },
    });
    expect(updated.body.code).toBe(200);
    expect((await server.call('/chance-staion-user/list', { token })).body.code).toBe('A0301');
    const log = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'role.update').executeTakeFirstOrThrow();
    expect(JSON.parse(log.before_json as string).menuList).toEqual(CUT_DOWN);

    // A role held by an account cannot be deleted.
    const refused = await server.call('/chance-role/delete', { token: tokens.admin, body: { id: roleId } });
    expect(refused.body).toMatchObject({ code: 'A0400' });
    expect(refused.body.msg).toMatch(/held by 1 staff/);
  });

  it('refuses an empty menu, a bad whitelist and a duplicate name, writing nothing', async () => {
    const [roles, logs] = [await count(server, 'role'), await count(server, 'operation_log')];
    const bodies = [
      { name: 'Empty', menuList: [{ title: 'nothing-real' }], ipWhitelist: '' },
      { name: 'BadIp', menuList: CUT_DOWN, ipWhitelist: 'localhost' },
      { name: '', menuList: CUT_DOWN, ipWhitelist: '' },
      { name: 'x'.repeat(21), menuList: CUT_DOWN, ipWhitelist: '' },
      { name: 'Administrator', menuList: CUT_DOWN, ipWhitelist: '' },
    ];
    for (const body of bodies) {
      const answer = await server.call('/chance-role/add', { token: tokens.admin, body, language: 1 });
      expect({ name: body.name, code: answer.body.code }).toEqual({ name: body.name, code: 'A0400' });
    }
    expect([await count(server, 'role'), await count(server, 'operation_log')]).toEqual([roles, logs]);
  });

  it('keeps the built-in roles and the admin own role management', async () => {
    expect((await server.call('/chance-role/delete', { token: tokens.admin, body: { id: 3 } })).body.msg).toBe(
      'Built-in roles cannot be deleted',
    );
    const lockout = await server.call('/chance-role/update', {
      token: tokens.admin,
      body: { id: 1, name: 'admin', menuList: CUT_DOWN, ipWhitelist: '' },
    });
    expect(lockout.body.code).toBe('A0400');
    expect((await server.call('/chance-role/list', { token: tokens.admin })).body.code).toBe(200);
  });

  it('offers each caller only the roles it may assign', async () => {
    const admin = (await server.call('/chance-role/options', { token: tokens.admin })).body.data.map((r: { code: string }) => r.code);
    expect(admin).toEqual(expect.arrayContaining(['admin', 'franchisee', 'agent']));
    const franchisee = (await server.call('/chance-role/options', { token: tokens.franchisee })).body.data.map(
      (r: { code: string }) => r.code,
    );
    expect(franchisee).toEqual(expect.arrayContaining(['franchisee', 'agent']));
    expect(franchisee).not.toContain('admin');
    expect((await server.call('/chance-role/options', { token: tokens.agent })).body.code).toBe('A0301');
  });
});
