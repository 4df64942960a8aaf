import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import KillRateControlScreen from '../../../plugins/lottery/killRate/KillRateControlScreen';
import KillRateLogList from '../../../plugins/lottery/killRate/KillRateLogList';
import LimitSettingScreen from '../../../plugins/lottery/killRate/LimitSettingScreen';
import OddsSettingScreen from '../../../plugins/lottery/killRate/OddsSettingScreen';
import GameFundSummaryScreen from '../../../plugins/lottery/killRate/GameFundSummaryScreen';
import type { Exposure, KillRateLogRecord, Overview, PlayLimitRow } from '../../../plugins/lottery/killRate/killRateCalls';
import { formatBps, formatOdds, parseOdds, parsePercentToBps, selectionLabel } from '../../../plugins/lottery/killRate/labels';
import { limitErrors, limitPayload, oddsErrors } from '../../../plugins/lottery/killRate/leverForms';
import { bandErrors } from '../../../plugins/lottery/killRate/BandDialog';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

// recharts needs a measured box; the chart itself is not under test here.
jest.mock('../../../plugins/lottery/killRate/KillRateChart', () => ({ __esModule: true, default: () => <div data-testid="kr-chart" /> }));

const GAMES = [{ id: 4, code: 'WINGO_5M', name: 'Win Go 5 Min', shape: 'wingo' }];
const LIMITS: PlayLimitRow[] = [
  {
    id: 'NUMBER',
    playCode: 'NUMBER',
    custom: true,
    pending: true,
    current: { minStake: 100, maxStake: 5_000_000, maxPerMemberPeriod: 20_000_000, maxExposure: null },
    next: { minStake: 200, maxStake: 60_000, maxPerMemberPeriod: 80_000, maxExposure: 2_000_000 },
  },
  {
    id: 'COLOR',
    playCode: 'COLOR',
    custom: false,
    pending: false,
    current: { minStake: 100, maxStake: 5_000_000, maxPerMemberPeriod: 20_000_000, maxExposure: null },
    next: { minStake: 100, maxStake: 5_000_000, maxPerMemberPeriod: 20_000_000, maxExposure: null },
  },
];
const WINDOW = { stake: 1_000_000, payout: 950_000, houseProfit: 50_000, killRateBps: 500 };
const OVERVIEW: Overview = {
  game: { id: 4, code: 'WINGO_5M', name: 'Win Go 5 Min' },
  band: { minBps: 200, maxBps: 400 },
  periods: [{ issueNo: '20261125040001', drawAt: 1, totalBet: 1000, payout: 900, houseProfit: 100, killRateBps: 1000 }],
  days: [{ date: '2026-11-25', ...WINDOW }],
  windows: { lastPeriod: { ...WINDOW, killRateBps: 300 }, today: WINDOW, days7: WINDOW, days30: WINDOW },
};
const EXPOSURE: Exposure = {
  period: { id: 9, issueNo: '20261125040002', closeAt: Date.now() + 60_000, totalBet: 12_300 },
  gameSuspended: false,
  rows: [
    { playCode: 'COLOR', selection: 'red', stake: 10_000, bettors: 2, betCount: 3, exposure: 19_600, cap: 20_000, suspended: false },
    { playCode: 'SIZE', selection: 'big', stake: 0, bettors: 0, betCount: 0, exposure: 0, cap: null, suspended: true },
  ],
};
const LOG: KillRateLogRecord[] = [
  {
    id: 1,
    gameId: 4,
    gameName: 'Win Go 5 Min',
    kind: 'limit',
    target: 'NUMBER',
    before: { minStake: 200, maxStake: 50_000, maxPerMemberPeriod: 80_000, maxExposure: null },
    after: { minStake: 200, maxStake: 60_000, maxPerMemberPeriod: 80_000, maxExposure: 2_000_000 },
    reason: 'Raise max',
    effectiveIssueNo: '20261125040003',
    operator: 'admin',
    approver: 'finance',
    createdAt: Date.now(),
  },
  {
    id: 2,
    gameId: 4,
    gameName: 'Win Go 5 Min',
    kind: 'suspend',
    target: 'SIZE:big',
    before: { suspended: false },
    after: { suspended: true },
    reason: 'Pattern',
    effectiveIssueNo: null,
    operator: 'admin',
    approver: null,
    createdAt: Date.now(),
  },
];

