import { getToken, invalidateSession } from '../authProvider/session';
import { languageHeader } from '../authProvider/session';
import { notifyError } from './errorToasts';
import { getApiBase, joinUrl } from './apiBase';
import { filenameFromDisposition } from './download';

/** Spec §9. Ten hours: long exports and reports must never be cut off by the client. */
export const REQUEST_TIMEOUT_MS = 36_000_000;
export const SUCCESS_CODE = 200;
/** Token missing, invalid or expired. */
export const TOKEN_INVALID_CODE = 'A0230';

export interface Envelope<T = unknown> {
  code: number | string;
  msg?: string | null;
  data: T;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** POST: the JSON body, or a FormData sent as multipart. GET: merged into the query string (a GET request cannot carry a body). */
  body?: unknown;
  query?: Record<string, unknown>;
  /** Sent as the `Idempotency-Key` header (money-moving calls). */
  idempotencyKey?: string;
  /** 'blob' resolves `{ blob, filename }` (exports); an error still answers a JSON envelope. */
  responseType?: 'json' | 'blob';
  /** No toast on failure (the caller reports it its own way). A0230 is still handled. */
  silent?: boolean;
  /** Cancels the call (react-admin passes one when a query is no longer needed): no toast. */
  signal?: AbortSignal;
  /** Sees the whole success envelope, for answers with fields beside `data` (the login's profile). */
  onEnvelope?: (envelope: Envelope & Record<string, unknown>) => void;
}

export interface BlobAnswer {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  filename?: string;
}

export interface Http {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
}

/** The slice of `Response` the client reads, so tests can answer with plain objects. */
export type ResponseLike = Pick<Response, 'ok' | 'status' | 'headers' | 'text' | 'blob'>;
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

export interface HttpOptions {
  /** Defaults to `globalThis.__CHANCE_API_BASE__` (see apiBase.ts), read per request. */
  apiBase?: string;
  timeoutMs?: number;
  fetchImpl?: FetchLike;
  /** Shows a failure (with the server's request id when it answered); defaults to the error toast bus. */
  onError?: (message: string, requestId?: string) => void;
  /** A0230; defaults to: forget token and permissions, then `reload()`. */
  onTokenInvalid?: () => void;
  /** Used by the default onTokenInvalid; injectable because jsdom cannot reload. */
  reload?: () => void;
}

/**
 * A failed call. `code` is the envelope code (null when there was no envelope), `status` the
 * HTTP status (0 without an answer), `notified` whether a toast was already shown — callers and
 * react-admin must not show another one.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    readonly code: number | string | null,
    readonly status: number,
    readonly notified: boolean,
    readonly body?: unknown,
    /** The server's x-request-id for this call, when it answered: the key to its log line. */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A call the server never answered: the network failed, it timed out (both an ApiError with no
 * envelope code and status 0, as `request` makes them), or it was cancelled — by its caller, or by
 * the browser because the page is going away (a reload or a typed URL while the call is out). Such
 * a failure says nothing about the session: only an answer (an error envelope, an empty profile)
 * may end it.
 */
