import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryFrameEn from '../../../plugins/lottery/frame.en';
import lotteryFrameZh from '../../../plugins/lottery/frame.zh';
import lotteryScreensEn from '../../../plugins/lottery/messages.en';
import lotteryScreensZh from '../../../plugins/lottery/messages.zh';
import ThreeBetList from '../../../plugins/lottery/threeBets/ThreeBetList';
import type { ThreeBetProvider, ThreeBetRecord } from '../../../plugins/lottery/threeBets/threeBetCalls';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

// The plugin's texts as the console has them once a screen of it is open: the frame's and its screens'.
const lotteryZh = mergeMessages(lotteryFrameZh, lotteryScreensZh);
const lotteryEn = mergeMessages(lotteryFrameEn, lotteryScreensEn);

configure({ asyncUtilTimeout: 5000 });

const T = 1_763_700_000_000;
const ROWS: ThreeBetRecord[] = [
  {
    id: 1,
    provider: 'JILI',
    providerName: 'JILI',
    orderNo: 'J-1',
    memberId: 11,
    username: 'rahul11',
    agentUsername: 'agent',
    gameCode: 'jili_super_ace',
    gameName: 'Super Ace',
    stake: 10_000,
    validBet: 10_000,
    payout: 25_050,
    winLoss: 15_050,
    state: 1,
    stateName: 'win',
    betAt: T,
    settledAt: T + 60_000,
  },
  {
    id: 2,
    provider: 'EVO',
    providerName: 'Evolution',
    orderNo: 'E-2',
    memberId: 12,
    username: 'priya12',
    agentUsername: null,
    gameCode: 'evo_teen_patti',
    gameName: 'Teen Patti',
    stake: 5_000,
    validBet: 0,
    payout: 0,
    winLoss: 0,
    state: 4,
    stateName: 'cancelled',
    betAt: T - 1000,
    settledAt: T,
  },
];
const PROVIDERS: ThreeBetProvider[] = [
  { code: 'JILI', name: 'JILI', games: [{ code: 'jili_super_ace', name: 'Super Ace' }] },
  { code: 'EVO', name: 'Evolution', games: [{ code: 'evo_teen_patti', name: 'Teen Patti' }] },
];
const TOTALS = { count: 2, stake: 15_000, validBet: 10_000, payout: 25_050, memberWinLoss: 15_050 };

function setup({ role = 'agent', locale = 'en', rows = ROWS }: { role?: Role; locale?: 'zh' | 'en'; rows?: ThreeBetRecord[] } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'betrecords/query/three/betrecordList')
      return {
        list: rows,
        total: rows.length,
        totals: rows.length ? TOTALS : { ...TOTALS, count: 0, stake: 0, validBet: 0, payout: 0, memberWinLoss: 0 },
      };
    if (path === 'betrecords/query/three/providers') return PROVIDERS;
    throw new Error(`unexpected ${path}`);
  });
  const dataProvider = createChanceDataProvider(lotteryPlugin.resources ?? [], { request } as unknown as Http, { download: jest.fn() });
  const plugin = { zh: lotteryZh, en: lotteryEn };
  const messages = buildMessages({ zh: mergeMessages(hostMessages.zh, plugin.zh), en: mergeMessages(hostMessages.en, plugin.en) });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    locale,
    [
      { locale: 'en', name: 'English' },
      { locale: 'zh', name: '中文' },
    ],
    { allowMissing: true },
  );
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <ThreeBetList />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

describe('ThreeBetManager / three_bet_list', () => {
  it('lists third-party bets with provider, game, ₹ amounts, translated states and the totals of the whole filter', async () => {
    setup();
    expect(await screen.findByText('rahul11')).toBeInTheDocument();
    expect(screen.getByText('Evolution')).toBeInTheDocument();
    expect(screen.getByText('Super Ace')).toBeInTheDocument();
    expect(screen.getByText('Win')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('cancelled')).toBeNull();
    expect(screen.getAllByText('₹250.50').length).toBeGreaterThan(0);
    const totals = screen.getByTestId('three-bet-totals');
    await waitFor(() => expect(totals).toHaveTextContent('2 bets'));
    expect(within(totals).getByTestId('three-bet-total-stake')).toHaveTextContent('₹150.00');
    expect(within(totals).getByTestId('three-bet-total-memberWinLoss')).toHaveTextContent('₹150.50');
  });

  it('speaks Chinese', async () => {
    setup({ locale: 'zh' });
    expect(await screen.findByText('赢')).toBeInTheDocument();
    expect(screen.getByText('已取消')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('three-bet-totals')).toHaveTextContent('2 笔'));
  });

  it('sends the filters to the server: member, provider, state', async () => {
    const { calls } = setup();
    await screen.findByText('rahul11');
    fireEvent.change(document.querySelector('input[name="username"]') as HTMLInputElement, { target: { value: 'rahul11' } });
    await waitFor(() => expect(calls('betrecords/query/three/betrecordList').some((b) => b.username === 'rahul11')).toBe(true));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Provider' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Evolution' }));
    await waitFor(() =>
      expect(calls('betrecords/query/three/betrecordList').some((b) => b.provider === 'EVO' && b.username === 'rahul11')).toBe(true),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'State' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lose' }));
    await waitFor(() =>
      expect(calls('betrecords/query/three/betrecordList').some((b) => b.state === 2 && b.provider === 'EVO')).toBe(true),
    );
  });

  it('shows the empty state when nothing matches', async () => {
    setup({ rows: [] });
    expect(await screen.findByText('No Third-party bets yet.')).toBeInTheDocument();
  });
});
