import Cookies from 'js-cookie';
import { ApiError, createHttp, REQUEST_TIMEOUT_MS, type BlobAnswer } from '../../../dataProvider/http';
import { getApiBase } from '../../../dataProvider/apiBase';
import { getCachedProfile, getToken, removeToken, setCachedProfile, setToken } from '../../../authProvider/session';
import { toProfile } from '../../../authProvider/profile';
import { getToastState, resetToasts } from '../../../dataProvider/errorToasts';
import { fail, fakeFetch, hangingFetch, ok, resetBrowserState } from './fakeFetch';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

beforeEach(() => {
  resetBrowserState();
  resetToasts();
  delete globalThis.__CHANCE_API_BASE__;
});

afterEach(() => {
  jest.useRealTimers();
});

function toastTexts(): string[] {
  return getToastState().toasts.map((t) => t.message);
}

describe('envelope', () => {
  it('resolves data when code is 200, without a toast', async () => {
    const { impl } = fakeFetch(ok({ a: 1 }));
    const http = createHttp({ fetchImpl: impl });
    await expect(http.request('chance-member/list')).resolves.toEqual({ a: 1 });
    expect(toastTexts()).toEqual([]);
  });

  it('rejects any other code with exactly one toast showing msg', async () => {
    const { impl } = fakeFetch(fail('A0400', 'Amount must be positive'));
    const http = createHttp({ fetchImpl: impl });
    const error = await http.request('chance-member/update').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Amount must be positive', code: 'A0400', status: 400, notified: true });
    expect(toastTexts()).toEqual(['Amount must be positive']);
  });

  it("shows 'Error' when the failure has no msg", async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('B0001', undefined, 500)).impl, onError });
    await expect(http.request('x')).rejects.toMatchObject({ message: 'Error', code: 'B0001', status: 500 });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith('Error');
  });

  it('reads the envelope of 4xx/5xx answers (the code decides, not the status)', async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0301', '没有权限', 403)).impl, onError });
    await expect(http.request('x')).rejects.toMatchObject({ message: '没有权限', status: 403 });
    expect(onError).toHaveBeenCalledWith('没有权限');
  });

  it("treats a non-JSON answer as 'Error'", async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch({ status: 502, text: '<html>Bad gateway</html>' }).impl, onError });
    await expect(http.request('x')).rejects.toMatchObject({ message: 'Error', code: null, status: 502 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it("treats JSON without a code as 'Error'", async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch({ json: { data: 1 } }).impl, onError });
    await expect(http.request('x')).rejects.toMatchObject({ message: 'Error' });
  });

  it('does not toast a silent call, and says so on the error', async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0400', 'bad')).impl, onError });
    await expect(http.request('x', { silent: true })).rejects.toMatchObject({ message: 'bad', notified: false });
    expect(onError).not.toHaveBeenCalled();
  });

  it("toasts 'Network Error' when there is no answer at all", async () => {
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')), onError });
    await expect(http.request('x')).rejects.toMatchObject({ message: 'Network Error', status: 0 });
    expect(onError).toHaveBeenCalledWith('Network Error');
  });
});