function setup(ui: ReactNode, { role = 'admin', locale = 'en' }: { role?: Role; locale?: 'zh' | 'en' } = {}) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-game/list') return { list: GAMES, total: 1 };
    if (path === 'chance-play-limit/list') return { list: LIMITS, total: 2, gameLimits: LIMITS[1].current, openIssueNo: '20261125040002' };
    if (path === 'chance-kill-rate/overview') return OVERVIEW;
    if (path === 'chance-kill-rate/exposure') return EXPOSURE;
    if (path === 'chance-kill-rate-operation-log/query/killRateOperation/list') return { list: LOG, total: LOG.length };
    if (path === 'chance-odds/list') {
      return {
        list: [
          {
            id: 31,
            playCode: 'COLOR',
            selection: 'red',
            nameZh: '',
            nameEn: '',
            baseOddsX100: 200,
            currentOddsX100: 200,
            nextOddsX100: 190,
          },
        ],
        total: 1,
        openIssueNo: null,
      };
    }
    if (path === 'chance-game-fund/summary') {
      return {
        rows: [
          {
            id: '4:2026-11-24',
            gameId: 4,
            gameCode: 'WINGO_5M',
            gameName: 'Win Go 5 Min',
            date: '2026-11-24',
            betCount: 12,
            bettors: 5,
            stake: 100_000,
            validTurnover: 100_000,
            payout: 95_000,
            houseProfit: 5_000,
            killRateBps: 500,
          },
        ],
        totals: { betCount: 12, stake: 100_000, validTurnover: 100_000, payout: 95_000, houseProfit: 5_000, killRateBps: 500 },
      };
    }
    return { effectiveIssueNo: '20261125040003', target: 'x' };
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
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { request, calls };
}

describe('kill-rate form helpers', () => {
  it('parses odds and percentages exactly, refusing what the server would', () => {
    expect(parseOdds('1.96')).toBe(196);
    expect(parseOdds('9')).toBe(900);
    expect(parseOdds('1.00')).toBeNull();
    expect(parseOdds('1.999')).toBeNull();
    expect(parseOdds('abc')).toBeNull();
    expect(formatOdds(20736)).toBe('207.36');
    expect(parsePercentToBps('3.12')).toBe(312);
    expect(parsePercentToBps('-2.5')).toBe(-250);
    expect(parsePercentToBps('101')).toBeNull();
    expect(formatBps(-250)).toBe('-2.50%');
  });

  it('checks limits in order and converts rupees to paise', () => {
    expect(limitErrors({ minStake: '5', maxStake: '1', maxPerMemberPeriod: '10', maxExposure: '', reason: 'x' })).toEqual({
      maxStake: 'lottery.limits.orderInvalid',
    });
    expect(limitErrors({ minStake: '0', maxStake: '1', maxPerMemberPeriod: '10', maxExposure: '-1', reason: '' })).toEqual({
      minStake: 'lottery.lever.v.amount',
      maxExposure: 'lottery.lever.v.amount',
      reason: 'ra.validation.required',
    });
    expect(limitPayload({ minStake: '2', maxStake: '600.50', maxPerMemberPeriod: '800', maxExposure: '', reason: ' Raise ' })).toEqual({
      minStake: 200,
      maxStake: 60_050,
      maxPerMemberPeriod: 80_000,
      maxExposure: null,
      reason: 'Raise',
    });
    expect(oddsErrors({ odds: '0.9', reason: 'x' }, 200)).toEqual({ odds: 'lottery.odds.oddsInvalid' });
    // Issue 39 item 11: 100000 on a 2.00 play reached the approver. At most 10 × the play's odds, never above 1,000.00.
    const tooHigh = (max: string, standard: string) => ({ odds: { message: 'lottery.odds.oddsTooHigh', args: { max, standard } } });
    expect(oddsErrors({ odds: '100000', reason: 'x' }, 200)).toEqual(tooHigh('20.00', '2.00'));
    expect(oddsErrors({ odds: '20.01', reason: 'x' }, 200)).toEqual(tooHigh('20.00', '2.00'));
    expect(oddsErrors({ odds: '20', reason: 'x' }, 200)).toEqual({});
    expect(oddsErrors({ odds: '1000.01', reason: 'x' }, 20_736)).toEqual(tooHigh('1000.00', '207.36'));
    expect(oddsErrors({ odds: '1000', reason: 'x' }, 20_736)).toEqual({});
    expect(bandErrors({ min: '5', max: '2', reason: 'x' })).toEqual({ max: 'lottery.control.bandInvalid' });
  });
});

