import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, ResourceContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import system from '../../../plugins/system';
import { messages as systemMessages } from '../../../plugins/system/messages';
import TimingScreen from '../../../plugins/system/timing/TimingScreen';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const LIST = 'chance-interface-time-consuming/query/interfaceTimeConsuming/list';
const SERIES = 'chance-interface-time-consuming/query/interfaceTimeConsuming/series';

const ROWS = [
  {
    id: 'POST /chance-member/list',
    route: 'POST /chance-member/list',
    method: 'POST',
    path: '/chance-member/list',
    count: 1200,
    errors: 3,
    errorRate: 0.0025,
    avg: 41.2,
    p50: 35.5,
    p95: 180.4,
    max: 920,
  },
  {
    id: 'GET /chance_login/getCurrentUser',
    route: 'GET /chance_login/getCurrentUser',
    method: 'GET',
    path: '/chance_login/getCurrentUser',
    count: 80,
    errors: 0,
    errorRate: 0,
    avg: 1.1,
    p50: 0.9,
    p95: 2.4,
    max: 7.5,
  },
];
const seriesOf = (route: string) => ({
  route,
  step: 60_000,
  from: 0,
  to: 0,
  points: [
    { time: Date.UTC(2026, 10, 25, 7, 0), count: 4, errors: 0, p50: 30, p95: 170, max: 200 },
    { time: Date.UTC(2026, 10, 25, 7, 1), count: 0, errors: 0, p50: null, p95: null, max: null },
  ],
});

function setup(locale: 'zh' | 'en', rows = ROWS) {
  const request = jest.fn(async (path: string, options?: { body?: Record<string, unknown> }) => {
    if (path === LIST) return { list: rows, total: rows.length };
    if (path === SERIES) return seriesOf(String(options?.body?.route));
    return null;
  });
  const dataProvider = createChanceDataProvider(system.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, systemMessages.zh),
    en: mergeMessages(hostMessages.en, systemMessages.en),
  });
  const i18n = polyglotI18nProvider((l) => messages[l as 'zh' | 'en'], locale, [
    { locale: 'en', name: 'English' },
    { locale: 'zh', name: '中文' },
  ]);
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <ResourceContextProvider value="interfaceTiming">
          <TimingScreen />
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { calls };
}

describe('interface timings screen', () => {
  it('lists endpoints slowest first for the last hour in English and charts the slowest', async () => {
    const { calls } = setup('en');
    expect(await screen.findByText('/chance-member/list')).toBeInTheDocument();
    expect(calls(LIST)[0]).toMatchObject({ window: '1h', sortField: 'p95', sortOrder: 'DESC' });
    for (const header of ['Endpoint', 'Calls', 'P50 (ms)', 'P95 (ms)', 'Max (ms)', 'Errors', 'Error rate'])
      expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByText('Last hour')).toBeInTheDocument();
    expect(screen.getByText('180.4')).toBeInTheDocument();
    expect(screen.getByText('0.25%')).toBeInTheDocument();
    expect(await screen.findByTestId('timing-chart-title')).toHaveTextContent('Timings of POST /chance-member/list');
    await waitFor(() => expect(calls(SERIES)[0]).toEqual({ window: '1h', route: 'POST /chance-member/list' }));
    expect(await screen.findByTestId('timing-chart')).toBeInTheDocument();
  });

  it('charts the endpoint picked in the table and asks again for another window, in Chinese', async () => {
    const { calls } = setup('zh');
    fireEvent.click(await screen.findByRole('button', { name: '查看 GET /chance_login/getCurrentUser 的耗时曲线' }));
    expect(await screen.findByTestId('timing-chart-title')).toHaveTextContent('GET /chance_login/getCurrentUser 的耗时');
    await waitFor(() => expect(calls(SERIES).at(-1)).toEqual({ window: '1h', route: 'GET /chance_login/getCurrentUser' }));
    for (const header of ['接口', '调用次数', '错误次数', '错误率']) expect(screen.getAllByText(header).length).toBeGreaterThan(0);
    expect(screen.getByText('最近 1 小时')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /时间范围/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('最近 7 天'));
    await waitFor(() => expect(calls(LIST).at(-1)).toMatchObject({ window: '7d' }));
    await waitFor(() => expect(calls(SERIES).at(-1)).toEqual({ window: '7d', route: 'GET /chance_login/getCurrentUser' }));
  });

  it('says so when the window has no calls', async () => {
    setup('en', []);
    expect(await screen.findByTestId('timing-empty')).toHaveTextContent('No calls recorded in this window yet');
    expect(screen.getByText('Pick an endpoint in the table to see its timings over time')).toBeInTheDocument();
  });
});
