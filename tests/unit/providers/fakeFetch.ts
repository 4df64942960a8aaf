import type { FetchLike, ResponseLike } from '../../../dataProvider/http';

/** One recorded call of the fake fetch, with the body already parsed. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export interface FakeAnswer {
  status?: number;
  /** A JSON envelope (or any JSON value). */
  json?: unknown;
  /** A raw text body (non-JSON answers). */
  text?: string;
  blob?: Blob;
  headers?: Record<string, string>;
}

function headersOf(map: Record<string, string>): Headers {
  const lower = Object.fromEntries(Object.entries(map).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name: string) => lower[name.toLowerCase()] ?? null } as Headers;
}

export function respond(answer: FakeAnswer): ResponseLike {
  const status = answer.status ?? 200;
  const contentType = answer.blob ? answer.blob.type : answer.json !== undefined ? 'application/json; charset=utf-8' : 'text/html';
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: headersOf({ 'content-type': contentType, ...answer.headers }),
    text: async () => (answer.json !== undefined ? JSON.stringify(answer.json) : (answer.text ?? '')),
    blob: async () => answer.blob ?? new Blob([answer.text ?? '']),
  };
}

export const ok = (data: unknown): FakeAnswer => ({ json: { code: 200, msg: 'success', data } });
export const fail = (code: string | number, msg?: string, status = 400): FakeAnswer => ({
  status,
  json: msg === undefined ? { code, data: null } : { code, msg, data: null },
});

/**
 * A fetch that answers from a function of the request (or a fixed answer) and records every call.
 * jsdom has no fetch, and the client only reads ok/status/headers/text/blob.
 */
export function fakeFetch(answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer)) {
  const calls: RecordedCall[] = [];
  const impl: FetchLike = async (url, init) => {
    const headers = { ...(init.headers as Record<string, string>) };
    const call: RecordedCall = {
      url,
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return respond(typeof answer === 'function' ? answer(call) : answer);
  };
  return { impl, calls };
}

/** A fetch that never answers; it rejects like the real one when its signal aborts. */
export function hangingFetch() {
  const calls: RecordedCall[] = [];
  const impl: FetchLike = (url, init) =>
    new Promise((_, reject) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: undefined,
        signal: init.signal ?? undefined,
      });
      init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { impl, calls };
}

/** Clears every piece of client state the providers keep between tests. */
export function resetBrowserState(): void {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
