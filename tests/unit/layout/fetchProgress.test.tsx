import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { AdminContext, memoryStore } from 'react-admin';
import { FetchProgress } from '../../../src/layout/FetchProgress';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AdminContext queryClient={queryClient} store={memoryStore()}>
      <FetchProgress />
    </AdminContext>,
  );
  return queryClient;
}

/** A fetch that stays pending until released. */
function pending<T>(value: T) {
  let release!: () => void;
  const promise = new Promise<T>((resolve) => {
    release = () => resolve(value);
  });
  return { fn: () => promise, release };
}

describe('refetch progress bar', () => {
  it('shows while a screen refetches data it already shows, and goes when the answer is in', async () => {
    const client = setup();
    client.setQueryData(['member', 'getList', { page: 1 }], { data: [], total: 0 });
    const fetch = pending({ data: [], total: 0 });
    act(() => {
      void client.fetchQuery({ queryKey: ['member', 'getList', { page: 1 }], queryFn: fetch.fn, staleTime: 0 });
    });
    expect(await screen.findByTestId('fetch-progress')).toBeInTheDocument();
    await act(async () => fetch.release());
    await waitFor(() => expect(screen.queryByTestId('fetch-progress')).toBeNull());
  });

  it('shows while a list fetches its next page over the previous rows (placeholder data)', async () => {
    const client = setup();
    const next = pending({ data: [{ id: 21 }], total: 40 });
    // react-admin's useGetList keeps the previous page on screen through placeholderData.
    const observer = new QueryObserver(client, {
      queryKey: ['member', 'getList', { page: 2 }],
      queryFn: next.fn,
      placeholderData: { data: [{ id: 1 }], total: 40 },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(await screen.findByTestId('fetch-progress')).toBeInTheDocument();
    await act(async () => next.release());
    await waitFor(() => expect(screen.queryByTestId('fetch-progress')).toBeNull());
    unsubscribe();
  });

  it("stays away on a first load (skeleton rows show instead) and on the host's polls", async () => {
    const client = setup();
    const first = pending({ data: [], total: 0 });
    client.setQueryData(['chance', 'currentUser'], { userId: 1 });
    const poll = pending({ userId: 1 });
    act(() => {
      void client.fetchQuery({ queryKey: ['member', 'getList', { page: 2 }], queryFn: first.fn });
      void client.fetchQuery({ queryKey: ['chance', 'currentUser'], queryFn: poll.fn, staleTime: 0 });
    });
    await waitFor(() => expect(client.isFetching()).toBe(2));
    expect(screen.queryByTestId('fetch-progress')).toBeNull();
    await act(async () => {
      first.release();
      poll.release();
    });
  });
});