describe('limitSetting screen', () => {
  it('shows the open period limits beside the next period ones in ₹, and saves a raise with a reason', async () => {
    const { calls } = setup(<LimitSettingScreen />);
    expect(await screen.findByTestId('limit-row-NUMBER')).toBeInTheDocument();
    expect(screen.getByTestId('limit-next-NUMBER')).toHaveTextContent('₹2.00 – ₹600.00');
    expect(screen.getByTestId('limit-next-NUMBER')).toHaveTextContent('₹20,000.00');
    expect(screen.getByTestId('limit-current-COLOR')).toHaveTextContent('No cap');
    expect(within(screen.getByTestId('limit-row-NUMBER')).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Open period: 20261125040002')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('limit-edit-NUMBER'));
    const max = await screen.findByTestId('limit-max');
    fireEvent.change(max, { target: { value: '700' } });
    // Without a reason the form stays invalid: Save is disabled and nothing is sent.
    await waitFor(() => expect(screen.getByTestId('limit-save')).toBeDisabled());
    fireEvent.change(screen.getByTestId('limit-min'), { target: { value: '800' } });
    fireEvent.change(screen.getByTestId('limit-reason'), { target: { value: 'Raise max' } });
    // Min above max: still invalid.
    await waitFor(() => expect(screen.getByTestId('limit-save')).toBeDisabled());
    fireEvent.change(screen.getByTestId('limit-min'), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('limit-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('limit-save'));
    await waitFor(() => expect(calls('chance-play-limit/save')).toHaveLength(1));
    expect(calls('chance-play-limit/save')[0]).toEqual({
      gameId: 4,
      playCode: 'NUMBER',
      minStake: 200,
      maxStake: 70_000,
      maxPerMemberPeriod: 80_000,
      maxExposure: 2_000_000,
      reason: 'Raise max',
    });
  });

  it('speaks Chinese and hides editing from non-admins', async () => {
    setup(<LimitSettingScreen />, { locale: 'zh', role: 'franchisee' });
    expect(await screen.findByText('数字')).toBeInTheDocument();
    expect(screen.getByText('下一期起')).toBeInTheDocument();
    expect(screen.queryByTestId('limit-edit-NUMBER')).not.toBeInTheDocument();
  });
});

describe('killRateControl screen', () => {
  it('shows measured kill rates against the band and the open period exposure, and suspends a selection after a reason', async () => {
    const { calls } = setup(<KillRateControlScreen />);
    expect(await screen.findByTestId('kr-today-rate')).toHaveTextContent('5.00%');
    expect(screen.getByTestId('kr-today')).toHaveTextContent('Outside the alert band');
    expect(screen.getByTestId('kr-last')).toHaveTextContent('Within the alert band');
    expect(screen.getByTestId('kr-band')).toHaveTextContent('2.00% to 4.00%');
    const red = await screen.findByTestId('kr-exp-COLOR-red');
    expect(red).toHaveTextContent('Red');
    expect(red).toHaveTextContent('₹196.00');
    expect(red).toHaveTextContent('98%');
    expect(screen.getByTestId('kr-exp-SIZE-big')).toHaveTextContent('Suspended');

    fireEvent.click(screen.getByTestId('kr-toggle-COLOR-red'));
    fireEvent.change(await screen.findByTestId('suspend-reason'), { target: { value: 'Heavy one-sided' } });
    await waitFor(() => expect(screen.getByTestId('suspend-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('suspend-save'));
    await waitFor(() => expect(calls('chance-kill-rate/suspend')).toHaveLength(1));
    expect(calls('chance-kill-rate/suspend')[0]).toEqual({ gameId: 4, playCode: 'COLOR', selection: 'red', reason: 'Heavy one-sided' });
  });
});

describe('odds_setting screen', () => {
  it('shows open period and next period odds and saves new odds for the next period', async () => {
    const { calls } = setup(<OddsSettingScreen />);
    const row = await screen.findByTestId('odds-row-COLOR-red');
    expect(row).toHaveTextContent('Colour');
    expect(row).toHaveTextContent('Red');
    expect(row).toHaveTextContent('2.00');
    expect(row).toHaveTextContent('1.90');
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('odds-edit-COLOR-red'));
    fireEvent.change(await screen.findByTestId('odds-value'), { target: { value: '1.95' } });
    fireEvent.change(screen.getByTestId('odds-reason'), { target: { value: 'Edge back' } });
    await waitFor(() => expect(screen.getByTestId('odds-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('odds-save'));
    await waitFor(() => expect(calls('chance-odds/save')).toEqual([{ gameId: 4, playId: 31, oddsX100: 195, reason: 'Edge back' }]));
  });
});

describe('gameFundSummary screen', () => {
  it('lists per game and day bets, payouts, profit and kill rate with totals, in Chinese', async () => {
    const { calls } = setup(<GameFundSummaryScreen />, { locale: 'zh' });
    const row = await screen.findByTestId('fund-row-WINGO_5M-2026-11-24');
    expect(row).toHaveTextContent('₹1,000.00');
    expect(row).toHaveTextContent('₹50.00');
    expect(row).toHaveTextContent('5.00%');
    expect(screen.getByTestId('fund-totals')).toHaveTextContent('合计');
    expect(screen.getByText('杀率')).toBeInTheDocument();
    expect(calls('chance-game-fund/summary')[0]).toMatchObject({ includeTest: false });
  });

  it('takes its days as yyyy-mm-dd in Chinese and keeps Search off while a day cannot be read', async () => {
    const { calls } = setup(<GameFundSummaryScreen />, { locale: 'zh' });
    await screen.findByTestId('fund-row-WINGO_5M-2026-11-24');
    const from = screen.getByTestId('fund-from') as HTMLInputElement;
    expect(from.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(from, { target: { value: '11/20/2026' } });
    fireEvent.blur(from);
    expect(await screen.findByText('请按 yyyy-mm-dd 输入日期')).toBeInTheDocument();
    expect(screen.getByTestId('fund-search')).toBeDisabled();
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByTestId('fund-to'), { target: { value: '2026-11-24' } });
    fireEvent.click(screen.getByTestId('fund-search'));
    await waitFor(() => expect(calls('chance-game-fund/summary').at(-1)).toMatchObject({ from: '2026-11-20', to: '2026-11-24' }));
  });
});

describe('killing_rate_operation list', () => {
  it('shows each change with translated kind, target, before/after in ₹ and the period it applies from', async () => {
    setup(<KillRateLogList />, { locale: 'zh' });
    expect(await screen.findByTestId('krlog-after-1')).toHaveTextContent('单注最大: ₹600.00');
    expect(screen.getByTestId('krlog-before-1')).toHaveTextContent('赔付上限: 不限');
    expect(screen.getByText('20261125040003')).toBeInTheDocument();
    expect(screen.getByText('大小 大')).toBeInTheDocument();
    expect(screen.getByText('立即生效')).toBeInTheDocument();
    expect(screen.getAllByText('暂停投注').length).toBeGreaterThan(0);
  });
});

it('names selections in the user language', () => {
  const t = (key: string) => (({ 'lottery.selections.big': 'Big' }) as Record<string, string>)[key] ?? key;
  expect(selectionLabel(t, 'A:big')).toBe('A Big');
  expect(selectionLabel(t, '7')).toBe('7');
});
