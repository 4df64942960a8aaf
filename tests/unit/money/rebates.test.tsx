import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { lastWeek } from '../../../plugins/money/rebate/filters';
import MemberRebateList from '../../../plugins/money/rebate/MemberRebateList';
import { rebateMessages } from '../../../plugins/money/rebate/messages';
import RebateRecordList from '../../../plugins/money/rebate/RebateRecordList';
import RebateStatisticsList from '../../../plugins/money/rebate/RebateStatisticsList';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const T = Date.UTC(2026, 1, 10, 19, 0, 0); // 2026-02-11 00:30 Bombay
const RECORDS = [
  {
    id: 3,
    memberId: 7,
    username: 'm1',
    gameId: 1,
    gameName: 'Win Go 1Min',
    businessDate: '2026-02-10',
    validTurnover: 6_000_000,
    rateBps: 50,
    amount: 30_000,
    status: 0,
    createdAt: T,
    paidAt: null,
    cancelReason: '',
    cancelledBy: null,
    cancelledAt: null,
  },
  {
    id: 2,
    memberId: 7,
    username: 'm1',
    gameId: 2,
    gameName: 'K3 1Min',
    businessDate: '2026-02-09',
    validTurnover: 4_000_000,
    rateBps: 50,
    amount: 20_000,
    status: 2,
    createdAt: T - 86_400_000,
    paidAt: null,
    cancelReason: 'hedged bets',
    cancelledBy: null,
    cancelledAt: T,
  },
  {
    id: 1,
    memberId: 8,
    username: 'm2',
    gameId: 1,
    gameName: 'Win Go 1Min',
    businessDate: '2026-02-09',
    validTurnover: 25_000_000,
    rateBps: 20,
    amount: 50_000,
    status: 1,
    createdAt: T - 86_400_000,
    paidAt: T - 86_400_000 + 3_600_000,
    cancelReason: '',
    cancelledBy: null,
    cancelledAt: null,
  },
];
const MEMBERS = [
  {
    id: 8,
    memberId: 8,
    username: 'm2',
    records: 1,
    validTurnover: 25_000_000,
    paidAmount: 50_000,
    heldAmount: 0,
    cancelledAmount: 0,
    firstDate: '2026-02-09',
    lastDate: '2026-02-09',
  },
  {
    id: 7,
    memberId: 7,
    username: 'm1',
    records: 2,
    validTurnover: 10_000_000,
    paidAmount: 0,
    heldAmount: 30_000,
    cancelledAmount: 20_000,
    firstDate: '2026-02-09',
    lastDate: '2026-02-10',
  },
];
const DAYS = [
  {
    id: '2026-02-10',
    businessDate: '2026-02-10',
    members: 1,
    records: 1,
    validTurnover: 6_000_000,
    paidAmount: 0,
    heldAmount: 30_000,
    cancelledAmount: 0,
  },
  {
    id: '2026-02-09',
    businessDate: '2026-02-09',
    members: 2,
    records: 2,
    validTurnover: 29_000_000,
    paidAmount: 50_000,
    heldAmount: 0,
    cancelledAmount: 20_000,
  },
];
const GAMES = {
  list: [
    { id: 1, name: 'Win Go 1Min' },
    { id: 2, name: 'K3 1Min' },
  ],
  total: 2,
};

interface Options {
  empty?: boolean;
  role?: 'admin' | 'franchisee' | 'agent';
  records?: unknown[];
}

function setup(Screen: ComponentType, locale: 'zh' | 'en', { empty = false, role = 'admin', records = RECORDS }: Options = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path.endsWith('/games')) return GAMES;
    if (path === 'chance-rebate-record/cancel') return { id: 3, status: 2 };
    if (path === 'chance-rebate-record/list')
      return empty ? { list: [], total: 0, totalCapped: false } : { list: records, total: records.length, totalCapped: false };
    if (path === 'chance-rebate-member/list') return empty ? { list: [], total: 0 } : { list: MEMBERS, total: 2 };
    if (path === 'chance-rebate-statistics/list') {
      return {
        list: empty ? [] : DAYS,
        total: empty ? 0 : 2,
        sums: { validTurnover: 35_000_000, paidAmount: 50_000, heldAmount: 30_000, cancelledAmount: 20_000, records: 3 },
      };
    }
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: rebateMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: rebateMessages.en }),
  });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  const { unmount } = render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <Screen />
      </AdminContext>
    </MemoryRouter>,
  );
  const bodies = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { bodies, request, unmount };
}

