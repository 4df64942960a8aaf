import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, useGetOne, type DataProvider } from 'react-admin';
import { RegistryProvider } from '../../../src/plugin/RegistryContext';
import type { PluginRegistry } from '../../../src/plugin/registry';
import type { ResourceDef } from '../../../src/plugin/types';
import { lazyScreen } from '../../../src/routes/lazyScreen';
import { detailTargetOf, HOVER_INTENT_MS, useDetailPrefetch } from '../../../src/routes/useDetailPrefetch';
import { fakeDataProvider } from '../fixtures/fakes';

// Issue 43: a record's detail starts loading when its link is hovered or focused, not on the click.

const ORIGIN = 'http://console.test';

function setup() {
  const loadShow = jest.fn(async () => ({ default: () => null }));
  const registry = {
    menu: [],
    resources: [{ name: 'member', endpoints: { getOne: 'chance-member/detail' }, show: lazyScreen(loadShow) }] as ResourceDef[],
  } as unknown as PluginRegistry;
  const getOne = jest.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { id, username: `m${String(id)}` } }));
  const dataProvider = { ...fakeDataProvider(), getOne } as unknown as DataProvider;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return { registry, loadShow, getOne, dataProvider, queryClient };
}

function Links() {
  useDetailPrefetch();
  return (
    <>
      <a href="/member/5/show">
        <span>m5</span>
      </a>
      <a href="/member/6/show">m6</a>
      <a href="/member">all members</a>
      <p>not a link</p>
    </>
  );
}

function Detail({ id }: { id: string }) {
  const { data } = useGetOne('member', { id });
  return <p>{data ? `detail ${(data as { username: string }).username}` : 'loading'}</p>;
}

function renderWith(s: ReturnType<typeof setup>, children = <Links />) {
  return render(
    <AdminContext dataProvider={s.dataProvider} queryClient={s.queryClient}>
      <RegistryProvider registry={s.registry}>{children}</RegistryProvider>
    </AdminContext>,
  );
}

describe('detailTargetOf', () => {
  const { registry } = setup();
  it('names the show or edit view and record a link opens', () => {
    expect(detailTargetOf(registry, '/member/5/show', ORIGIN)).toEqual({ resource: 'member', view: 'show', id: '5' });
    expect(detailTargetOf(registry, '/member/5/show/bank', ORIGIN)).toEqual({ resource: 'member', view: 'show', id: '5' });
    expect(detailTargetOf(registry, `${ORIGIN}/member/7`, ORIGIN)).toEqual({ resource: 'member', view: 'edit', id: '7' });
  });
  it('leaves lists, create forms, unknown resources and other sites alone', () => {
    expect(detailTargetOf(registry, '/member', ORIGIN)).toBeUndefined();
    expect(detailTargetOf(registry, '/member/create', ORIGIN)).toBeUndefined();
    expect(detailTargetOf(registry, '/order/5/show', ORIGIN)).toBeUndefined();
    expect(detailTargetOf(registry, 'https://elsewhere.test/member/5/show', ORIGIN)).toBeUndefined();
  });
});

describe('useDetailPrefetch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("starts the view's chunk and its getOne once the pointer rests on a link, and the view asks no more", async () => {
    const s = setup();
    // react-admin's list has put the row (a part of the record) under the detail's key.
    s.queryClient.setQueryData(['member', 'getOne', { id: '5', meta: undefined }], { id: 5, username: 'row m5' });
    const { rerender } = renderWith(s);
    fireEvent.pointerOver(screen.getByText('m5'));
    act(() => void jest.advanceTimersByTime(HOVER_INTENT_MS - 1));
    expect(s.getOne).not.toHaveBeenCalled();
    act(() => void jest.advanceTimersByTime(1));
    expect(s.loadShow).toHaveBeenCalledTimes(1);
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getOne.mock.calls[0].slice(0, 2)).toEqual(['member', { id: '5' }]);
    // Resting again on the same link (or moving inside it) asks nothing more.
    fireEvent.pointerOver(screen.getByText('m5').parentElement!);
    act(() => void jest.advanceTimersByTime(HOVER_INTENT_MS));
    await act(async () => undefined);
    // The click's detail view asks with react-admin's useGetOne: the answer is there, no request.
    rerender(
      <AdminContext dataProvider={s.dataProvider} queryClient={s.queryClient}>
        <RegistryProvider registry={s.registry}>
          <Detail id="5" />
        </RegistryProvider>
      </AdminContext>,
    );
    expect(await screen.findByText('detail m5')).toBeTruthy();
    expect(s.getOne).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for a pointer that only passes over links, or rests on a list link or plain text', () => {
    const s = setup();
    renderWith(s);
    fireEvent.pointerOver(screen.getByText('m5'));
    act(() => void jest.advanceTimersByTime(HOVER_INTENT_MS / 2));
    fireEvent.pointerOver(screen.getByText('all members'));
    act(() => void jest.advanceTimersByTime(HOVER_INTENT_MS * 2));
    fireEvent.pointerOver(screen.getByText('not a link'));
    act(() => void jest.advanceTimersByTime(HOVER_INTENT_MS * 2));
    expect(s.getOne).not.toHaveBeenCalled();
    expect(s.loadShow).not.toHaveBeenCalled();
  });

  it('starts at once when a link gets the keyboard focus', () => {
    const s = setup();
    renderWith(s);
    fireEvent.focusIn(screen.getByText('m6'));
    expect(s.getOne).toHaveBeenCalledTimes(1);
    expect(s.getOne.mock.calls[0].slice(0, 2)).toEqual(['member', { id: '6' }]);
  });
});
