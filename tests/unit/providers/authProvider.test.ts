import Cookies from 'js-cookie';
import { createHash } from 'node:crypto';
import { createAuthProvider, GUARD_FALLBACK_MESSAGE, LoginValidationError } from '../../../authProvider/authProvider';
import { hashPassword } from '../../../authProvider/hashPassword';
import { getProfile, loadProfile, PROFILE_EMPTY_MESSAGE, roleFromType } from '../../../authProvider/profile';
import { currentRoutePath, loginRedirectUrl, readRedirect, type LocationLike } from '../../../authProvider/redirect';
import { getCachedProfile, getSessionUser, getToken, setCachedProfile, setToken } from '../../../authProvider/session';
import type { UserInfo } from '../../../authProvider/types';
import { ApiError, createHttp, type Http, type RequestOptions } from '../../../dataProvider/http';
import { resetToasts } from '../../../dataProvider/errorToasts';
import { fail, fakeFetch, resetBrowserState, respond } from './fakeFetch';

const menuList = [{ title: 'dashboard' }, { title: 'money_management', children: [{ title: 'balance' }] }];

function userInfo(over: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 7,
    userName: 'ravi',
    type: 0,
    parentId: null,
    role: { id: 1, code: 'admin', name: 'Admin', menuList },
    sysNowTimeDate: 1_790_000_000_000,
    onlinePeopleCount: 12,
    language: true,
    ...over,
  };
}

type Handler = (path: string, options: RequestOptions) => unknown;

/** A fake http that answers per path and records every call. */
function fakeHttp(handlers: Record<string, Handler>) {
  const calls: { path: string; options: RequestOptions }[] = [];
  const http: Http = {
    request: async <T>(path: string, options: RequestOptions = {}) => {
      calls.push({ path, options });
      const handler = handlers[path];
      if (!handler) throw new Error(`unexpected call ${path}`);
      return (await handler(path, options)) as T;
    },
  };
  return { http, calls };
}

const hashLocation =
  (route: string): (() => LocationLike) =>
  () => ({ pathname: '/', search: '', hash: `#${route}` });

beforeEach(() => {
  resetBrowserState();
  resetToasts();
  setCachedProfile(null);
});