describe('rebate_record screen', () => {
  it('shows each record with game, business day, rupee turnover and amount, rate, translated status, paid time behind the column chooser (en)', async () => {
    setup(RebateRecordList, 'en');
    expect(await screen.findByText('Held')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('m2 (8)')).toBeInTheDocument();
    expect(screen.getByText('₹2,50,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹500.00')).toBeInTheDocument();
    expect(screen.getByText('0.20%')).toBeInTheDocument();
    expect(screen.getByText('2026-02-10')).toBeInTheDocument();
    // The paid time (01:30 Bombay the next morning) sits behind the column chooser by default, so
    // a page with held records and their Cancel buttons still fits 1440 px in en.
    expect(screen.queryByText(/2026-02-10 01:30/)).toBeNull();
    expect(screen.queryByText('status')).toBeNull();
  });

  it('labels in Chinese', async () => {
    setup(RebateRecordList, 'zh');
    expect(await screen.findByText('待发放')).toBeInTheDocument();
    expect(screen.getByText('已发放')).toBeInTheDocument();
    expect(screen.getByText('已取消')).toBeInTheDocument();
    // Column titles (the column chooser names them too).
    expect(screen.getAllByText('有效投注').length).toBeGreaterThan(0);
    expect(screen.getAllByText('发放时间').length).toBeGreaterThan(0);
  });

  it('sends the member and status filters', async () => {
    const { bodies } = setup(RebateRecordList, 'en');
    await screen.findByText('Held');
    fireEvent.change(screen.getByRole('textbox', { name: 'Member' }), { target: { value: 'm1' } });
    await waitFor(() => expect(bodies('chance-rebate-record/list').at(-1)).toMatchObject({ username: 'm1' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Paid' }));
    await waitFor(() => expect(bodies('chance-rebate-record/list').at(-1)).toMatchObject({ username: 'm1', status: '1' }));
  });

  it('an empty result keeps the filters and says there is nothing', async () => {
    setup(RebateRecordList, 'en', { empty: true });
    await waitFor(() => expect(document.body.textContent).toMatch(/No (results|.*found)/));
    expect(screen.getByRole('textbox', { name: 'Member' })).toBeInTheDocument();
  });
});

describe('cancelling a held rebate', () => {
  it('offers cancel on held records only, requires a reason, and sends it trimmed (en)', async () => {
    const { bodies, request } = setup(RebateRecordList, 'en');
    await screen.findByText('Held');
    // Only record 3 is held: the paid and the cancelled ones have no cancel button.
    expect(screen.getAllByRole('button', { name: 'Cancel rebate' }).length).toBe(1);
    fireEvent.click(screen.getByTestId('rebate-cancel-3'));
    expect(await screen.findByTestId('rebate-cancel-warning')).toHaveTextContent('m1 · 2026-02-10 · Win Go 1Min · ₹300.00');
    expect(screen.getByTestId('rebate-cancel-warning')).toHaveTextContent('never paid');
    await waitFor(() => expect(screen.getByTestId('rebate-cancel-save')).toBeDisabled());
    fireEvent.change(screen.getByTestId('rebate-cancel-reason'), { target: { value: '   ' } });
    fireEvent.blur(screen.getByTestId('rebate-cancel-reason'));
    expect(await screen.findByText('Enter the reason for cancelling')).toBeInTheDocument();
    expect(screen.getByTestId('rebate-cancel-save')).toBeDisabled();
    expect(request.mock.calls.some((c) => c[0] === 'chance-rebate-record/cancel')).toBe(false);
    fireEvent.change(screen.getByTestId('rebate-cancel-reason'), { target: { value: '  hedged bets ' } });
    await waitFor(() => expect(screen.getByTestId('rebate-cancel-save')).toBeEnabled());
    const listed = bodies('chance-rebate-record/list').length;
    fireEvent.click(screen.getByTestId('rebate-cancel-save'));
    await waitFor(() => expect(bodies('chance-rebate-record/cancel')).toEqual([{ id: 3, reason: 'hedged bets' }]));
    // The dialog closes and the list is read again.
    await waitFor(() => expect(screen.queryByTestId('rebate-cancel-warning')).toBeNull());
    await waitFor(() => expect(bodies('chance-rebate-record/list').length).toBeGreaterThan(listed));
  });

  it('shows a cancelled record’s reason and canceller, labels in Chinese, and gives agents no cancel button', async () => {
    const cancelled = { ...RECORDS[1], cancelReason: '对冲投注', cancelledBy: 'fr1', cancelledAt: T };
    const { unmount } = setup(RebateRecordList, 'zh', { records: [RECORDS[0], cancelled] });
    expect(await screen.findByText('对冲投注 (fr1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '取消返水' })).toBeInTheDocument();
    unmount();
    setup(RebateRecordList, 'en', { records: [RECORDS[0]], role: 'agent' });
    expect(await screen.findByText('Held')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel rebate' })).toBeNull();
  });
});

describe('member_promotion_details screen', () => {
  it('shows each member’s records and amounts paid, held and cancelled in rupees (en)', async () => {
    setup(MemberRebateList, 'en');
    expect(await screen.findByText('m1')).toBeInTheDocument();
    expect(screen.getByText('₹1,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('₹300.00')).toBeInTheDocument();
    expect(screen.getByText('Held')).toBeInTheDocument();
    expect(screen.getByText('Last day')).toBeInTheDocument();
    // A member opens their records of the days they had.
    const link = screen.getByTestId('rebate-member-7');
    expect(new URL(link.getAttribute('href') as string, 'http://x').pathname).toBe('/money_management/fan_yong/rebate_record');
    expect(JSON.parse(new URL(link.getAttribute('href') as string, 'http://x').searchParams.get('filter') as string)).toEqual({
      memberId: 7,
      startDate: '2026-02-09',
      endDate: '2026-02-10',
    });
  });

  it('offers the games of its own endpoint in the game filter', async () => {
    const { bodies } = setup(MemberRebateList, 'en');
    await screen.findByText('m1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Game' }));
    expect(await screen.findByRole('option', { name: 'K3 1Min' })).toBeInTheDocument();
    expect(bodies('chance-rebate-member/list').every((b) => b.pageSize === 20)).toBe(true);
  });

  it('opens on the last seven Bombay days, which the server requires', async () => {
    const { bodies } = setup(MemberRebateList, 'en');
    await screen.findByText('m1');
    expect(bodies('chance-rebate-member/list')[0]).toMatchObject(lastWeek());
    const { startDate, endDate } = lastWeek(Date.UTC(2026, 1, 10, 19, 0, 0));
    expect([startDate, endDate]).toEqual(['2026-02-05', '2026-02-11']);
  });

  it('labels in Chinese', async () => {
    setup(MemberRebateList, 'zh');
    expect(await screen.findByText('m2')).toBeInTheDocument();
    expect(screen.getByText('已发放')).toBeInTheDocument();
    expect(screen.getByText('最近业务日')).toBeInTheDocument();
  });
});

describe('promotion_statistics screen', () => {
  it('shows each business day’s members and amounts with the range totals (en)', async () => {
    const { bodies } = setup(RebateStatisticsList, 'en');
    expect(await screen.findByText('2026-02-09')).toBeInTheDocument();
    expect(bodies('chance-rebate-statistics/list')[0]).toMatchObject(lastWeek());
    const link = screen.getByTestId('rebate-day-2026-02-09');
    expect(JSON.parse(new URL(link.getAttribute('href') as string, 'http://x').searchParams.get('filter') as string)).toEqual({
      startDate: '2026-02-09',
      endDate: '2026-02-09',
    });
    expect(screen.getByText('₹2,90,000.00')).toBeInTheDocument();
    const totals = await screen.findByTestId('filter-totals');
    await waitFor(() => expect(totals).toHaveTextContent('Days: 2'));
    expect(totals).toHaveTextContent('Valid turnover: ₹3,50,000.00');
    expect(totals).toHaveTextContent('Paid: ₹500.00');
    expect(totals).toHaveTextContent('Cancelled: ₹200.00');
  });

  it('labels in Chinese', async () => {
    setup(RebateStatisticsList, 'zh');
    expect(await screen.findByText('2026-02-10')).toBeInTheDocument();
    expect(screen.getByText('返水人数')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('filter-totals')).toHaveTextContent('天数：2'));
  });

  it('an empty range says there is nothing', async () => {
    setup(RebateStatisticsList, 'en', { empty: true });
    await waitFor(() => expect(document.body.textContent).toMatch(/No (results|.*found)/));
  });
});
