import { sha256, SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const count = async (table: 'operation_log' | 'session') =>
  (
    await server.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;
const staffRow = (username: string) =>
  server.db.selectFrom('staff_user').selectAll().where('username', '=', username).executeTakeFirstOrThrow();

describe('POST /chance-staion-user/update/me/password', () => {
  const change = (token: string, body: Record<string, unknown>, language?: 0 | 1) =>
    server.call('/chance-staion-user/update/me/password', { token, body, language });

  it('changes the password, keeps this session, revokes the others and logs without hashes', async () => {
    const token = await server.login('agent');
    const other = await server.login('agent');
    const before = await staffRow('agent');
    const answer = await change(token, {
      id: before.id,
      oldPassword: sha256('agent123'),
      newPassword: sha256('agent-new-1'),
      ConfirmPassword: sha256('agent-new-1'),
    });
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: null });

    const after = await staffRow('agent');
    expect(after.password_hash).not.toBe(before.password_hash);
    expect(after.password_hash).toMatch(/^scrypt\$/);
    expect(after.password_hash).not.toContain(sha256('agent-new-1'));
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token })).body.code).toBe(200);
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token: other })).body.code).toBe('A0230');
    expect((await server.call('/chance_login/login', { body: { username: 'agent', password: sha256('agent123') } })).body.code).toBe(
      'A0210',
    );
    await server.login('agent', 'agent-new-1');

    const log = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'password.change').executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      staff_id: before.id,
      username: 'agent',
      target_type: 'staff_user',
      target_id: String(before.id),
      ip: '127.0.0.1',
    });
    expect(JSON.parse(log.before_json ?? 'null')).toEqual({ password: 'set', otherSessions: 1 });
    expect(JSON.parse(log.after_json ?? 'null')).toEqual({ password: 'changed', otherSessions: 0 });
    for (const text of [log.before_json, log.after_json]) {
      expect(text).not.toContain('scrypt');
      expect(text).not.toContain(sha256('agent-new-1'));
      expect(text).not.toContain(sha256('agent123'));
    }
  });

  it('answers "两次密码不一致" / "The two passwords do not match" and writes nothing when they differ', async () => {
    const token = await server.login('admin');
    const body = { id: 1, oldPassword: sha256('admin123'), newPassword: sha256('a-new-one'), ConfirmPassword: sha256('another') };
    const logs = await count('operation_log');
    const hash = (await staffRow('admin')).password_hash;
    const zh = await change(token, body, 1);
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ code: 'A0400', msg: '两次密码不一致', data: null });
    expect((await change(token, body, 0)).body.msg).toBe('The two passwords do not match');
    expect(await count('operation_log')).toBe(logs);
    expect((await staffRow('admin')).password_hash).toBe(hash);
  });

  it('refuses a wrong old password with A0400 and writes nothing', async () => {
    const token = await server.login('admin');
    const logs = await count('operation_log');
    const answer = await change(token, { id: 1, oldPassword: sha256('nope'), newPassword: sha256('x1'), ConfirmPassword: sha256('x1') });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'A0400', msg: 'old password is incorrect' });
    expect(await count('operation_log')).toBe(logs);
  });

  it.each([
    [{ oldPassword: sha256('admin123'), newPassword: sha256('x'), ConfirmPassword: sha256('x') }, 'id'],
    [{ id: 1, newPassword: sha256('x'), ConfirmPassword: sha256('x') }, 'oldPassword'],
    [{ id: 1, oldPassword: sha256('admin123'), newPassword: 'plain', ConfirmPassword: 'plain' }, 'newPassword'],
    [{ id: 1, oldPassword: sha256('admin123'), newPassword: sha256('x') }, 'ConfirmPassword'],
  ])('refuses missing or unhashed fields %j naming %s', async (body, field) => {
    const token = await server.login('admin');
    const logs = await count('operation_log');
    const answer = await change(token, body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(field);
    expect(await count('operation_log')).toBe(logs);
  });

  it("refuses to change another user's password with A0301", async () => {
    const token = await server.login('franchisee');
    const admin = await staffRow('admin');
    const answer = await change(token, {
      id: admin.id,
      oldPassword: sha256('admin123'),
      newPassword: sha256('p'),
      ConfirmPassword: sha256('p'),
    });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('A0301');
    expect((await staffRow('admin')).password_hash).toBe(admin.password_hash);
  });

  it('needs a session', async () => {
    expect((await change('', { id: 1 })).body.code).toBe('A0230');
  });
});

describe('language', () => {
  it('POST /chance-staion-user/get/me/language answers the stored language (Chinese by default)', async () => {
    const answer = await server.call('/chance-staion-user/get/me/language', { token: await server.login('franchisee') });
    expect(answer.body).toEqual({ code: 200, msg: 'success', data: { language: 1 } });
  });

  it('POST /chance-staion-user/update/me/language switches it and logs before/after', async () => {
    const token = await server.login('franchisee');
    const me = await staffRow('franchisee');
    const answer = await server.call('/chance-staion-user/update/me/language', { token, body: { id: me.id, language: 0 } });
    expect(answer.body).toMatchObject({ code: 200, data: { language: 0 } });
    expect((await server.call('/chance-staion-user/get/me/language', { token })).body.data).toEqual({ language: 0 });
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token })).body.data.language).toBe(false);

    const log = await server.db
      .selectFrom('operation_log')
      .selectAll()
      .where('action', '=', 'language.change')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ staff_id: me.id, username: 'franchisee', target_type: 'staff_user', target_id: String(me.id) });
    expect(JSON.parse(log.before_json ?? '')).toEqual({ language: 1 });
    expect(JSON.parse(log.after_json ?? '')).toEqual({ language: 0 });

    await server.call('/chance-staion-user/update/me/language', { token, body: { id: String(me.id), language: '1' } });
    expect((await staffRow('franchisee')).language).toBe(1);
  });

  it.each([2, -1, 'zh', null])('refuses language %j with A0400 and writes nothing', async (language) => {
    const token = await server.login('franchisee');
    const logs = await count('operation_log');
    const answer = await server.call('/chance-staion-user/update/me/language', {
      token,
      body: { id: (await staffRow('franchisee')).id, language },
    });
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain('language');
    expect(await count('operation_log')).toBe(logs);
  });

  it("refuses to change another user's language with A0301", async () => {
    const token = await server.login('agent2');
    const admin = await staffRow('admin');
    const answer = await server.call('/chance-staion-user/update/me/language', { token, body: { id: admin.id, language: 0 } });
    expect(answer.body.code).toBe('A0301');
    expect((await staffRow('admin')).language).toBe(1);
  });
});
