import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, ListBase, localStorageStore, ShowBase, useListContext, useRecordContext, type DataProvider, type Store } from 'react-admin';
import { learnListKeys, listResourceAt, primeListQuery } from '../../../src/routes/primeList';
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
  return <ul>{data?.map((r) => <li key={r.id}>{r.username}</li>)}</ul>;
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
    expect(provider.getList.mock.calls[0][1]).toMatchObject({ pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' }, filter: { kind: 1 } });
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
        <AdminContext dataProvider={dataProvider()} store={store} queryClient={queryClient}><MemberList perPage={50} /></AdminContext>
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
