import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import type { ChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import dashboard from '../../../plugins/dashboard';
import { CHART_DAYS, prefetchHome, useHomeInfo, useHomeSeries } from '../../../plugins/dashboard/useHomeQueries';
import type { MenuNode, ResourceDef } from '../../../src/plugin/types';
import { primeScreenQueries } from '../../../src/routes/primeScreen';

// Issue 19: a custom screen's first requests start before it renders, under the keys it asks for,
// so it renders from the cache without asking again.

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function provider() {
  const action = jest.fn(async (_resource: string, name: string) => (name === 'info' ? { onlineCount: 4 } : { days: [] }));
  return { action } as unknown as ChanceDataProvider & { action: jest.Mock };
}

afterEach(() => localStorage.clear());

describe('primeScreenQueries', () => {
  const prefetch = jest.fn();
  const registry = {
    menu: [
      { name: 'dashboard', title: 't.home', screen: { component: () => null, prefetch } },
      { name: 'other', title: 't.other', screen: { component: () => null } },
    ] as MenuNode[],
    resources: [] as ResourceDef[],
  };
  beforeEach(() => prefetch.mockClear());

  it("runs the screen's prefetch for its path and for / (which lands on Home), signed in only", () => {
    const queryClient = client();
    const dataProvider = provider();
    expect(primeScreenQueries(queryClient, dataProvider, registry, '/dashboard')).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
    localStorage.setItem('token', 'abc');
    expect(primeScreenQueries(queryClient, dataProvider, registry, '/dashboard')).toBe(true);
    expect(prefetch).toHaveBeenCalledWith({ queryClient, dataProvider });
    expect(primeScreenQueries(queryClient, dataProvider, registry, '/')).toBe(true);
    expect(primeScreenQueries(queryClient, dataProvider, registry, '/other')).toBe(false);
    expect(primeScreenQueries(queryClient, dataProvider, registry, '/nowhere')).toBe(false);
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});

describe("Home's prefetch", () => {
  function HomeProbe() {
    const info = useHomeInfo();
    const series = useHomeSeries(CHART_DAYS);
    return <p>{info.data && series.data ? `online ${(info.data as unknown as { onlineCount: number }).onlineCount}` : 'waiting'}</p>;
  }

  it("is the dashboard menu node's prefetch", () => {
    const node = (dashboard.menu as MenuNode[])[0];
    expect(node.screen && 'component' in node.screen && node.screen.prefetch).toBe(prefetchHome);
  });

  it('fills the keys the cards and the chart ask for: they render from it without a second request', async () => {
    const queryClient = client();
    const dataProvider = provider();
    prefetchHome({ queryClient, dataProvider });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(dataProvider.action.mock.calls.map((c) => c[1])).toEqual(['info', 'series']);
    render(
      <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <HomeProbe />
      </AdminContext>,
    );
    expect(await screen.findByText('online 4')).toBeTruthy();
    expect(dataProvider.action).toHaveBeenCalledTimes(2);
    expect(dataProvider.action).toHaveBeenCalledWith('home', 'series', { days: CHART_DAYS });
  });
});
