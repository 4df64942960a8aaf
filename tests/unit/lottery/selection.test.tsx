import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryFrameEn from '../../../plugins/lottery/frame.en';
import lotteryFrameZh from '../../../plugins/lottery/frame.zh';
import lotteryScreensEn from '../../../plugins/lottery/messages.en';
import lotteryScreensZh from '../../../plugins/lottery/messages.zh';
import CurrentMemberStatistics from '../../../plugins/lottery/selection/CurrentMemberStatistics';
import ManualSelectionScreen from '../../../plugins/lottery/selection/ManualSelectionScreen';
import { checkNumbers, normaliseNumber } from '../../../plugins/lottery/selection/numbers';
import type { MemberStatistics, NumberAnalysis } from '../../../plugins/lottery/selection/selectionCalls';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

// The plugin's texts as the console has them once a screen of it is open: the frame's and its screens'.
const lotteryZh = mergeMessages(lotteryFrameZh, lotteryScreensZh);
const lotteryEn = mergeMessages(lotteryFrameEn, lotteryScreensEn);

configure({ asyncUtilTimeout: 5000 });

const GAMES = [
  { id: 4, code: 'WINGO_5M', name: 'Win Go 5 Min', shape: 'wingo', result_source: 'house' },
  { id: 5, code: 'K3_1M', name: 'K3 1 Min', shape: 'k3', result_source: 'house' },
];
const ANALYSIS: NumberAnalysis = {
  game: { id: 4, name: 'Win Go 5 Min', shape: 'wingo' },
  period: { id: 90, issueNo: '20261125040123', openAt: 0, closeAt: 1_764_050_000_000, drawAt: 1_764_050_005_000 },
  totalStake: 1_010_000,
  bets: 8,
  bettors: 4,
  numbers: ['0', '1', '2', '3', '5', '7', '9'].map((n, i) => ({
    number: n,
    result: [Number(n)],
    stake: 100_000 * i,
    bets: i,
    bettors: i,
    payout: 123_450 * i,
    houseNet: 1_010_000 - 123_450 * i * 2,
  })),
};
const STATS: MemberStatistics = {
  list: [
    {
      id: 4,
      gameId: 4,
      gameName: 'Win Go 5 Min',
      shape: 'wingo',
      periodId: 90,
      issueNo: '20261125040123',
      closeAt: 1_764_050_000_000,
      drawAt: 0,
      bettors: 4,
      bets: 8,
      stake: 1_010_000,
    },
    {
      id: 5,
      gameId: 5,
      gameName: 'K3 1 Min',
      shape: 'k3',
      periodId: 91,
      issueNo: '20261125110999',
      closeAt: 1_764_050_000_000,
      drawAt: 0,
      bettors: 0,
      bets: 0,
      stake: 0,
    },
  ],
  total: 2,
  totals: { bettors: 4, bets: 8, stake: 1_010_000 },
  at: 1_764_049_990_000,
};