describe('login', () => {
  const handlers = (info: UserInfo = userInfo()) => ({
    'chance_login/login': () => 'token-123',
    'chance_login/getUserInfo': () => info,
  });

  it('trims the username, sends the SHA-256 hex of the password, never the password itself', async () => {
    const { http, calls } = fakeHttp(handlers());
    await createAuthProvider(http, { location: hashLocation('/login') }).login({ username: '  admin  ', password: 'admin123' });
    const body = calls[0].options.body as { username: string; password: string };
    expect(calls[0].path).toBe('chance_login/login');
    expect(body.username).toBe('admin');
    expect(body.password).toBe(createHash('sha256').update('admin123').digest('hex'));
    expect(body.password).toBe('240be518fabd2724ddb6f04eeb1da5967448d7e831c08c8fa822809f74c720a9');
    expect(JSON.stringify(calls)).not.toContain('admin123');
  });

  it('makes the language picked on the login page the session language and saves it on the profile', async () => {
    const { http, calls } = fakeHttp({
      ...handlers(userInfo({ userId: 7, language: true })),
      'chance-staion-user/update/me/language': () => null,
    });
    await createAuthProvider(http, { location: hashLocation('/login') }).login({ username: 'admin', password: 'admin123', language: 'en' });
    expect(Cookies.get('language')).toBe('en');
    expect(calls.find((c) => c.path === 'chance-staion-user/update/me/language')?.options.body).toEqual({ id: 7, language: 0 });
  });

  it('keeps the picked language for the session when saving it fails, and saves nothing when it matches', async () => {
    const failing = fakeHttp({
      ...handlers(userInfo({ userId: 7, language: true })),
      'chance-staion-user/update/me/language': () => Promise.reject(new Error('refused')),
    });
    await createAuthProvider(failing.http, { location: hashLocation('/login') }).login({
      username: 'admin',
      password: 'admin123',
      language: 'en',
    });
    expect(Cookies.get('language')).toBe('en');
    const same = fakeHttp(handlers(userInfo({ userId: 7, language: true })));
    await createAuthProvider(same.http, { location: hashLocation('/login') }).login({
      username: 'admin',
      password: 'admin123',
      language: 'zh',
    });
    expect(Cookies.get('language')).toBe('zh');
    expect(same.calls.map((c) => c.path)).toEqual(['chance_login/login', 'chance_login/getUserInfo']);
  });

  it('stores the token in localStorage, role/userId/userName in sessionStorage, language in a cookie', async () => {
    const { http } = fakeHttp(handlers(userInfo({ type: 2, parentId: 3, userId: 9, userName: 'agent', language: false })));
    await createAuthProvider(http, { location: hashLocation('/login') }).login({ username: 'agent', password: 'agent123' });
    expect(localStorage.getItem('token')).toBe('token-123');
    expect(sessionStorage.getItem('role')).toBe('agent');
    expect(sessionStorage.getItem('userId')).toBe('9');
    expect(sessionStorage.getItem('userName')).toBe('agent');
    expect(Cookies.get('language')).toBe('en');
    expect(getProfile()).toMatchObject({ userId: 9, roleName: 'agent' });
    expect(localStorage.getItem('role')).toBeNull();
  });

  it('answers the ?redirect= of the login page so useLogin returns there', async () => {
    const { http } = fakeHttp(handlers());
    const provider = createAuthProvider(http, { location: hashLocation('/login?redirect=%2Fmoney_management%2Fbalance%3Fpage%3D2') });
    await expect(provider.login({ username: 'admin', password: 'admin123' })).resolves.toEqual({
      redirectTo: '/money_management/balance?page=2',
    });
  });

  it('ignores a redirect to another site', async () => {
    const { http } = fakeHttp(handlers());
    const provider = createAuthProvider(http, { location: hashLocation('/login?redirect=%2F%2Fevil.example') });
    await expect(provider.login({ username: 'admin', password: 'admin123' })).resolves.toBeUndefined();
  });

  it.each([
    ['ab', 'abc123', { username: 'login.validation.usernameLength' }],
    ['   ', 'abc123', { username: 'login.validation.usernameRequired' }],
    ['a'.repeat(17), 'abc123', { username: 'login.validation.usernameLength' }],
    ['admin', '', { password: 'login.validation.passwordRequired' }],
    ['admin', '12', { password: 'login.validation.passwordLength' }],
    ['admin', 'p'.repeat(17), { password: 'login.validation.passwordLength' }],
  ])('rejects %p / %p before any request', async (username, password, errors) => {
    const { http, calls } = fakeHttp(handlers());
    const error = await createAuthProvider(http)
      .login({ username, password })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LoginValidationError);
    expect((error as LoginValidationError).errors).toEqual(errors);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['abc', 'abc'],
    [' abc ', 'a'.repeat(16)],
    ['a'.repeat(16), 'xyz'],
    [`  ${'b'.repeat(16)}  `, 'p'.repeat(16)],
  ])('accepts the 3 and 16 character boundaries (%p)', async (username, password) => {
    const { http, calls } = fakeHttp(handlers());
    await createAuthProvider(http, { location: hashLocation('/login') }).login({ username, password });
    expect((calls[0].options.body as { username: string }).username).toBe(username.trim());
  });

  it('takes the profile the login answer carries: no getUserInfo, and identity and permissions need no request', async () => {
    // Through the real http client, so the envelope's `userInfo` beside `data` is what is read.
    const { impl, calls } = fakeFetch(({ url }) =>
      url.endsWith('chance_login/login')
        ? {
            json: {
              code: 200,
              msg: 'success',
              data: 'token-9',
              userInfo: userInfo({ userId: 9, userName: 'agent', type: 2, parentId: 3, language: false }),
            },
          }
        : fail('A0500', 'unexpected', 500),
    );
    const provider = createAuthProvider(createHttp({ fetchImpl: impl, apiBase: '', onError: () => {} }), {
      location: hashLocation('/login'),
    });
    await provider.login({ username: 'agent', password: 'agent123' });
    expect(getToken()).toBe('token-9');
    expect(sessionStorage.getItem('role')).toBe('agent');
    expect(Cookies.get('language')).toBe('en');
    await provider.checkAuth({});
    await expect(provider.getIdentity()).resolves.toEqual({ id: 9, fullName: 'agent' });
    await expect(provider.getPermissions({})).resolves.toEqual({ role: 'agent', menuList });
    await expect(provider.canAccess({ resource: 'dashboard', action: 'list' })).resolves.toBeDefined();
    expect(calls.map((c) => c.url)).toEqual([expect.stringMatching(/chance_login\/login$/)]);
  });

  it('keeps the device token the login answers per account, sends it at that account’s next sign-in, and keeps it after sign-out', async () => {
    const device = 'ab'.repeat(32);
    const sent: unknown[] = [];
    const { impl } = fakeFetch(({ url, body }) => {
      if (url.endsWith('chance_login/login')) {
        sent.push((body as { device?: string }).device);
        return { json: { code: 200, msg: 'success', data: 'token-7', userInfo: userInfo(), device } };
      }
      return { json: { code: 200, msg: 'success', data: null } };
    });
    const provider = createAuthProvider(createHttp({ fetchImpl: impl, apiBase: '', onError: () => {} }), {
      location: hashLocation('/login'),
    });
    await provider.login({ username: 'admin', password: 'admin123' });
    await provider.logout({});
    await provider.login({ username: 'Admin', password: 'admin123' });
    await provider.login({ username: 'agent', password: 'agent123' });
    // First sign-in: none yet; the same account (names are case-blind): its token; another account: none.
    expect(sent).toEqual([undefined, device, undefined]);
  });

  it('asks getUserInfo when the login answer carries no profile (an older server) or an unusable one', async () => {
    for (const carried of [undefined, {}, { userId: 1, type: 9 }]) {
      setCachedProfile(null);
      const { http, calls } = fakeHttp({
        'chance_login/login': (_path, options) => {
          options.onEnvelope?.({ code: 200, msg: 'success', data: 'tok', userInfo: carried });
          return 'tok';
        },
        'chance_login/getUserInfo': () => userInfo(),
      });
      await createAuthProvider(http, { location: hashLocation('/login') }).login({ username: 'admin', password: 'admin123' });
      expect(calls.map((c) => c.path)).toEqual(['chance_login/login', 'chance_login/getUserInfo']);
      expect(getProfile()).toMatchObject({ userId: 7, roleName: 'admin' });
    }
  });

  it('forgets the token when the profile cannot be loaded after login', async () => {
    const { http } = fakeHttp({ 'chance_login/login': () => 'tok', 'chance_login/getUserInfo': () => null });
    await expect(createAuthProvider(http).login({ username: 'admin', password: 'admin123' })).rejects.toThrow(PROFILE_EMPTY_MESSAGE);
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});

describe('role and profile', () => {
  it.each([
    [0, null, 'admin'],
    [1, null, 'franchisee'],
    [2, 4, 'agent'],
    [2, null, 'agent2'],
    [2, undefined, 'agent2'],
  ])('type %p with parentId %p is %p', (type, parentId, role) => {
    expect(roleFromType(type, parentId)).toBe(role);
  });

  it('refuses an unknown type', () => {
    expect(() => roleFromType(3, null)).toThrow('Unknown user type 3');
  });

  it.each([null, undefined, {}])('fails with the spec message on empty data (%p)', async (data) => {
    setToken('t');
    const { http } = fakeHttp({ 'chance_login/getUserInfo': () => data });
    await expect(loadProfile(http)).rejects.toThrow('Verification failed, please Login again.');
    expect(getCachedProfile()).toBeNull();
  });

  it('shares one request between concurrent callers and caches the answer', async () => {
    setToken('t');
    const { http, calls } = fakeHttp({ 'chance_login/getUserInfo': () => userInfo() });
    const [a, b] = await Promise.all([loadProfile(http), loadProfile(http)]);
    await loadProfile(http);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    expect(calls[0].options.method).toBe('GET');
  });

  it('does not cache a profile that arrives after the session ended', async () => {
    setToken('t');
    let answer: (v: UserInfo) => void = () => {};
    const { http } = fakeHttp({ 'chance_login/getUserInfo': () => new Promise<UserInfo>((r) => (answer = r)) });
    const pending = loadProfile(http);
    localStorage.removeItem('token');
    answer(userInfo());
    await pending;
    expect(getCachedProfile()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });
});

describe('logout', () => {
  it('tells the server, then clears token, sessionStorage (roles, tabs) and the profile', async () => {
    setToken('t');
    setCachedProfile({ ...userInfo(), roleName: 'admin' });
    sessionStorage.setItem('role', 'admin');
    sessionStorage.setItem('tagsView', '["/dashboard","/vip"]');
    const { http, calls } = fakeHttp({ 'chance_login/logout': () => null });
    await createAuthProvider(http).logout({});
    expect(calls.map((c) => c.path)).toEqual(['chance_login/logout']);
    expect(getToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(getCachedProfile()).toBeNull();
  });

  it('stays signed in when the server does not answer code 200', async () => {
    setToken('t');
    sessionStorage.setItem('tagsView', '[]');
    const { impl } = fakeFetch(fail('B0001', 'busy', 500));
    const http = createHttp({ fetchImpl: impl, onError: () => {} });
    await expect(createAuthProvider(http).logout({})).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBe('t');
    expect(sessionStorage.getItem('tagsView')).toBe('[]');
  });

  it('just clears when there is no token', async () => {
    sessionStorage.setItem('tagsView', '[]');
    const { http, calls } = fakeHttp({});
    await expect(createAuthProvider(http).logout({})).resolves.toBeUndefined();
    expect(calls).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('checkAuth', () => {
  it('sends an anonymous visit to /login with the path and query, quietly', async () => {
    const { http } = fakeHttp({});
    const provider = createAuthProvider(http, { location: hashLocation('/Account_management/vip/formal?page=2&q=a%20b') });
    const rejection = await provider.checkAuth({}).catch((e: unknown) => e);
    expect(rejection).toEqual({
      redirectTo: '/login?redirect=%2FAccount_management%2Fvip%2Fformal%3Fpage%3D2%26q%3Da%2520b',
      message: false,
    });
    const search = (rejection as { redirectTo: string }).redirectTo.split('?')[1];
    expect(readRedirect(`?${search}`)).toBe('/Account_management/vip/formal?page=2&q=a%20b');
  });

  it('resolves with a token and a loaded profile, fetching it only once', async () => {
    setToken('t');
    const { http, calls } = fakeHttp({ 'chance_login/getUserInfo': () => userInfo() });
    const provider = createAuthProvider(http);
    await provider.checkAuth({});
    await provider.checkAuth({});
    expect(calls).toHaveLength(1);
    expect(calls[0].options.silent).toBe(true);
    expect(getSessionUser()).toEqual({ role: 'admin', userId: '7', userName: 'ravi' });
  });

  it('on empty profile data: clears the session and shows the spec message, back to login with redirect', async () => {
    setToken('t');
    sessionStorage.setItem('tagsView', '[]');
    const { http } = fakeHttp({ 'chance_login/getUserInfo': () => null });
    const provider = createAuthProvider(http, { location: hashLocation('/vip') });
    await expect(provider.checkAuth({})).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fvip',
      message: 'Verification failed, please Login again.',
    });
    expect(getToken()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's message, or 'Has Error' when there is none", async () => {
    setToken('t');
    const withMsg = fakeHttp({
      'chance_login/getUserInfo': () => {
        throw new ApiError('账号已停用', 'A0212', 403, false);
      },
    });
    await expect(createAuthProvider(withMsg.http, { location: hashLocation('/') }).checkAuth({})).rejects.toEqual({
      redirectTo: '/login',
      message: '账号已停用',
    });
    setToken('t');
    const bare = fakeHttp({
      'chance_login/getUserInfo': () => {
        throw {};
      },
    });
    await expect(createAuthProvider(bare.http, { location: hashLocation('/dashboard') }).checkAuth({})).rejects.toMatchObject({
      message: GUARD_FALLBACK_MESSAGE,
    });
    expect(GUARD_FALLBACK_MESSAGE).toBe('Has Error');
  });
  it('keeps the token when the server never answered: the network failed, or the page left while the check was out', async () => {
    const cutOff = createHttp({
      fetchImpl: async () => {
        // What Chromium's fetch does when a reload or a typed URL ends the page mid-request.
        throw new TypeError('Failed to fetch');
      },
      onError: () => undefined,
    });
    setToken('t');
    const provider = createAuthProvider(cutOff, { location: hashLocation('/vip') });
    await expect(provider.checkAuth({})).rejects.toEqual({ redirectTo: '/login?redirect=%2Fvip', message: 'Network Error' });
    expect(getToken()).toBe('t');

    const aborted = fakeHttp({
      'chance_login/getUserInfo': () => {
        throw new DOMException('The request was cancelled', 'AbortError');
      },
    });
    await expect(createAuthProvider(aborted.http, { location: hashLocation('/vip') }).checkAuth({})).rejects.toMatchObject({
      redirectTo: '/login?redirect=%2Fvip',
    });
    expect(getToken()).toBe('t');

    // An answer, even a server error without an envelope, does end it.
    const broken = createHttp({ fetchImpl: async () => respond({ status: 502, text: 'Bad Gateway' }), onError: () => undefined });
    await expect(createAuthProvider(broken, { location: hashLocation('/vip') }).checkAuth({})).rejects.toMatchObject({ message: 'Error' });
    expect(getToken()).toBeNull();
  });
});

describe('redirect round trip', () => {
  it.each([
    [{ pathname: '/', search: '', hash: '#/vip/formal?x=1' }, '/vip/formal?x=1'],
    [{ pathname: '/money_management/balance', search: '?a=1&b=%2F', hash: '' }, '/money_management/balance?a=1&b=%2F'],
    [{ pathname: '/', search: '', hash: '' }, '/'],
  ])('reads the router path of %p', (location, path) => {
    expect(currentRoutePath(location)).toBe(path);
  });

  it.each(['/a', '/a/b?c=1&d=2', '/report_management/daily_data?from=2026-11-01&to=2026-11-22#x', '/名单?q=₹'])(
    'round-trips %p through /login?redirect=',
    (path) => {
      const url = loginRedirectUrl(path);
      expect(url.startsWith('/login?redirect=')).toBe(true);
      expect(readRedirect(url.slice('/login'.length))).toBe(path);
    },
  );

  it('never asks to come back to the home, login or public pages, nor elsewhere', () => {
    expect(loginRedirectUrl('/')).toBe('/login');
    expect(loginRedirectUrl('/login?redirect=%2Fa')).toBe('/login');
    expect(loginRedirectUrl('/404')).toBe('/login');
    expect(readRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readRedirect('?redirect=%2F%5Cevil.example')).toBeNull();
    expect(readRedirect('')).toBeNull();
  });
});

describe('checkError, permissions, identity, canAccess', () => {
  it('rejects A0230 quietly (the token is gone) and lets other failures pass', async () => {
    setToken('t');
    const provider = createAuthProvider(fakeHttp({}).http, { location: hashLocation('/vip') });
    await expect(provider.checkError(new ApiError('expired', 'A0230', 401, true))).rejects.toEqual({
      redirectTo: '/login?redirect=%2Fvip',
      message: false,
    });
    expect(getToken()).toBeNull();
    await expect(provider.checkError(new ApiError('no rights', 'A0301', 403, true))).resolves.toBeUndefined();
    await expect(provider.checkError(new Error('boom'))).resolves.toBeUndefined();
  });

  it('resolves permissions as { role, menuList } and the identity from the profile', async () => {
    setToken('t');
    const { http } = fakeHttp({ 'chance_login/getUserInfo': () => userInfo({ type: 2, parentId: null }) });
    const provider = createAuthProvider(http);
    await expect(provider.getPermissions({})).resolves.toEqual({ role: 'agent2', menuList });
    await expect(provider.getIdentity()).resolves.toEqual({ id: 7, fullName: 'ravi' });
  });

  it('has no permissions when signed out', async () => {
    await expect(createAuthProvider(fakeHttp({}).http).getPermissions({})).resolves.toBeNull();
  });

  it('checks menu paths and resources against role and menuList', async () => {
    setToken('t');
    const menu = [
      { name: 'dashboard', title: 'menu.dashboard', screen: { resource: 'home' } },
      {
        name: 'money_management',
        title: 'menu.money',
        children: [
          { name: 'balance', title: 'menu.balance', screen: { resource: 'balances' } },
          { name: 'audit', title: 'menu.audit', screen: { resource: 'audits' } },
        ],
      },
      {
        name: 'note_management',
        title: 'menu.notes',
        roles: ['agent' as const],
        children: [{ name: 'notes', title: 'n', screen: { resource: 'notes' } }],
      },
    ];
    const { http } = fakeHttp({ 'chance_login/getUserInfo': () => userInfo() });
    const provider = createAuthProvider(http, { menu });
    const can = (resource: string) => provider.canAccess({ resource, action: 'list' });
    await expect(can('money_management/balance')).resolves.toBe(true);
    await expect(can('/money_management/audit')).resolves.toBe(false);
    await expect(can('balances')).resolves.toBe(true);
    await expect(can('balances.amount')).resolves.toBe(true);
    await expect(can('audits')).resolves.toBe(false);
    await expect(can('lookups')).resolves.toBe(true);
    await expect(can('money_management/nowhere')).resolves.toBe(false);
  });

  it('denies everything when signed out', async () => {
    await expect(createAuthProvider(fakeHttp({}).http).canAccess({ resource: 'home', action: 'list' })).resolves.toBe(false);
  });
});

describe('hashPassword', () => {
  it('is SHA-256 hex, also for non-ASCII passwords', () => {
    for (const p of ['admin123', 'पासवर्ड', '密码ab', '']) {
      expect(hashPassword(p)).toBe(createHash('sha256').update(p, 'utf8').digest('hex'));
    }
  });
});
