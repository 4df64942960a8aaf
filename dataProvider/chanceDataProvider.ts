import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  QueryFunctionContext,
  RaRecord,
  SortPayload,
  UpdateParams,
} from 'ra-core';
import type { ResourceCalls, ResourceEndpoints } from './types';
import { downloadBlob as defaultDownload } from './download';
import { ApiError, type BlobAnswer, type Http, type RequestOptions } from './http';
import { newIdempotencyKey } from './idempotency';

/** `data` of a list call. */
export interface ListAnswer<T> {
  list: T[];
  total: number;
  /** The server counted only up to its cap: `total` is a lower bound. */
  totalCapped?: boolean;
}

export interface ExportParams {
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  /** Columns to include, when the endpoint supports choosing them. */
  fields?: string[];
}

export interface ActionOptions {
  /** Reuse the key of a previous attempt of the same user action (see idempotency.ts). */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * react-admin's DataProvider plus the calls the chance API needs beyond CRUD, typed the way
 * react-admin's CRM demo types its custom methods, so `useDataProvider<ChanceDataProvider>()`
 * gives them to screens.
 */
export interface ChanceDataProvider extends DataProvider {
  /** A named custom action of a resource (lock, kick, approve, settle…), from its manifest. */
  action<T = unknown>(resource: string, name: string, payload?: unknown, options?: ActionOptions): Promise<T>;
  /** A session-level call that belongs to no resource (top bar, profile, password…). */
  call<T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /**
   * Server-side export of everything the filter matches. Resolves true when the file was handed
   * to the browser; the server's own words when it refused to start one (A0429: an export of the
   * caller's is still running, or the server is busy with others), for the caller to show; other
   * failures are only logged (spec §8) and resolve false.
   */
  exportFile(resource: string, params?: ExportParams, filename?: string): Promise<boolean | string>;
}

export interface ChanceDataProviderOptions {
  /** Saves an exported file; injectable for tests. */
  download?: (blob: Blob, filename: string) => void;
}

type Verb = keyof ResourceEndpoints;

/** react-admin's own default when a caller gives no pagination. */
const DEFAULT_PAGE_SIZE = 25;

function sortBody(sort: SortPayload | undefined) {
  return sort?.field ? { sortField: sort.field, sortOrder: sort.order === 'DESC' ? 'DESC' : 'ASC' } : {};
}

function isRecord(value: unknown): value is RaRecord {
  return typeof value === 'object' && value !== null && 'id' in value;
}

/** Lists answer `{ list, total }`; a bare array (small lookup lists) is accepted too. */
function toList<T>(data: unknown): ListAnswer<T> {
  if (Array.isArray(data)) return { list: data as T[], total: data.length };
  const answer = (data ?? {}) as Partial<ListAnswer<T>>;
  const list = Array.isArray(answer.list) ? answer.list : [];
  const total = typeof answer.total === 'number' ? answer.total : Number(answer.total ?? list.length);
  return answer.totalCapped === true ? { list, total, totalCapped: true } : { list, total };
}

/** getList's answer; a capped total travels in `meta` (the list pager reads it). */
function listResult<T>({ list, total, totalCapped }: ListAnswer<T>) {
  return totalCapped ? { data: list, total, meta: { totalCapped } } : { data: list, total };
}

function withXlsx(name: string): string {
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}

/**
 * The data provider over the chance_* API. Every path comes from the resources' `endpoints`
 * and `actions` in the plugin manifests; nothing here knows a domain path.
 *
 * Errors: the http layer has already toasted a failed call when this rejects (ApiError with
 * `notified: true`); react-admin's own repeat of it is dropped by `<ChanceNotification>`. Errors
 * raised here without a request (a verb the resource does not declare) have not been shown, so
 * react-admin's notification of them is the one toast.
 */
export function createChanceDataProvider(
  resources: ResourceCalls[],
  http: Http,
  options: ChanceDataProviderOptions = {},
): ChanceDataProvider {
  const { download = defaultDownload } = options;
  const byName = new Map(resources.map((r) => [r.name, r]));

  function definition(resource: string): ResourceCalls {
    const def = byName.get(resource);
    if (!def) throw new Error(`Unknown resource "${resource}": no plugin declares it`);
    return def;
  }

  function endpoint(resource: string, verb: Verb): string {
    const path = definition(resource).endpoints[verb];
    if (!path) throw new Error(`Resource "${resource}" declares no "${verb}" endpoint`);
    return path;
  }

  const getOneRecord = (resource: string, id: Identifier, signal?: AbortSignal) =>
    http.request<RaRecord>(endpoint(resource, 'getOne'), { body: { id }, signal });

  // Every method is async, so a missing endpoint (a throw in endpoint()) becomes a rejection,
  // before any request is made.
  const provider: ChanceDataProvider = {
    // Queries pass their AbortSignal only when the provider says it honours it.
    supportAbortSignal: true,

    getList: async <R extends RaRecord = RaRecord>(resource: string, params: GetListParams & QueryFunctionContext) => {
      const path = endpoint(resource, 'getList');
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
      const body = { ...params.filter, pageIndex: page, pageSize: perPage, ...sortBody(params.sort) };
      return listResult(toList<R>(await http.request(path, { body, signal: params.signal })));
    },

    getOne: async <R extends RaRecord = RaRecord>(resource: string, params: GetOneParams<R> & QueryFunctionContext) => ({
      data: (await getOneRecord(resource, params.id, params.signal)) as R,
    }),

    getMany: async <R extends RaRecord = RaRecord>(resource: string, params: GetManyParams<R> & QueryFunctionContext) => {
      const path = definition(resource).endpoints.getMany;
      if (path) {
        const data = await http.request(path, { body: { ids: params.ids }, signal: params.signal });
        return { data: toList<R>(data).list };
      }
      endpoint(resource, 'getOne');
      const records = await Promise.all(params.ids.map((id) => getOneRecord(resource, id, params.signal)));
      return { data: records as R[] };
    },

    getManyReference: async <R extends RaRecord = RaRecord>(resource: string, params: GetManyReferenceParams & QueryFunctionContext) => {
      const path = endpoint(resource, 'getList');
      const { page = 1, perPage = DEFAULT_PAGE_SIZE } = params.pagination ?? {};
      const body = {
        ...params.filter,
        [params.target]: params.id,
        pageIndex: page,
        pageSize: perPage,
        ...sortBody(params.sort),
      };
      return listResult(toList<R>(await http.request(path, { body, signal: params.signal })));
    },

    create: async <R extends Omit<RaRecord, 'id'> = RaRecord, Result extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ) => {
      const answer = await http.request<unknown>(endpoint(resource, 'create'), { body: params.data });
      // The server answers the record, its id, or nothing; react-admin needs a record with an id.
      if (isRecord(answer)) return { data: answer as Result };
      const id = typeof answer === 'number' || typeof answer === 'string' ? answer : (params.data as { id?: Identifier })?.id;
      return { data: { ...params.data, id } as unknown as Result };
    },

    update: async <R extends RaRecord = RaRecord>(resource: string, params: UpdateParams<R>) => {
      const body = { ...params.data, id: params.id };
      const answer = await http.request<unknown>(endpoint(resource, 'update'), { body });
      return { data: (isRecord(answer) ? answer : { ...params.previousData, ...params.data, id: params.id }) as R };
    },

    updateMany: async (resource, params) => {
      const path = endpoint(resource, 'update');
      // One after the other: a failure stops the batch with one toast instead of one per row.
      for (const id of params.ids) await http.request(path, { body: { ...params.data, id } });
      return { data: params.ids };
    },

    delete: async <R extends RaRecord = RaRecord>(resource: string, params: DeleteParams<R>) => {
      await http.request(endpoint(resource, 'delete'), { body: { id: params.id } });
      return { data: (params.previousData ?? { id: params.id }) as R };
    },

    deleteMany: async (resource, params) => {
      const path = definition(resource).endpoints.deleteMany;
      if (path) {
        await http.request(path, { body: { ids: params.ids } });
        return { data: params.ids };
      }
      const single = endpoint(resource, 'delete');
      for (const id of params.ids) await http.request(single, { body: { id } });
      return { data: params.ids };
    },

    action: async <T>(resource: string, name: string, payload?: unknown, opts: ActionOptions = {}) => {
      const spec = definition(resource).actions?.[name];
      if (!spec) throw new Error(`Resource "${resource}" declares no "${name}" action`);
      const idempotencyKey = spec.moneyMoving ? (opts.idempotencyKey ?? newIdempotencyKey()) : opts.idempotencyKey;
      return http.request<T>(spec.path, { method: spec.method ?? 'POST', body: payload, idempotencyKey, signal: opts.signal });
    },

    call: async <T>(path: string, body?: unknown, opts: Omit<RequestOptions, 'body'> = {}) => http.request<T>(path, { ...opts, body }),

    exportFile: async (resource, params = {}, filename) => {
      const path = endpoint(resource, 'export');
      const body = {
        ...params.filter,
        ...sortBody(params.sort),
        ...(params.fields ? { fields: params.fields } : {}),
      };
      try {
        // Silent: spec §8 wants export failures logged, never shown.
        const answer = await http.request<BlobAnswer>(path, { body, responseType: 'blob', silent: true });
        // The caller's (translated) name wins; the server's name is used as it is.
        download(answer.blob, filename ? withXlsx(filename) : (answer.filename ?? `${resource}.xlsx`));
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === 'A0429') return error.message;
        console.error(`Export of "${resource}" failed`, error);
        return false;
      }
    },
  };
  return provider;
}
