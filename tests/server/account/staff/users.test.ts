import { SETUP_TIMEOUT, startServer, type TestServer } from '../../helpers/server';
import { codesFor, count, hashed, loginAll, type Tokens } from './fixture';

let server: TestServer;
let tokens: Tokens;

beforeAll(async () => {
  server = await startServer();
  await server.addAdmin('checker', 'checker123');
  tokens = await loginAll(server);
  // Accounts with approval rights are created, re-roled and reset through a request a second,
  // independent admin approves (tests/server/hardening/twinAccounts.test.ts); here checker approves
  // each at once so these tests keep exercising the account rules themselves.
  const checker = await server.login('checker', 'checker123');
  const call = server.call;
  server.call = async (path, options) => {
    const answer = await call(path, options);
    const requestId = (answer.body?.data as { requestId?: number } | null)?.requestId;
    if (!/^\/chance-staion-user\/(add|update|resetPassword)$/.test(path) || requestId === undefined) return answer;
    const approved = await call('/chance-staion-user/request/approve', { token: checker, body: { id: requestId } });
    return approved.body.code === 200
      ? { ...answer, body: { ...answer.body, msg: 'success', data: path.endsWith('/add') ? { id: approved.body.data.targetId } : null } }
      : approved;
  };
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const ids = async () => {
  const rows = await server.db.selectFrom('staff_user').select(['id', 'username', 'franchisee_id']).execute();
  return Object.fromEntries(rows.map((r) => [r.username, r]));
};
const list = async (token: string, body: Record<string, unknown> = {}) =>
  (await server.call('/chance-staion-user/list', { token, body })).body;
const lastLog = async () => server.db.selectFrom('operation_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

describe('chance-staion-user/list', () => {
  it('lets admin and franchisee in, refuses agents, anonymous and expired tokens', async () => {
    expect(await codesFor(server, tokens, '/chance-staion-user/list', {})).toEqual({
      admin: 200,
      franchisee: 200,
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
  });

  it('shows the admin everyone and the franchisee only its own franchisee and agent accounts', async () => {
    const all = await list(tokens.admin);
    expect(all.data.list.map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'franchisee', 'agent', 'agent2']),
    );
    const own = await list(tokens.franchisee);
    const names = own.data.list.map((u: { username: string }) => u.username);
    expect(names).not.toContain('admin');
    expect(own.data.list.every((u: { franchiseeId: number; type: number }) => u.franchiseeId === 1 && u.type !== 0)).toBe(true);
    expect(names).toEqual(expect.arrayContaining(['franchisee', 'agent']));
  });

  it('filters by username and type, with a bad filter refused', async () => {
    const found = await list(tokens.admin, { username: 'AGENT', type: 2 });
    expect(found.data.list.map((u: { username: string }) => u.username).sort()).toEqual(['agent', 'agent2']);
    const bad = await list(tokens.admin, { type: 7 });
    expect(bad.code).toBe('A0400');
    expect(bad.msg).toContain('type');
  });
});

describe('chance-staion-user/add', () => {
  it('creates an account that can log in with the browser-hashed password, stored as scrypt, audited', async () => {
    const before = await count(server, 'operation_log');
    const answer = await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: {
        username: ' clerk01 ',
        password: hashed('clerk-pass'),
        type: 1,
        roleId: 2,
        franchiseeId: 2,
        ipWhitelist: '127.0.0.1, 10.0.0.0/8',
      },
    });
    expect(answer.body).toMatchObject({ code: 200 });
    const row = await server.db.selectFrom('staff_user').selectAll().where('username', '=', 'clerk01').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 1, role_id: 2, franchisee_id: 2, ip_whitelist: '127.0.0.1,10.0.0.0/8', status: 0 });
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(hashed('clerk-pass'));
    expect(await server.login('clerk01', 'clerk-pass')).toEqual(expect.any(String));
    // A franchisee account holds approval rights: admin's submission and the checker's approval are both logged.
    expect(await count(server, 'operation_log')).toBe(before + 2);
    const logs = await server.db.selectFrom('operation_log').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(logs[1]).toMatchObject({ action: 'staff.add', username: 'admin' });
    expect(logs[0]).toMatchObject({ action: 'staff.request.approve', target_id: String(row.id), username: 'checker' });
    for (const log of logs) expect(log.after_json).not.toContain('scrypt');
  });

  it.each([
    ['short username', { username: 'ab' }, 'username'],
    ['long username', { username: 'a'.repeat(17) }, 'username'],
    ['clear-text password', { password: 'secret' }, 'password'],
    ['unknown type', { type: 5 }, 'type'],
    ['bad whitelist', { ipWhitelist: '10.0.0.300' }, 'ipWhitelist'],
  ])('refuses a %s naming the field, writing nothing', async (_label, change, field) => {
    const [users, logs] = [await count(server, 'staff_user'), await count(server, 'operation_log')];
    const answer = await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      language: 1,
      body: { username: 'newbie', password: hashed('x12345'), type: 0, roleId: 1, ...change },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(field);
    expect([await count(server, 'staff_user'), await count(server, 'operation_log')]).toEqual([users, logs]);
  });

  it('refuses a taken username and missing links', async () => {
    const base = { password: hashed('x12345'), roleId: 2 };
    expect(
      (await server.call('/chance-staion-user/add', { token: tokens.admin, body: { ...base, username: 'agent', type: 0, roleId: 1 } })).body
        .msg,
    ).toMatch(/already taken/);
    expect(
      (await server.call('/chance-staion-user/add', { token: tokens.admin, body: { ...base, username: 'nofr', type: 1 } })).body.msg,
    ).toMatch(/needs a franchisee/);
    expect(
      (await server.call('/chance-staion-user/add', { token: tokens.admin, body: { ...base, username: 'noag', type: 2, roleId: 3 } })).body
        .msg,
    ).toMatch(/needs an agent/);
  });

  it('keeps a franchisee to franchisee and agent accounts of its own, with roles within its own menu', async () => {
    const base = { password: hashed('x12345'), username: 'frstaff' };
    const asFr = (body: Record<string, unknown>) =>
      server.call('/chance-staion-user/add', { token: tokens.franchisee, body: { ...base, ...body } });
    expect((await asFr({ type: 0, roleId: 2 })).body.code).toBe('A0301');
    expect((await asFr({ type: 1, roleId: 1 })).body).toMatchObject({ code: 'A0301' }); // admin role: beyond its menu
    expect((await asFr({ type: 1, roleId: 2, franchiseeId: 2 })).body.code).toBe('A0301');
    const otherAgent = await server.db.selectFrom('agent').select('id').where('franchisee_id', '=', 2).executeTakeFirstOrThrow();
    expect((await asFr({ type: 2, roleId: 3, agentId: otherAgent.id })).body.code).toBe('A0404');
    const ownAgent = await server.db
      .selectFrom('agent')
      .select(['id', 'station_id'])
      .where('franchisee_id', '=', 1)
      .where('username', 'not in', ['agent', 'agent2'])
      .executeTakeFirstOrThrow();
    expect((await asFr({ type: 2, roleId: 3, agentId: ownAgent.id })).body.code).toBe(200);
    const row = await server.db.selectFrom('staff_user').selectAll().where('username', '=', 'frstaff').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 2, franchisee_id: 1, station_id: ownAgent.station_id, agent_id: ownAgent.id });
  });
});