export function isUnanswered(error: unknown): boolean {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return true;
  return isApiError(error) && error.status === 0 && error.code === null;
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

function isSuccess(code: unknown): boolean {
  return code === SUCCESS_CODE || code === String(SUCCESS_CODE);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function withQuery(url: string, query: Record<string, unknown> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

// A DOMException like fetch's own, which is what react-admin recognises as a cancellation.
function abortError(): Error {
  return new DOMException('The request was cancelled', 'AbortError');
}

export function createHttp(options: HttpOptions = {}): Http {
  const {
    timeoutMs = REQUEST_TIMEOUT_MS,
    fetchImpl = (url, init) => globalThis.fetch(url, init),
    onError = (message, requestId) => notifyError(message, 'http', requestId),
    reload = () => window.location.reload(),
    onTokenInvalid = () => {
      invalidateSession();
      reload();
    },
  } = options;

  async function request<T = unknown>(path: string, opts: RequestOptions = {}): Promise<T> {
    const { method = 'POST', body, query, idempotencyKey, responseType = 'json', silent = false, signal } = opts;

    const token = getToken();
    /** The id the server gave this call (x-request-id), once it has answered. */
    let requestId: string | undefined;
    // Every failure goes through here: one toast (unless silent), then the A0230 reset.
    const fail = (message: string | null | undefined, code: number | string | null, status: number, answer?: unknown) => {
      const text = typeof message === 'string' && message.trim() ? message : 'Error';
      // A0230 for a session that has already ended here (a poll in flight at logout, or before a new
      // sign-in), or for a request sent with no session at all (a refetch while the signed-in
      // screens unmount after a logout), says nothing about the current one: no toast, and no
      // reload racing the login page (or a navigation the user has just started).
      const stale = code === TOKEN_INVALID_CODE && (token === null || getToken() !== token);
      if (!silent && !stale) {
        if (requestId) onError(text, requestId);
        else onError(text);
      }
      if (code === TOKEN_INVALID_CODE && !stale) onTokenInvalid();
      return new ApiError(text, code, status, !silent && !stale, answer, requestId);
    };

    if (signal?.aborted) throw abortError();
    const base = options.apiBase ?? getApiBase();
    const params = method === 'GET' && isPlainObject(body) ? { ...body, ...query } : query;
    const url = withQuery(joinUrl(base, path), params);
    const headers: Record<string, string> = {
      Accept: responseType === 'blob' ? '*/*' : 'application/json',
      language: languageHeader(),
    };
    if (token) headers.token = token;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const init: RequestInit = { method, headers };
    if (method === 'POST' && typeof FormData !== 'undefined' && body instanceof FormData) {
      // A file upload: the browser writes the multipart Content-Type with its boundary.
      init.body = body;
    } else if (method === 'POST') {
      headers['Content-Type'] = 'application/json';
      // The server validates bodies as objects; an absent body is an empty one.
      init.body = JSON.stringify(body ?? {});
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    init.signal = controller.signal;

    try {
      let response: ResponseLike;
      let text = '';
      let blob: Blob | null = null;
      try {
        response = await fetchImpl(url, init);
        requestId = response.headers.get('x-request-id') ?? undefined;
        const contentType = response.headers.get('content-type') ?? '';
        if (responseType === 'blob' && !/json/i.test(contentType)) {
          if (!response.ok) throw fail('Error', null, response.status);
          blob = await response.blob();
        } else {
          text = await response.text();
        }
      } catch (error) {
        if (error instanceof ApiError) throw error;
        if (timedOut) throw fail('Request timeout', null, 0);
        if (signal?.aborted) throw abortError();
        throw fail('Network Error', null, 0);
      }

      if (blob) {
        return { blob, filename: filenameFromDisposition(response.headers.get('content-disposition')) } as T;
      }
      let envelope: unknown;
      try {
        envelope = JSON.parse(text);
      } catch {
        throw fail('Error', null, response.status);
      }
      if (!isEnvelope(envelope)) {
        // A JSON file asked for as a file (the API document): any JSON but an envelope is the file itself.
        if (responseType === 'blob' && response.ok) {
          const type = response.headers.get('content-type') ?? 'application/json';
          return { blob: new Blob([text], { type }), filename: filenameFromDisposition(response.headers.get('content-disposition')) } as T;
        }
        throw fail('Error', null, response.status, envelope);
      }
      if (!isSuccess(envelope.code)) throw fail(envelope.msg, envelope.code, response.status, envelope);
      // A file was asked for and a success envelope came back: nothing to save, so it is a failure.
      if (responseType === 'blob') throw fail('Error', envelope.code, response.status, envelope);
      opts.onEnvelope?.(envelope as Envelope & Record<string, unknown>);
      return envelope.data as T;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return { request };
}

/** The console's client: toasts through src/notify, A0230 resets the session and reloads. */
export const http: Http = createHttp();
