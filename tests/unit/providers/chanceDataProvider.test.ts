import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import { createHttp, type Http } from '../../../dataProvider/http';
import { downloadBlob, filenameFromDisposition } from '../../../dataProvider/download';
import { holdIdempotencyKey, newIdempotencyKey } from '../../../dataProvider/idempotency';
import { getToastState, resetToasts } from '../../../dataProvider/errorToasts';
import type { ResourceDef } from '../../../src/plugin/types';
import { fail, fakeFetch, ok, resetBrowserState, type FakeAnswer, type RecordedCall } from './fakeFetch';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const resources: ResourceDef[] = [
  {
    name: 'members',
    endpoints: {
      getList: 'chance-member/list',
      getOne: 'chance-member/detail',
      create: 'chance-member/save/member/account',
      update: 'chance-member/update',
      delete: 'chance-member/deleteMember',
      export: 'chance-member/export',
    },
    actions: {
      lock: { path: 'chance-member/lock' },
      deposit: { path: 'chance-member/daiwan/deposit', method: 'GET', moneyMoving: true },
      credit: { path: 'chance-manual-deposit/save', moneyMoving: true },
    },
  },
  {
    name: 'agents',
    endpoints: { getList: 'chance_online_agent/list', getMany: 'chance_online_agent/byIds', deleteMany: 'chance_online_agent/delete' },
  },
  { name: 'home', endpoints: {} },
];

function setup(answer: FakeAnswer | ((call: RecordedCall) => FakeAnswer), download = jest.fn()) {
  const { impl, calls } = fakeFetch(answer);
  const http = createHttp({ fetchImpl: impl, apiBase: '' });
  const dataProvider = createChanceDataProvider(resources, http, { download });
  return { dataProvider, calls, download, http };
}

beforeEach(() => {
  resetBrowserState();
  resetToasts();
});

describe('getList / getManyReference', () => {
  it('maps pagination, filters and sort to the chance list request, and list/total back', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const { dataProvider, calls } = setup(ok({ list: rows, total: 42 }));
    const result = await dataProvider.getList('members', {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'registerTime', order: 'DESC' },
      filter: { username: 'ravi', locked: 0 },
    });
    expect(result).toEqual({ data: rows, total: 42 });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/chance-member/list');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].body).toEqual({
      pageIndex: 3,
      pageSize: 20,
      username: 'ravi',
      locked: 0,
      sortField: 'registerTime',
      sortOrder: 'DESC',
    });
  });

  it('passes a capped total on as meta.totalCapped, and only then', async () => {
    const capped = setup(ok({ list: [{ id: 1 }], total: 10_000, totalCapped: true }));
    expect(await capped.dataProvider.getList('members', { pagination: { page: 1, perPage: 20 }, filter: {} })).toEqual({
      data: [{ id: 1 }],
      total: 10_000,
      meta: { totalCapped: true },
    });
    const exact = setup(ok({ list: [{ id: 1 }], total: 1, totalCapped: false }));
    expect(await exact.dataProvider.getList('members', { pagination: { page: 1, perPage: 20 }, filter: {} })).toEqual({
      data: [{ id: 1 }],
      total: 1,
    });
  });

  it('starts pages at 1 and leaves sort out when none is given', async () => {
    const { dataProvider, calls } = setup(ok({ list: [], total: 0 }));
    await dataProvider.getList('members', { pagination: { page: 1, perPage: 10 }, filter: {} });
    expect(calls[0].body).toEqual({ pageIndex: 1, pageSize: 10 });
  });

  it('filters by the reference target', async () => {
    const { dataProvider, calls } = setup(ok({ list: [{ id: 9 }], total: 1 }));
    const result = await dataProvider.getManyReference('members', {
      target: 'parentAgentId',
      id: 77,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { locked: 1 },
    });
    expect(result).toEqual({ data: [{ id: 9 }], total: 1 });
    expect(calls[0].body).toEqual({ locked: 1, parentAgentId: 77, pageIndex: 1, pageSize: 5, sortField: 'id', sortOrder: 'ASC' });
  });
});

