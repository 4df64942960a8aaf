import { hashToken } from '../../server/auth/session';
import { menuCatalogue } from '../../server/menu/catalogue';
import { ROLE_MENUS } from '../../demo/seed/roleMenus';
import { DEMO, sha256, SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const bombay = (ms: number, withTime: boolean) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(ms)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return withTime ? `${date} ${parts.hour}:${parts.minute}:${parts.second}` : date;
};

describe('POST /chance_login/login', () => {
  it('answers the token as data and stores only its hash', async () => {
    const answer = await server.call('/chance_login/login', { body: { username: '  admin ', password: sha256('admin123') } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, msg: 'success' });
    const token = answer.body.data as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const sessions = await server.db.selectFrom('session').select(['token_hash', 'expires_at', 'created_at']).execute();
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    const mine = sessions.find((s) => s.token_hash === hashToken(token));
    expect(mine?.expires_at).toBe((mine?.created_at ?? 0) + 12 * 3600 * 1000);
  });

  it('says success in Chinese when language is 1', async () => {
    const answer = await server.call('/chance_login/login', { body: { username: 'admin', password: sha256('admin123') }, language: 1 });
    expect(answer.body.msg).toBe('成功');
  });

  it('carries beside the token what getUserInfo answers, so the console signs in with one round trip', async () => {
    for (const user of ['admin', 'agent'] as const) {
      const answer = await server.call('/chance_login/login', { body: { username: user, password: sha256(DEMO[user]) } });
      expect(answer.status).toBe(200);
      // Older consoles read only `data`: it stays the bare token.
      expect(typeof answer.body.data).toBe('string');
      const carried = (answer.body as unknown as { userInfo: Record<string, unknown> }).userInfo;
      const info = await server.call('/chance_login/getUserInfo', { method: 'GET', token: answer.body.data as string });
      const { sysNowTimeDate: _a, ...expected } = info.body.data as Record<string, unknown>;
      const { sysNowTimeDate: _b, ...got } = carried;
      expect(got).toEqual(expected);
      expect(typeof carried.sysNowTimeDate).toBe('number');
      expect((carried.role as { menuList: unknown[] }).menuList.length).toBeGreaterThan(0);
    }
  });

  it('carries no profile when the login is refused', async () => {
    const answer = await server.call('/chance_login/login', { body: { username: 'admin', password: sha256('wrong') } });
    expect(answer.status).toBe(400);
    expect(answer.body).not.toHaveProperty('userInfo');
    await server.db.updateTable('staff_user').set({ failed_logins: 0 }).where('username', '=', 'admin').execute();
  });

  it.each([
    [{ username: 'ab', password: sha256('x') }, 'username'],
    [{ username: 'a'.repeat(17), password: sha256('x') }, 'username'],
    [{ username: 'admin', password: 'admin123' }, 'password'],
    [{ username: 'admin', password: sha256('admin123').toUpperCase() }, 'password'],
    [{ password: sha256('admin123') }, 'username'],
    [{ username: 'admin' }, 'password'],
  ])('refuses bad parameters %j with A0400 naming the field, writing nothing', async (body, field) => {
    const before = await server.db
      .selectFrom('login_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await server.call('/chance_login/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'A0400' });
    expect(answer.body.msg).toContain(field);
    // The field's own problem, for the form to show under its input.
    expect(Object.keys(answer.body.data.fields)).toEqual([field]);
    expect(answer.body.msg).toContain(answer.body.data.fields[field]);
    const after = await server.db
      .selectFrom('login_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('localises validation messages', async () => {
    const zh = await server.call('/chance_login/login', { body: { username: 'ab', password: sha256('x') }, language: 1 });
    expect(zh.body.msg).toBe('username：长度必须为 3 到 16 个字符');
    const en = await server.call('/chance_login/login', { body: { username: 'ab', password: sha256('x') }, language: 0 });
    expect(en.body.msg).toBe('username: must be 3 to 16 characters');
  });

  it('answers A0210 for an unknown user and for a wrong password', async () => {
    for (const body of [
      { username: 'nobody', password: sha256('x') },
      { username: 'admin', password: sha256('wrong') },
    ]) {
      const answer = await server.call('/chance_login/login', { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'A0210', msg: 'Wrong username or password', data: null });
    }
    await server.db.updateTable('staff_user').set({ failed_logins: 0 }).where('username', '=', 'admin').execute();
  });
});