describe('lock, delete, resetPassword, update', () => {
  it('never lets a staff member lock or delete themselves', async () => {
    const me = (await ids()).admin.id;
    for (const path of ['/chance-staion-user/lock', '/chance-staion-user/delete']) {
      const answer = await server.call(path, { token: tokens.admin, body: { id: me, status: 1 } });
      expect(answer.body).toMatchObject({ code: 'A0400', msg: 'You cannot lock or delete your own account' });
    }
    expect((await server.db.selectFrom('staff_user').select('status').where('id', '=', me).executeTakeFirstOrThrow()).status).toBe(0);
  });

  it('locks an account (its sessions end at once) and unlocks it, with before/after in the log', async () => {
    await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'lockme', password: hashed('lock123'), type: 0, roleId: 1 },
    });
    const token = await server.login('lockme', 'lock123');
    const id = (await ids()).lockme.id;
    expect((await server.call('/chance-staion-user/lock', { token: tokens.admin, body: { id, status: 1 } })).body.code).toBe(200);
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token })).body.code).toBe('A0230');
    expect((await server.call('/chance_login/login', { body: { username: 'lockme', password: hashed('lock123') } })).body.code).toBe(
      'A0212',
    );
    const log = await lastLog();
    expect([log.action, JSON.parse(log.before_json as string).status, JSON.parse(log.after_json as string).status]).toEqual([
      'staff.lock',
      0,
      1,
    ]);
    expect((await server.call('/chance-staion-user/lock', { token: tokens.admin, body: { id, status: 0 } })).body.code).toBe(200);
    expect(await server.login('lockme', 'lock123')).toEqual(expect.any(String));
  });

  it('a franchisee cannot touch accounts outside its franchisee (answered as missing)', async () => {
    const all = await ids();
    for (const path of ['/chance-staion-user/lock', '/chance-staion-user/delete', '/chance-staion-user/resetPassword']) {
      const answer = await server.call(path, { token: tokens.franchisee, body: { id: all.admin.id, status: 1, password: hashed('x') } });
      expect(answer.body.code).toBe('A0404');
    }
    expect((await server.call('/chance-staion-user/lock', { token: tokens.agent, body: { id: all.agent2.id, status: 1 } })).body.code).toBe(
      'A0301',
    );
  });

  it('resets a password: the old one stops working, the new one logs in', async () => {
    await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'resetme', password: hashed('old123'), type: 0, roleId: 1 },
    });
    const id = (await ids()).resetme.id;
    const oldToken = await server.login('resetme', 'old123');
    expect(
      (await server.call('/chance-staion-user/resetPassword', { token: tokens.admin, body: { id, password: hashed('new456') } })).body.code,
    ).toBe(200);
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token: oldToken })).body.code).toBe('A0230');
    expect((await server.call('/chance_login/login', { body: { username: 'resetme', password: hashed('old123') } })).body.code).toBe(
      'A0210',
    );
    expect(await server.login('resetme', 'new456')).toEqual(expect.any(String));
  });

  it('deletes an account: it leaves the list, cannot log in, and its username is free again', async () => {
    await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'gone', password: hashed('gone123'), type: 0, roleId: 1 },
    });
    const id = (await ids()).gone.id;
    expect((await server.call('/chance-staion-user/delete', { token: tokens.admin, body: { id } })).body.code).toBe(200);
    expect((await list(tokens.admin, { username: 'gone' })).data.total).toBe(0);
    expect((await server.call('/chance_login/login', { body: { username: 'gone', password: hashed('gone123') } })).body.code).toBe('A0210');
    expect(
      (
        await server.call('/chance-staion-user/add', {
          token: tokens.admin,
          body: { username: 'gone', password: hashed('gone123'), type: 0, roleId: 1 },
        })
      ).body.code,
    ).toBe(200);
    expect((await server.call('/chance-staion-user/delete', { token: tokens.admin, body: { id } })).body.code).toBe('A0404');
  });

  it('updates role, whitelist and links; refuses changing its own role', async () => {
    await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'mover', password: hashed('move123'), type: 1, roleId: 2, franchiseeId: 1 },
    });
    const id = (await ids()).mover.id;
    const answer = await server.call('/chance-staion-user/update', {
      token: tokens.admin,
      body: { id, type: 1, roleId: 2, franchiseeId: 2, stationId: 2, ipWhitelist: '192.168.1.0/24', language: 0 },
    });
    expect(answer.body.code).toBe(200);
    expect(
      await server.db
        .selectFrom('staff_user')
        .select(['franchisee_id', 'station_id', 'ip_whitelist', 'language'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ franchisee_id: 2, station_id: 2, ip_whitelist: '192.168.1.0/24', language: 0 });
    // The whitelist applies at once: the test client comes from 127.0.0.1.
    expect((await server.call('/chance_login/login', { body: { username: 'mover', password: hashed('move123') } })).body.code).toBe(
      'A0220',
    );
    const stationOfOther = await server.call('/chance-staion-user/update', {
      token: tokens.admin,
      body: { id, type: 1, roleId: 2, franchiseeId: 2, stationId: 1, ipWhitelist: '' },
    });
    expect(stationOfOther.body.code).toBe('A0404');
    const me = (await ids()).admin.id;
    const self = await server.call('/chance-staion-user/update', {
      token: tokens.admin,
      body: { id: me, type: 0, roleId: 2, ipWhitelist: '' },
    });
    expect(self.body.msg).toBe('You cannot change the type or role of your own account');
  });
});