describe('single records', () => {
  it('getOne sends {id} and answers the record', async () => {
    const { dataProvider, calls } = setup(ok({ id: 5, username: 'asha' }));
    await expect(dataProvider.getOne('members', { id: 5 })).resolves.toEqual({ data: { id: 5, username: 'asha' } });
    expect(calls[0]).toMatchObject({ url: '/chance-member/detail', body: { id: 5 } });
  });

  it('getMany uses the getMany endpoint with {ids} when declared', async () => {
    const { dataProvider, calls } = setup(ok([{ id: 1 }, { id: 2 }]));
    await expect(dataProvider.getMany('agents', { ids: [1, 2] })).resolves.toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/chance_online_agent/byIds', body: { ids: [1, 2] } });
  });

  it('getMany falls back to one getOne per id', async () => {
    const { dataProvider, calls } = setup((call) => ok({ id: (call.body as { id: number }).id }));
    await expect(dataProvider.getMany('members', { ids: [3, 4] })).resolves.toEqual({ data: [{ id: 3 }, { id: 4 }] });
    expect(calls.map((c) => c.body)).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('create posts the data and completes the record from an id answer', async () => {
    const { dataProvider, calls } = setup(ok(31));
    await expect(dataProvider.create('members', { data: { username: 'new' } })).resolves.toEqual({ data: { username: 'new', id: 31 } });
    expect(calls[0]).toMatchObject({ url: '/chance-member/save/member/account', body: { username: 'new' } });
  });

  it('update sends {id, ...data}; an empty answer keeps the merged record', async () => {
    const { dataProvider, calls } = setup(ok(null));
    const result = await dataProvider.update('members', {
      id: 5,
      data: { remark: 'vip' },
      previousData: { id: 5, remark: '', username: 'a' },
    });
    expect(calls[0].body).toEqual({ id: 5, remark: 'vip' });
    expect(result).toEqual({ data: { id: 5, remark: 'vip', username: 'a' } });
  });

  it('updateMany loops update, one id after the other', async () => {
    const { dataProvider, calls } = setup(ok(null));
    await expect(dataProvider.updateMany('members', { ids: [1, 2], data: { locked: 1 } })).resolves.toEqual({ data: [1, 2] });
    expect(calls.map((c) => c.body)).toEqual([
      { locked: 1, id: 1 },
      { locked: 1, id: 2 },
    ]);
  });

  it('updateMany stops at the first failure, so it is toasted once', async () => {
    const { dataProvider, calls } = setup(fail('A0400', 'locked'));
    await expect(dataProvider.updateMany('members', { ids: [1, 2, 3], data: {} })).rejects.toMatchObject({ message: 'locked' });
    expect(calls).toHaveLength(1);
    expect(getToastState().toasts).toHaveLength(1);
  });

  it('delete sends {id}; deleteMany sends {ids} or loops delete', async () => {
    const { dataProvider, calls } = setup(ok(null));
    await expect(dataProvider.delete('members', { id: 8, previousData: { id: 8, username: 'x' } })).resolves.toEqual({
      data: { id: 8, username: 'x' },
    });
    await dataProvider.deleteMany('agents', { ids: [1, 2] });
    await dataProvider.deleteMany('members', { ids: [3, 4] });
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/chance-member/deleteMember', { id: 8 }],
      ['/chance_online_agent/delete', { ids: [1, 2] }],
      ['/chance-member/deleteMember', { id: 3 }],
      ['/chance-member/deleteMember', { id: 4 }],
    ]);
  });
});

describe('missing endpoints', () => {
  it.each([
    ['getOne', (dp: ReturnType<typeof setup>['dataProvider']) => dp.getOne('agents', { id: 1 })],
    ['update', (dp: ReturnType<typeof setup>['dataProvider']) => dp.update('agents', { id: 1, data: {}, previousData: { id: 1 } })],
    ['getList', (dp: ReturnType<typeof setup>['dataProvider']) => dp.getList('home', {})],
    ['export', (dp: ReturnType<typeof setup>['dataProvider']) => dp.exportFile('agents', {})],
    ['getOne', (dp: ReturnType<typeof setup>['dataProvider']) => dp.getMany('home', { ids: [1] })],
  ])('rejects a resource without a %s endpoint, without any request', async (verb, run) => {
    const { dataProvider, calls } = setup(ok(null));
    await expect(run(dataProvider)).rejects.toThrow(`declares no "${verb}" endpoint`);
    expect(calls).toHaveLength(0);
  });

  it('rejects an unknown resource and an undeclared action the same way', async () => {
    const { dataProvider, calls } = setup(ok(null));
    await expect(dataProvider.getList('nope', {})).rejects.toThrow('Unknown resource "nope"');
    await expect(dataProvider.action('members', 'explode')).rejects.toThrow('declares no "explode" action');
    expect(calls).toHaveLength(0);
  });
});