describe('token handling on protected calls', () => {
  it('answers A0230 with status 401 without a token or with an unknown one', async () => {
    for (const token of [undefined, '', 'not-a-token']) {
      const answer = await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'A0230', data: null });
    }
  });

  it('answers A0230 once the session has expired', async () => {
    const token = await server.login('admin');
    await server.db
      .updateTable('session')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const answer = await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('A0230');
  });

  it('slides the expiry forward on use, at most once a minute', async () => {
    const token = await server.login('admin');
    const soon = Date.now() + 60_000;
    await server.db
      .updateTable('session')
      .set({ expires_at: soon, last_seen_at: Date.now() - 120_000 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    const touched = await server.db
      .selectFrom('session')
      .select(['expires_at', 'last_seen_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(touched.expires_at).toBeGreaterThan(Date.now() + 11 * 3600 * 1000);
    await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    const again = await server.db
      .selectFrom('session')
      .select(['last_seen_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(again.last_seen_at).toBe(touched.last_seen_at);
  });
});

describe('POST /chance_login/logout', () => {
  it('deletes the session, logs the operation, and the token stops working', async () => {
    const token = await server.login('franchisee');
    const answer = await server.call('/chance_login/logout', { token });
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });
    const row = await server.db.selectFrom('session').select('id').where('token_hash', '=', hashToken(token)).executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token })).body.code).toBe('A0230');
    const log = await server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'logout')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: 'franchisee', target_type: 'session', ip: '127.0.0.1' });
  });

  it('answers A0230 without a token', async () => {
    expect((await server.call('/chance_login/logout')).body.code).toBe('A0230');
  });
});

describe('GET /chance_login/getCurrentUser', () => {
  it('gives the admin the quota of all stations and the online count', async () => {
    const token = await server.login('admin');
    const answer = await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    const quota = await server.db.selectFrom('station').select('amount').execute();
    const online = await server.db
      .selectFrom('member')
      .select('id')
      .where('is_internal', '=', 0)
      .where('online_at', '>=', Date.now() - 10 * 60 * 1000)
      .execute();
    expect(answer.body.data).toEqual({
      userId: 1,
      userName: 'admin',
      type: 0,
      language: true,
      onlinePeopleCount: online.length,
      amount: quota.reduce((sum, s) => sum + s.amount, 0),
    });
    expect(online.length).toBeGreaterThan(0);
  });

  it('gives a franchisee its own stations quota, and an agent no quota', async () => {
    const franchisee = await server.call('/chance_login/getCurrentUser', { method: 'GET', token: await server.login('franchisee') });
    const own = await server.db.selectFrom('station').select('amount').where('franchisee_id', '=', 1).execute();
    expect(franchisee.body.data).toMatchObject({ userName: 'franchisee', type: 1, amount: own.reduce((s, r) => s + r.amount, 0) });
    const agent = await server.call('/chance_login/getCurrentUser', { method: 'GET', token: await server.login('agent') });
    expect(agent.body.data).toMatchObject({ userName: 'agent', type: 2, amount: null });
  });
});

describe('GET /chance_login/getUserInfo', () => {
  it('gives the admin role and the whole menu', async () => {
    const before = Date.now();
    const answer = await server.call('/chance_login/getUserInfo', { method: 'GET', token: await server.login('admin') });
    const data = answer.body.data;
    expect(data).toMatchObject({ userId: 1, userName: 'admin', type: 0, parentId: null, language: true, role: { code: 'admin' } });
    // The seeded admin role, with every installed plugin's menu granted (plugin/installModules.ts).
    expect(data.role.menuList).toEqual(menuCatalogue());
    expect(data.sysNowTimeDate).toBeGreaterThanOrEqual(before);
    expect(typeof data.onlinePeopleCount).toBe('number');
  });

  it("gives an agent its parent agent's id, and agent2 none", async () => {
    const agent = await server.call('/chance_login/getUserInfo', { method: 'GET', token: await server.login('agent') });
    const linked = await server.db
      .selectFrom('agent')
      .select(['parent_id', 'level'])
      .where('username', '=', 'agent')
      .executeTakeFirstOrThrow();
    expect(linked.level).toBe(2);
    expect(agent.body.data).toMatchObject({ type: 2, parentId: linked.parent_id, role: { code: 'agent', menuList: ROLE_MENUS.agent } });
    expect(linked.parent_id).not.toBeNull();
    const agent2 = await server.call('/chance_login/getUserInfo', { method: 'GET', token: await server.login('agent2') });
    expect(agent2.body.data).toMatchObject({ type: 2, parentId: null });
  });
});

describe('server clock', () => {
  it('GET /chance_login/getTimeMillis answers epoch ms without a token', async () => {
    const before = Date.now();
    const answer = await server.call('/chance_login/getTimeMillis', { method: 'GET' });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.sysNowTimeDate).toBeGreaterThanOrEqual(before);
    expect(answer.body.data.sysNowTimeDate).toBeLessThanOrEqual(Date.now());
  });

  it('GET /chance_login/getServerTime formats Bombay time by type', async () => {
    const zero = await server.call('/chance_login/getServerTime?type=0', { method: 'GET' });
    expect(zero.body.data).toMatchObject({ timezone: 'Asia/Kolkata', formatted: String(zero.body.data.sysNowTimeDate) });
    const one = await server.call('/chance_login/getServerTime?type=1', { method: 'GET' });
    expect(one.body.data.formatted).toBe(bombay(one.body.data.sysNowTimeDate, true));
    const two = await server.call('/chance_login/getServerTime?type=2', { method: 'GET' });
    expect(two.body.data.formatted).toBe(bombay(two.body.data.sysNowTimeDate, false));
  });

  it('refuses another type with A0400', async () => {
    for (const type of ['3', 'x', '']) {
      const answer = await server.call(`/chance_login/getServerTime?type=${type}`, { method: 'GET' });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
      expect(answer.body.msg).toContain('type');
    }
  });
});
