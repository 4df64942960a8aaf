import { ipAllowed } from '../../server/auth/ipWhitelist';
import { verifyPassword } from '../../server/auth/password';
import { sha256, SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const setStaff = (
  username: string,
  values: { ip_whitelist?: string; status?: number; locked_until?: number | null; failed_logins?: number },
) => server.db.updateTable('staff_user').set(values).where('username', '=', username).execute();
const loginAttempt = (username: string, password: string) =>
  server.call('/chance_login/login', { body: { username, password: sha256(password) } });
const loginLog = (username: string) =>
  server.db.selectFrom('login_log').selectAll().where('username', '=', username).orderBy('id').execute();

describe('password storage', () => {
  it('stores an scrypt hash of what the browser sends, never the value itself', async () => {
    const row = await server.db.selectFrom('staff_user').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(row.password_hash).not.toContain(sha256('admin123'));
    expect(row.password_hash).not.toContain('admin123');
    await expect(verifyPassword(sha256('admin123'), row.password_hash)).resolves.toBe(true);
    await expect(verifyPassword(sha256('admin124'), row.password_hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    const rows = await server.db.selectFrom('staff_user').select('password_hash').execute();
    expect(new Set(rows.map((r) => r.password_hash.split('$')[4])).size).toBe(rows.length);
  });
});

// Failed-login throttling (which replaced the 15-minute lockout) is tested in hardening/loginThrottle.test.ts.

describe('disabled accounts', () => {
  afterEach(() => setStaff('agent2', { status: 0 }));

  it('answer A0212 at login (with the right password) and on calls with an existing session', async () => {
    const token = await server.login('agent2');
    await setStaff('agent2', { status: 1 });
    const login = await loginAttempt('agent2', 'agent2123');
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('A0212');
    const call = await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    expect(call.body.code).toBe('A0212');
    expect((await loginAttempt('agent2', 'wrong')).body.code).toBe('A0210');
  });
});

describe('IP whitelist', () => {
  afterEach(async () => {
    await server.db.updateTable('staff_user').set({ ip_whitelist: '' }).execute();
    await server.db.updateTable('role').set({ ip_whitelist: '' }).execute();
  });

  it('refuses a login from outside the account whitelist with A0220', async () => {
    await setStaff('franchisee', { ip_whitelist: '10.9.9.9' });
    const answer = await loginAttempt('franchisee', 'franchisee123');
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('A0220');
    expect(answer.body.msg).toContain('127.0.0.1');
    expect((await loginLog('franchisee')).at(-1)).toMatchObject({ success: 0, reason: 'ip_not_allowed', ip: '127.0.0.1' });
  });

  it.each(['127.0.0.1', '10.9.9.9, 127.0.0.1', '10.9.9.9\n127.0.0.0/8'])('admits a login from a whitelisted address (%j)', async (list) => {
    await setStaff('franchisee', { ip_whitelist: list });
    expect((await loginAttempt('franchisee', 'franchisee123')).body.code).toBe(200);
  });

  it("applies the role's whitelist too", async () => {
    await server.db.updateTable('role').set({ ip_whitelist: '10.0.0.0/8' }).where('code', '=', 'franchisee').execute();
    expect((await loginAttempt('franchisee', 'franchisee123')).body.code).toBe('A0220');
    await server.db.updateTable('role').set({ ip_whitelist: '127.0.0.1/32' }).where('code', '=', 'franchisee').execute();
    expect((await loginAttempt('franchisee', 'franchisee123')).body.code).toBe(200);
  });

  it('blocks the next call once a whitelist excluding the caller is added after login', async () => {
    const token = await server.login('agent');
    expect((await server.call('/chance_login/getCurrentUser', { method: 'GET', token })).body.code).toBe(200);
    await setStaff('agent', { ip_whitelist: '10.9.9.9' });
    const answer = await server.call('/chance_login/getCurrentUser', { method: 'GET', token });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('A0220');
  });

  it('matches exact addresses, IPv4 CIDR, IPv6 and IPv4-mapped IPv6', () => {
    expect(ipAllowed('::ffff:127.0.0.1', '127.0.0.1')).toBe(true);
    expect(ipAllowed('192.168.1.77', '192.168.1.0/24')).toBe(true);
    expect(ipAllowed('192.168.2.1', '192.168.1.0/24')).toBe(false);
    expect(ipAllowed('2001:db8::1', '2001:db8::/32')).toBe(true);
    expect(ipAllowed('10.0.0.1', '')).toBe(true);
    expect(ipAllowed('10.0.0.1', '', '10.0.0.2')).toBe(false);
    expect(ipAllowed('10.0.0.1', 'garbage')).toBe(false);
  });
});

describe('login log', () => {
  it('records successes with the user agent', async () => {
    await server.call('/chance_login/login', {
      body: { username: 'admin', password: sha256('admin123') },
      headers: { 'user-agent': 'jest-agent/1.0' },
    });
    expect((await loginLog('admin')).at(-1)).toMatchObject({
      success: 1,
      reason: 'ok',
      staff_id: 1,
      ip: '127.0.0.1',
      user_agent: 'jest-agent/1.0',
    });
  });

  it('records unknown usernames without a staff id', async () => {
    await loginAttempt('ghost', 'whatever');
    expect((await loginLog('ghost')).at(-1)).toMatchObject({ success: 0, reason: 'unknown_user', staff_id: null });
  });
});