describe('authorization of the writing calls', () => {
  it.each([
    '/chance-staion-user/add',
    '/chance-staion-user/update',
    '/chance-staion-user/lock',
    '/chance-staion-user/delete',
    '/chance-staion-user/resetPassword',
  ])('%s refuses agents, anonymous callers and expired tokens before reading the body', async (path) => {
    const codes = await codesFor(server, tokens, path, {});
    expect({ ...codes, admin: undefined, franchisee: undefined }).toEqual({
      admin: undefined,
      franchisee: undefined,
      agent: 'A0301',
      agent2: 'A0301',
      expired: 'A0230',
      anonymous: 'A0230',
    });
  });

  it('someone holding part of the menu cannot take over a more powerful account', async () => {
    const role = await server.call('/chance-role/add', {
      token: tokens.admin,
      body: { name: 'Desk', menuList: [{ title: 'Account_management', children: [{ title: 'userManagement' }] }], ipWhitelist: '' },
    });
    await server.call('/chance-staion-user/add', {
      token: tokens.admin,
      body: { username: 'desk01', password: hashed('desk123'), type: 0, roleId: role.body.data.id },
    });
    const desk = await server.login('desk01', 'desk123');
    const admin = (await ids()).admin.id;
    const before = await server.db.selectFrom('staff_user').select('password_hash').where('id', '=', admin).executeTakeFirstOrThrow();
    const answer = await server.call('/chance-staion-user/resetPassword', { token: desk, body: { id: admin, password: hashed('mine') } });
    expect(answer.body).toMatchObject({ code: 'A0301' });
    expect((await server.call('/chance-staion-user/lock', { token: desk, body: { id: admin, status: 1 } })).body.code).toBe('A0301');
    expect(await server.db.selectFrom('staff_user').select('password_hash').where('id', '=', admin).executeTakeFirstOrThrow()).toEqual(
      before,
    );
    // Nor hand out a role beyond its own menu.
    expect(
      (
        await server.call('/chance-staion-user/add', {
          token: desk,
          body: { username: 'desk02', password: hashed('x12345'), type: 0, roleId: 1 },
        })
      ).body.code,
    ).toBe('A0301');
  });
});