function setup(ui: ReactNode, { locale = 'en', stats = STATS }: { locale?: 'zh' | 'en'; stats?: MemberStatistics } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-game/list') return { list: GAMES, total: GAMES.length };
    if (path === 'chance-period/numberAnalysis') return ANALYSIS;
    if (path === 'chance-period/currentMemberStatistics') return stats;
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
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

async function typeNumbers(values: string[]) {
  await waitFor(() => expect(screen.getByTestId('selection-game')).toHaveValue('4'));
  values.forEach((v, i) => fireEvent.change(screen.getByTestId(`selection-number-${i}`), { target: { value: v } }));
  fireEvent.click(screen.getByTestId('selection-analyse'));
}

describe('number checks', () => {
  it('normalise numbers of each shape and flag duplicates, blanks and out-of-shape entries', () => {
    expect(normaliseNumber('k3', '2 5,5')).toBe('255');
    expect(normaliseNumber('k3', '270')).toBeNull();
    expect(normaliseNumber('wingo', '10')).toBeNull();
    expect(normaliseNumber('5d', '03914')).toBe('03914');
    expect(checkNumbers('wingo', ['1', '2', '3', '4', '5', '6', '7'])).toEqual({
      fields: Array(7).fill(undefined),
      numbers: ['1', '2', '3', '4', '5', '6', '7'],
    });
    const same = checkNumbers('k3', ['111', '1 1 1', '123', '124', '125', '126', '133']);
    expect(same.form).toBe('lottery.selection.numbersSame');
    expect(same.fields.slice(0, 3)).toEqual(['lottery.selection.numbersSame', 'lottery.selection.numbersSame', undefined]);
    expect(checkNumbers('wingo', ['', 'x', '3', '4', '5', '6', '7']).fields.slice(0, 2)).toEqual([
      'lottery.selection.required',
      'lottery.selection.invalid_wingo',
    ]);
  });
});

describe('manualSelection screen', () => {
  it('refuses the same number twice with the spec message in English, calling nothing', async () => {
    const { calls } = setup(<ManualSelectionScreen />);
    await typeNumbers(['1', '2', '3', '4', '5', '6', '1']);
    expect(await screen.findByTestId('selection-form-error')).toHaveTextContent('The numbers entered cannot be the same');
    expect(calls('chance-period/numberAnalysis')).toHaveLength(0);
  });

  it('says it in Chinese: 输入的号码不能相同', async () => {
    const { calls } = setup(<ManualSelectionScreen />, { locale: 'zh' });
    await typeNumbers(['9', '9', '3', '4', '5', '6', '7']);
    expect(await screen.findByTestId('selection-form-error')).toHaveTextContent('输入的号码不能相同');
    expect(screen.getByText(/仅供查看/)).toBeInTheDocument();
    expect(calls('chance-period/numberAnalysis')).toHaveLength(0);
  });

  it('shows a field message for a number out of the game’s shape', async () => {
    setup(<ManualSelectionScreen />);
    await typeNumbers(['1', '2', '3', '4', '5', '6', '12']);
    expect(await screen.findByText('Enter one digit 0-9')).toBeInTheDocument();
    expect(screen.queryByTestId('selection-form-error')).toBeNull();
  });

  it('analyses seven numbers and shows the open period and each number’s stake, bettors and payout in ₹', async () => {
    const { calls } = setup(<ManualSelectionScreen />);
    expect(await screen.findByTestId('selection-empty')).toBeInTheDocument();
    await typeNumbers(['0', '1', '2', '3', '5', '7', '9']);
    const table = await screen.findByTestId('selection-result');
    expect(calls('chance-period/numberAnalysis')).toEqual([{ gameId: 4, numbers: ['0', '1', '2', '3', '5', '7', '9'] }]);
    expect(table).toHaveTextContent('20261125040123');
    expect(table).toHaveTextContent('₹10,100.00');
    expect(table).toHaveTextContent('8 bets / 4 members');
    const row = screen.getByTestId('selection-row-3');
    expect(within(row).getByText('₹3,703.50')).toBeInTheDocument();
    expect(within(row).getByText('₹3,000.00')).toBeInTheDocument();
  });
});

describe('current_member_statistics screen', () => {
  it('lists each game’s open period with members, bets and stakes, and the totals, with auto-refresh on', async () => {
    const { calls } = setup(<CurrentMemberStatistics />);
    const row = await screen.findByTestId('stats-row-4');
    expect(row).toHaveTextContent('Win Go 5 Min');
    expect(row).toHaveTextContent('20261125040123');
    expect(row).toHaveTextContent('₹10,100.00');
    expect(screen.getByTestId('stats-totals')).toHaveTextContent('Total');
    expect(screen.getByRole('switch', { name: 'Auto-refresh (10 s)' })).toBeChecked();
    fireEvent.click(screen.getByTestId('stats-refresh'));
    await waitFor(() => expect(calls('chance-period/currentMemberStatistics').length).toBeGreaterThanOrEqual(2));
  });

  it('says so when no period is taking bets, in Chinese', async () => {
    setup(<CurrentMemberStatistics />, { locale: 'zh', stats: { list: [], total: 0, totals: { bettors: 0, bets: 0, stake: 0 }, at: 1 } });
    expect(await screen.findByTestId('stats-empty')).toHaveTextContent('当前没有投注中的期号。');
  });
});

describe('popup panel 18', () => {
  it('is the number analysis, 90% wide, titled in both languages', () => {
    const panel = lotteryPlugin.popupPanels?.find((p) => p.id === 18);
    expect(panel).toMatchObject({ width: '90%', title: 'lottery.selection.panelTitle' });
    const plugin = { zh: lotteryZh, en: lotteryEn } as unknown as {
      zh: { lottery: { selection: { panelTitle: string } } };
      en: { lottery: { selection: { panelTitle: string } } };
    };
    expect(plugin.zh.lottery.selection.panelTitle).toBe('选号分析');
    expect(plugin.en.lottery.selection.panelTitle).toBe('Number selection analysis');
  });
});
