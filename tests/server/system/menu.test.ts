import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { codesFor, count, loginAll, type Tokens } from '../account/staff/fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

interface Entry {
  title: string;
  children?: Entry[];
}
const profileMenu = async (token: string): Promise<Entry[]> =>
  (await server.call('/chance_login/getUserInfo', { method: 'GET', token })).body.data.role.menuList;
const titles = (entries: Entry[] | undefined) => (entries ?? []).map((e) => e.title);
const section = (entries: Entry[], title: string) => entries.find((e) => e.title === title)?.children;
const settingsRows = async () =>
  Number(
    (
      await server.db
        .selectFrom('menu_setting')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const call = (path: string, body: unknown, token = tokens.admin, language: 0 | 1 = 0) => server.call(path, { token, body, language });

describe('menu order and visibility', () => {
  it("reorders a section and every role's profile menu follows at once, with an operation-log entry", async () => {
    const logs = await count(server, 'operation_log');
    const system = section(await profileMenu(tokens.admin), 'system_management');
    const reversed = [...titles(system)].reverse();
    expect((await call('/chance-menu/updateSortNum', { parentPath: 'system_management', titles: reversed })).body.code).toBe(200);
    expect(titles(section(await profileMenu(tokens.admin), 'system_management'))).toEqual(reversed);

    // Top level: move Accounts before Home; the franchisee's narrower menu keeps the same relative order.
    const top = titles((await call('/chance-menu/list', {})).body.data as Entry[]);
    const moved = ['Account_management', ...top.filter((t) => t !== 'Account_management')];
    expect((await call('/chance-menu/updateSortNum', { parentPath: '', titles: moved })).body.code).toBe(200);
    const franchiseeTop = titles(await profileMenu(tokens.franchisee));
    expect(franchiseeTop[0]).toBe('Account_management');
    expect(franchiseeTop.indexOf('dashboard')).toBe(1);

    const list = (await call('/chance-menu/list', {})).body.data as (Entry & { path: string; hidden: boolean })[];
    expect(titles(list)).toEqual(moved);
    expect(await count(server, 'operation_log')).toBe(logs + 2);
    const entry = await server.db
      .selectFrom('operation_log')
      .select(['action', 'before_json', 'after_json'])
      .where('action', '=', 'menu.sort')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after_json as string)).toEqual({ order: moved });
    expect(JSON.parse(entry.before_json as string)).toEqual({ order: top });
  });

  it('hides an entry from every sidebar but keeps its calls open to roles that hold it, then shows it again', async () => {
    expect(
      (await call('/chance-menu/updateStatus', { path: 'system_management/Log_management/vip_login_log', hidden: true })).body.code,
    ).toBe(200);
    const logs = section(section(await profileMenu(tokens.admin), 'system_management') ?? [], 'Log_management');
    expect(titles(logs)).not.toContain('vip_login_log');
    expect(titles(logs)).toContain('backstage_login_log');
    const listed = (await call('/chance-menu/list', {})).body.data as {
      title: string;
      hidden: boolean;
      children?: { title: string; hidden: boolean; children?: unknown[] }[];
    }[];
    const flat = JSON.stringify(listed);
    expect(flat).toContain('"path":"system_management/Log_management/vip_login_log","sortNum":1,"hidden":true');
    // Hiding is a sidebar matter: rights still come from the role.
    expect((await call('/member/login/log/api/query/member/login/log/list', {})).body.code).toBe(200);

    expect(
      (await call('/chance-menu/updateStatus', { path: 'system_management/Log_management/vip_login_log', hidden: false })).body.code,
    ).toBe(200);
    expect(titles(section(section(await profileMenu(tokens.admin), 'system_management') ?? [], 'Log_management'))).toContain(
      'vip_login_log',
    );
  });

  it.each([
    ['/chance-menu/updateSortNum', { parentPath: 'system_management', titles: ['menu', 'domain'] }, 'system_management'],
    [
      '/chance-menu/updateSortNum',
      { parentPath: 'system_management', titles: ['menu', 'menu', 'domain', 'riskControl', 'Log_management', 'registration_agreement'] },
      'system_management',
    ],
    ['/chance-menu/updateSortNum', { parentPath: 'nowhere', titles: ['a'] }, 'nowhere'],
    ['/chance-menu/updateSortNum', { parentPath: 'system_management' }, 'titles'],
    ['/chance-menu/updateSortNum', { parentPath: '../etc', titles: ['a'] }, 'parentPath'],
    ['/chance-menu/updateStatus', { path: 'system_management/menu', hidden: true }, 'menu'],
    ['/chance-menu/updateStatus', { path: 'system_management', hidden: true }, 'menu'],
    ['/chance-menu/updateStatus', { path: 'system_management/nothing', hidden: true }, 'system_management/nothing'],
    ['/chance-menu/updateStatus', { path: 'dashboard', hidden: 'maybe' }, 'hidden'],
    ['/chance-menu/updateStatus', { hidden: true }, 'path'],
  ])('%s refuses %j (message names %s) and changes nothing', async (path, body, named) => {
    const [rows, logs] = [await settingsRows(), await count(server, 'operation_log')];
    const before = await profileMenu(tokens.admin);
    const answer = await call(path, body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(named);
    expect([await settingsRows(), await count(server, 'operation_log')]).toEqual([rows, logs]);
    expect(await profileMenu(tokens.admin)).toEqual(before);
  });

  it('answers in Chinese when asked', async () => {
    const answer = await call('/chance-menu/updateStatus', { path: 'system_management/menu', hidden: true }, tokens.admin, 1);
    expect(answer.body.msg).toBe('菜单管理及其所在的系统管理不能隐藏，否则无法再恢复显示');
  });

  it.each([
    ['/chance-menu/list', {}],
    ['/chance-menu/updateSortNum', { parentPath: 'system_management', titles: ['x'] }],
    ['/chance-menu/updateStatus', { path: 'dashboard', hidden: false }],
  ])('%s is for administrators with the menu screen only', async (path, body) => {
    const codes = await codesFor(server, tokens, path, body);
    expect(codes).toMatchObject({ franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' });
    expect(codes.admin).not.toBe('A0301');
  });
});