describe('custom actions', () => {
  it('calls the action path with the payload, and no Idempotency-Key when it moves no money', async () => {
    const { dataProvider, calls } = setup(ok(true));
    await expect(dataProvider.action('members', 'lock', { id: 3, locked: 1 })).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ url: '/chance-member/lock', method: 'POST', body: { id: 3, locked: 1 } });
    expect(calls[0].headers).not.toHaveProperty('Idempotency-Key');
  });

  it('gives each money-moving action its own random UUID key', async () => {
    const { dataProvider, calls } = setup(ok(null));
    await dataProvider.action('members', 'credit', { memberId: 1, amount: 50000 });
    await dataProvider.action('members', 'credit', { memberId: 1, amount: 50000 });
    const [first, second] = calls.map((c) => c.headers['Idempotency-Key']);
    expect(first).toMatch(UUID_V4);
    expect(second).toMatch(UUID_V4);
    expect(first).not.toBe(second);
  });

  it('reuses the same key when the same action is retried', async () => {
    let attempt = 0;
    const { dataProvider, calls } = setup(() => (++attempt === 1 ? { status: 504, text: 'gateway timeout' } : ok({ orderId: 1 })));
    const holder = holdIdempotencyKey();
    await expect(dataProvider.action('members', 'credit', { amount: 100 }, { idempotencyKey: holder.key })).rejects.toThrow();
    await expect(dataProvider.action('members', 'credit', { amount: 100 }, { idempotencyKey: holder.key })).resolves.toEqual({
      orderId: 1,
    });
    expect(calls[0].headers['Idempotency-Key']).toBe(calls[1].headers['Idempotency-Key']);
    const used = holder.key;
    holder.renew();
    expect(holder.key).not.toBe(used);
    expect(holder.key).toMatch(UUID_V4);
  });

  it('sends a GET action payload as query parameters', async () => {
    const { dataProvider, calls } = setup(ok(null));
    await dataProvider.action('members', 'deposit', { memberId: 4, amount: 1000 });
    expect(calls[0].method).toBe('GET');
    expect(calls[0].url).toBe('/chance-member/daiwan/deposit?memberId=4&amount=1000');
    expect(calls[0].headers['Idempotency-Key']).toMatch(UUID_V4);
  });

  it('makes session-level calls with call()', async () => {
    const { dataProvider, calls } = setup(ok({ sysNowTimeDate: 1 }));
    await expect(dataProvider.call('chance_login/getTimeMillis', undefined, { method: 'GET' })).resolves.toEqual({ sysNowTimeDate: 1 });
    expect(calls[0]).toMatchObject({ url: '/chance_login/getTimeMillis', method: 'GET' });
  });

  it('makes UUIDs without crypto.randomUUID (missing on plain-http origins)', () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    keys.forEach((k) => expect(k).toMatch(UUID_V4));
  });
});

describe('export', () => {
  it('posts filter, sort and fields, and downloads the blob under the given name', async () => {
    const blob = new Blob(['PK'], { type: XLSX });
    const { dataProvider, calls, download } = setup({ blob });
    const done = await dataProvider.exportFile(
      'members',
      { filter: { locked: 0 }, sort: { field: 'id', order: 'DESC' }, fields: ['id', 'username'] },
      '会员列表',
    );
    expect(done).toBe(true);
    expect(calls[0]).toMatchObject({
      url: '/chance-member/export',
      body: { locked: 0, sortField: 'id', sortOrder: 'DESC', fields: ['id', 'username'] },
    });
    expect(download).toHaveBeenCalledWith(blob, '会员列表.xlsx');
  });

  it("uses the server's file name when the caller gives none", async () => {
    const { dataProvider, download } = setup({
      blob: new Blob(['PK'], { type: XLSX }),
      headers: { 'content-disposition': 'attachment; filename="members-2026-11-22.xlsx"' },
    });
    await dataProvider.exportFile('members');
    expect(download).toHaveBeenCalledWith(expect.any(Blob), 'members-2026-11-22.xlsx');
  });

  it('only logs a failed export: no toast, no download, resolves false', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { dataProvider, download } = setup(fail('A0400', 'Too many rows'));
    await expect(dataProvider.exportFile('members', {}, 'x')).resolves.toBe(false);
    expect(download).not.toHaveBeenCalled();
    expect(getToastState().toasts).toHaveLength(0);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][1]).toMatchObject({ message: 'Too many rows' });
    spy.mockRestore();
  });
});

describe('download helpers', () => {
  it('downloadBlob clicks a temporary link named after the file', () => {
    jest.useFakeTimers();
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => {
      created.push('blob:1');
      return 'blob:1';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    downloadBlob(new Blob(['x']), 'report.xlsx');
    expect(clicks).toHaveLength(1);
    expect(clicks[0].download).toBe('report.xlsx');
    expect(clicks[0].href).toBe('blob:1');
    expect(document.body.contains(clicks[0])).toBe(false);
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:1');
    click.mockRestore();
    jest.useRealTimers();
  });

  it.each([
    ['attachment; filename="a b.xlsx"', 'a b.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ["attachment; filename*=UTF-8''%E4%BC%9A%E5%91%98.xlsx", '会员.xlsx'],
    ['inline', undefined],
    [null, undefined],
  ])('reads the file name of %p', (header, expected) => {
    expect(filenameFromDisposition(header)).toBe(expected);
  });
});

describe('contract with the host', () => {
  it('is assignable to what the layout expects of http', () => {
    const http: Http = createHttp({ fetchImpl: fakeFetch(ok(null)).impl });
    const host: { request<T>(path: string, options?: { method?: 'GET' | 'POST'; silent?: boolean }): Promise<T> } = http;
    expect(typeof host.request).toBe('function');
  });

  it('says it honours the abort signal react-admin passes to queries', () => {
    expect(setup(ok(null)).dataProvider.supportAbortSignal).toBe(true);
  });
});
