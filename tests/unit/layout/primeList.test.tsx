import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminContext,
  ListBase,
  localStorageStore,
  ShowBase,
  useListContext,
  useRecordContext,
  type DataProvider,
  type Store,
} from 'react-admin';
import { fetchListOnFirstRender, learnListKeys, listResourceAt, primeListQuery } from '../../../src/routes/primeList';
import { registry } from '../fixtures/fakes';

// The learned keys live in a localStorage store (a memory store forgets at unmount); the list
// params in the app's memory store.
// Issue 19: a cold list URL starts the list's first request at once, under the very key the
// list asks for; the list then renders from the cache without a second request.

const LIST_PATH = '/Account_management/vip/formal';
const ROWS = [
  { id: 1, username: 'asha' },
  { id: 2, username: 'ravi' },
];

function Rows() {
  const { data } = useListContext();
  return (
    <ul>
      {data?.map((r) => (
        <li key={r.id}>{r.username}</li>
      ))}
    </ul>
  );
}

/** The member list as the screens write it: its own perPage, sort and permanent filter. */
function MemberList({ perPage = 20 }: { perPage?: number }) {
  return (
    <ListBase resource="member" perPage={perPage} sort={{ field: 'id', order: 'DESC' }} filter={{ kind: 1 }}>
      <Rows />
    </ListBase>
  );
}

function Profile() {
  const record = useRecordContext<{ username: string; email?: string }>();
  return record ? <p>{`${record.username} ${record.email ?? '…'}`}</p> : null;
}

function dataProvider(): DataProvider & { getList: jest.Mock; getOne: jest.Mock } {
  return {
    getList: jest.fn(async () => ({ data: ROWS, total: 2 })),
    getOne: jest.fn(() => new Promise(() => {})),
  } as unknown as DataProvider & { getList: jest.Mock; getOne: jest.Mock };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderIn(queryClient: QueryClient, provider: DataProvider, store: Store, children: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[LIST_PATH]}>
      <AdminContext dataProvider={provider} store={store} queryClient={queryClient}>
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
}

/** A first visit of the list route: its key is learned. */
async function visitOnce(store: Store) {
  const queryClient = client();
  const stop = learnListKeys(queryClient, store, registry, window.location);
  const first = renderIn(queryClient, dataProvider(), store, <MemberList />);
  expect(await screen.findByText('asha')).toBeInTheDocument();
  first.unmount();
  stop();
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('token', 'signed-in');
  window.history.replaceState({}, '', LIST_PATH);
});

afterAll(() => window.history.replaceState({}, '', '/'));

describe('priming the list query on a cold list URL', () => {
  it('maps list routes (menu leaves and bare resource routes) to their resource, and nothing else', () => {
    expect(listResourceAt(registry, LIST_PATH)).toBe('member');
    expect(listResourceAt(registry, '/member')).toBe('member');
    expect(listResourceAt(registry, '/member/1/show')).toBeUndefined();
    expect(listResourceAt(registry, '/dashboard')).toBeUndefined();
  });

  it("primes the list's own key: the list renders from it and getList is called once", async () => {
    const store = localStorageStore();
    await visitOnce(store);

    const provider = dataProvider();
    const queryClient = client();
    expect(primeListQuery(queryClient, provider, store, registry, window.location)).toBe(true);
    // The request starts before any list has rendered.
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][1]).toMatchObject({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { kind: 1 },
    });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    renderIn(queryClient, provider, store, <MemberList />);
    expect(await screen.findByText('ravi')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('a list that asks with other params is not served the primed answer (the count is meaningful)', async () => {
    const store = localStorageStore();
    await visitOnce(store);
    const provider = dataProvider();
    const queryClient = client();
    primeListQuery(queryClient, provider, store, registry, window.location);
    renderIn(queryClient, provider, store, <MemberList perPage={10} />);
    expect(await screen.findByText('ravi')).toBeInTheDocument();
    expect(provider.getList).toHaveBeenCalledTimes(2);
  });

  it('learns the first list shown on a route per page load, not the filters typed after it', async () => {
    const store = localStorageStore();
    const queryClient = client();
    const stop = learnListKeys(queryClient, store, registry, window.location);
    const view = renderIn(queryClient, dataProvider(), store, <MemberList />);
    expect(await screen.findByText('asha')).toBeInTheDocument();
    view.rerender(
      <MemoryRouter initialEntries={[LIST_PATH]}>
        <AdminContext dataProvider={dataProvider()} store={store} queryClient={queryClient}>
          <MemberList perPage={50} />
        </AdminContext>
      </MemoryRouter>,
    );
    await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(1));
    stop();
    const provider = dataProvider();
    expect(primeListQuery(client(), provider, store, registry, window.location)).toBe(true);
    expect(provider.getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 1, perPage: 20 } });
  });

  it('primes nothing signed out, on a route never visited, or when the URL asks for other list params', async () => {
    const store = localStorageStore();
    const provider = dataProvider();
    expect(primeListQuery(client(), provider, store, registry, window.location)).toBe(false);
    await visitOnce(store);
    localStorage.removeItem('token');
    expect(primeListQuery(client(), provider, store, registry, window.location)).toBe(false);
    localStorage.setItem('token', 'signed-in');
    window.history.replaceState({}, '', `${LIST_PATH}?page=3`);
    expect(primeListQuery(client(), provider, store, registry, window.location)).toBe(false);
    expect(provider.getList).not.toHaveBeenCalled();
  });
});