describe('A0230 (token invalid)', () => {
  it('removes the token, resets permission state, reloads, and toasts once', async () => {
    setToken('t-1');
    sessionStorage.setItem('role', 'admin');
    sessionStorage.setItem('userId', '7');
    sessionStorage.setItem('userName', 'admin');
    setCachedProfile(
      toProfile({
        userId: 7,
        userName: 'admin',
        type: 0,
        parentId: null,
        role: null,
        sysNowTimeDate: 0,
        onlinePeopleCount: 0,
        language: true,
      }),
    );
    const reload = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0230', 'Token expired', 401)).impl, reload });

    await expect(http.request('chance_login/getCurrentUser', { method: 'GET' })).rejects.toMatchObject({ code: 'A0230' });
    expect(getToken()).toBeNull();
    expect(sessionStorage.getItem('role')).toBeNull();
    expect(sessionStorage.getItem('userId')).toBeNull();
    expect(sessionStorage.getItem('userName')).toBeNull();
    expect(getCachedProfile()).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(toastTexts()).toEqual(['Token expired']);
  });

  it('is handled even for silent calls', async () => {
    setToken('t-1');
    const onTokenInvalid = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0230', 'x', 401)).impl, onTokenInvalid });
    await expect(http.request('x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(onTokenInvalid).toHaveBeenCalledTimes(1);
  });

  it('is ignored when it answers a session that has already ended (a poll in flight at logout)', async () => {
    setToken('t-1');
    const onTokenInvalid = jest.fn();
    const onError = jest.fn();
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const fetchImpl = async (url: string, init: RequestInit) => {
      await held;
      return fakeFetch(fail('A0230', 'Token expired', 401)).impl(url, init);
    };
    const http = createHttp({ fetchImpl, onTokenInvalid, onError });
    const call = http.request('chance_home_page/auditReminder');
    removeToken();
    answer();
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(onTokenInvalid).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('is ignored for a request sent with no session (nothing to reset, no reload on the login page)', async () => {
    removeToken();
    const onTokenInvalid = jest.fn();
    const onError = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0230', 'Token expired', 401)).impl, onTokenInvalid, onError });
    await expect(http.request('chance_home_page/auditReminder')).rejects.toMatchObject({ code: 'A0230' });
    expect(onTokenInvalid).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('is not triggered by other codes', async () => {
    const onTokenInvalid = jest.fn();
    const http = createHttp({ fetchImpl: fakeFetch(fail('A0301', 'no')).impl, onTokenInvalid, onError: () => {} });
    await expect(http.request('x')).rejects.toBeInstanceOf(ApiError);
    expect(onTokenInvalid).not.toHaveBeenCalled();
  });
});

describe('request shape', () => {
  it('sends the token and language headers (1 for zh, the default)', async () => {
    setToken('abc');
    const { impl, calls } = fakeFetch(ok(null));
    await createHttp({ fetchImpl: impl }).request('chance_login/getUserInfo', { method: 'GET' });
    expect(calls[0].headers).toMatchObject({ token: 'abc', language: '1' });
  });

  it('sends language 0 when the UI language is en, and no token header when signed out', async () => {
    Cookies.set('language', 'en');
    const { impl, calls } = fakeFetch(ok(null));
    await createHttp({ fetchImpl: impl }).request('chance_login/login', { body: { username: 'a' } });
    expect(calls[0].headers.language).toBe('0');
    expect(calls[0].headers).not.toHaveProperty('token');
  });

  it('POSTs JSON by default, an empty object when there is no body', async () => {
    const { impl, calls } = fakeFetch(ok(null));
    const http = createHttp({ fetchImpl: impl });
    await http.request('chance-member/lock', { body: { id: 3 } });
    await http.request('chance_login/logout');
    expect(calls[0]).toMatchObject({ method: 'POST', body: { id: 3 } });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[1].body).toEqual({});
  });

  it('puts a GET body into the query string and sends no body', async () => {
    const { impl, calls } = fakeFetch(ok(null));
    await createHttp({ fetchImpl: impl, apiBase: '' }).request('/chance-member/kick/line/member', {
      method: 'GET',
      body: { id: 5, name: 'a b', skip: undefined },
      query: { tag: ['x', 'y'] },
    });
    expect(calls[0].url).toBe('/chance-member/kick/line/member?id=5&name=a+b&tag=x&tag=y');
    expect(calls[0].body).toBeUndefined();
  });

  it('joins API_BASE and the path, with or without slashes, read at call time', async () => {
    const { impl, calls } = fakeFetch(ok(null));
    const http = createHttp({ fetchImpl: impl });
    await http.request('chance-member/list');
    globalThis.__CHANCE_API_BASE__ = 'https://api.example.in/';
    expect(getApiBase()).toBe('https://api.example.in');
    await http.request('/chance-member/list');
    expect(calls.map((c) => c.url)).toEqual(['/chance-member/list', 'https://api.example.in/chance-member/list']);
  });

  it('sends the Idempotency-Key header when given', async () => {
    const { impl, calls } = fakeFetch(ok(null));
    await createHttp({ fetchImpl: impl }).request('chance-member/daiwan/deposit', { idempotencyKey: 'k-1' });
    expect(calls[0].headers['Idempotency-Key']).toBe('k-1');
  });
});

describe('timeout and cancellation', () => {
  it('uses the spec timeout of 36000000 ms and aborts the request when it passes', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(36_000_000);
    jest.useFakeTimers();
    const onError = jest.fn();
    const { impl, calls } = hangingFetch();
    const promise = createHttp({ fetchImpl: impl, onError }).request('chance-report/huge');
    const settled = jest.fn();
    promise.then(settled, settled);

    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    expect(calls[0].signal?.aborted).toBe(false);

    await jest.advanceTimersByTimeAsync(1);
    expect(calls[0].signal?.aborted).toBe(true);
    await expect(promise).rejects.toMatchObject({ message: 'Request timeout', status: 0 });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('honours a custom timeout', async () => {
    jest.useFakeTimers();
    const promise = createHttp({ fetchImpl: hangingFetch().impl, timeoutMs: 50, onError: () => {} }).request('x');
    const caught = promise.catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(50);
    await expect(caught).resolves.toMatchObject({ message: 'Request timeout' });
  });

  it('rejects quietly when the caller cancels', async () => {
    const onError = jest.fn();
    const controller = new AbortController();
    const promise = createHttp({ fetchImpl: hangingFetch().impl, onError }).request('x', { signal: controller.signal });
    controller.abort();
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' });
    await expect(promise).rejects.toBeInstanceOf(DOMException);
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not even send a request that was cancelled before it started', async () => {
    const { impl, calls } = fakeFetch(ok(1));
    const controller = new AbortController();
    controller.abort();
    await expect(createHttp({ fetchImpl: impl }).request('x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(0);
  });
});

describe('blob answers', () => {
  it('resolves the blob and the file name from Content-Disposition', async () => {
    const blob = new Blob(['PK…'], { type: XLSX });
    const { impl } = fakeFetch({
      blob,
      headers: { 'Content-Disposition': 'attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E5%85%A5%E6%AC%BE.xlsx' },
    });
    const answer = await createHttp({ fetchImpl: impl }).request<BlobAnswer>('chance-deposit/export', { responseType: 'blob' });
    expect(answer.blob).toBe(blob);
    expect(answer.filename).toBe('入款.xlsx');
  });

  it('detects an error envelope by content type and fails like any call', async () => {
    const onError = jest.fn();
    const { impl } = fakeFetch(fail('A0400', 'Too many rows'));
    await expect(createHttp({ fetchImpl: impl, onError }).request('chance-deposit/export', { responseType: 'blob' })).rejects.toMatchObject(
      { message: 'Too many rows' },
    );
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('resolves a JSON file that is not an envelope (the API document) as the file', async () => {
    const document = { openapi: '3.1.0', paths: {} };
    const { impl } = fakeFetch({ json: document, headers: { 'Content-Disposition': 'attachment; filename="openapi.json"' } });
    const answer = await createHttp({ fetchImpl: impl }).request<BlobAnswer>('openapi.json', { method: 'GET', responseType: 'blob' });
    // jsdom's Blob has no text(): read it as a browser's FileReader does.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(answer.blob);
    });
    expect(JSON.parse(text)).toEqual(document);
    expect(answer.filename).toBe('openapi.json');
    // The same JSON asked for as data is still refused: only a file request takes non-envelopes.
    await expect(createHttp({ fetchImpl: impl, onError: () => {} }).request('openapi.json', { method: 'GET' })).rejects.toMatchObject({
      message: 'Error',
    });
  });

  it('fails when a file was asked for and a success envelope came back', async () => {
    const { impl } = fakeFetch(ok(null));
    await expect(
      createHttp({ fetchImpl: impl, onError: () => {} }).request('chance-deposit/export', { responseType: 'blob' }),
    ).rejects.toMatchObject({ message: 'Error' });
  });
});

describe('file uploads', () => {
  it('sends a FormData body as it is, leaving the multipart Content-Type (and its boundary) to the browser', async () => {
    let sent: RequestInit | undefined;
    const http = createHttp({
      fetchImpl: async (_url, init) => {
        sent = init;
        return fakeFetch(ok({ url: '/chance-upload/image/a.png' })).impl('', {});
      },
    });
    setToken('t-1');
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(http.request('chance-upload/image', { body: form })).resolves.toEqual({ url: '/chance-upload/image/a.png' });
    expect(sent?.body).toBe(form);
    expect(Object.keys(sent?.headers as Record<string, string>).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect((sent?.headers as Record<string, string>).token).toBe('t-1');
  });
});