describe("a first visit's list asks for its first page while it first renders", () => {
  /** Renders after the list in the same pass: what it sees is what had happened during the list's render. */
  function CallsSoFar({ provider, seen }: { provider: { getList: jest.Mock }; seen: number[] }) {
    seen.push(provider.getList.mock.calls.length);
    return null;
  }

  it.each([
    ['without', false, 0],
    ['with', true, 1],
  ])('%s fetchListOnFirstRender: getList calls seen by the next component of the same render', async (_label, on, during) => {
    const store = localStorageStore();
    const provider = dataProvider();
    const queryClient = client();
    const stop = on ? fetchListOnFirstRender(queryClient, registry, window.location) : () => undefined;
    const seen: number[] = [];
    renderIn(
      queryClient,
      provider,
      store,
      <>
        <MemberList />
        <CallsSoFar provider={provider} seen={seen} />
      </>,
    );
    expect(seen[0]).toBe(during);
    expect(await screen.findByText('ravi')).toBeInTheDocument();
    // The list's observer joined the request under way: one request either way.
    expect(provider.getList).toHaveBeenCalledTimes(1);
    expect(provider.getList.mock.calls[0][1]).toMatchObject({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'DESC' },
      filter: { kind: 1 },
    });
    stop();
  });

  it('fetches a list still switched off (react-admin waits for the session check), and it does not ask again when it switches on', async () => {
    const queryClient = client();
    fetchListOnFirstRender(queryClient, registry, window.location);
    const queryFn = jest.fn(async () => ({ data: [], total: 0 }));
    const key = ['member', 'getList', { pagination: { page: 1, perPage: 20 } }];
    // What react-admin's list hook does on its first render: an observer switched off.
    new QueryObserver(queryClient, { queryKey: key, queryFn, enabled: false });
    expect(queryFn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const observer = new QueryObserver(queryClient, { queryKey: key, queryFn, enabled: true });
    const stop = observer.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 20));
    expect(queryFn).toHaveBeenCalledTimes(1);
    stop();
  });

  it('the answer stays fresh only until that list goes away: a list come back to asks again', async () => {
    const queryClient = client();
    fetchListOnFirstRender(queryClient, registry, window.location);
    const queryFn = jest.fn(async () => ({ data: [], total: 0 }));
    const key = ['member', 'getList', { pagination: { page: 1, perPage: 20 } }];
    const first = new QueryObserver(queryClient, { queryKey: key, queryFn });
    const leave = first.subscribe(() => undefined);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryFn).toHaveBeenCalledTimes(1);
    // Off to an edit page and back (a record was added meanwhile).
    leave();
    const back = new QueryObserver(queryClient, queryClient.defaultQueryOptions({ queryKey: key, queryFn }));
    const stop = back.subscribe(() => undefined);
    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    stop();
  });

  it("only the route's own list, only its first query, only signed in", () => {
    const queryFn = jest.fn(async () => ({ data: [], total: 0 }));
    const build = (queryClient: QueryClient, key: unknown[]) => queryClient.getQueryCache().build(queryClient, { queryKey: key, queryFn });
    const queryClient = client();
    fetchListOnFirstRender(queryClient, registry, window.location);
    build(queryClient, ['member', 'getOne', { id: 1 }]);
    build(queryClient, ['agent', 'getList', {}]);
    expect(queryFn).not.toHaveBeenCalled();
    build(queryClient, ['member', 'getList', { page: 1 }]);
    build(queryClient, ['member', 'getList', { page: 2 }]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    localStorage.removeItem('token');
    const signedOut = client();
    fetchListOnFirstRender(signedOut, registry, window.location);
    build(signedOut, ['member', 'getList', { page: 1 }]);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

describe('row → detail', () => {
  it("the detail's first paint is the row from the list's answer while its own getOne is under way", async () => {
    const store = localStorageStore();
    const provider = dataProvider();
    const queryClient = client();
    const view = renderIn(queryClient, provider, store, <MemberList />);
    expect(await screen.findByText('asha')).toBeInTheDocument();
    view.unmount();
    renderIn(
      queryClient,
      provider,
      store,
      <ShowBase resource="member" id={2}>
        <Profile />
      </ShowBase>,
    );
    // getOne never answers here: what shows is the list's row.
    expect(await screen.findByText('ravi …')).toBeInTheDocument();
    expect(provider.getOne).toHaveBeenCalledTimes(1);
  });
});
