import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import lotteryPlugin from '../../../plugins/lottery';
import lotteryEn from '../../../plugins/lottery/messages.en';
import lotteryZh from '../../../plugins/lottery/messages.zh';
import ManualLotteryScreen from '../../../plugins/lottery/manual/ManualLotteryScreen';
import { periodActions } from '../../../plugins/lottery/manual/PendingPeriods';
import { parseResultText } from '../../../plugins/lottery/manual/resultText';
import type { PeriodRecord } from '../../../plugins/lottery/lotteryCalls';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const NOW = Date.now();
const GAMES = [
  { id: 1, code: 'SL5D', name: 'State Lottery 5D', shape: '5d', result_source: 'external' },
  { id: 2, code: 'WG1', name: 'Win Go 1 min', shape: 'wingo', result_source: 'house' },
];
const base: PeriodRecord = {
  id: 0,
  gameId: 1,
  gameCode: 'SL5D',
  gameName: 'State Lottery 5D',
  shape: '5d',
  issueNo: '',
  openAt: NOW,
  closeAt: NOW,
  drawAt: NOW,
  status: 2,
  statusName: 'drawing',
  result: null,
  resultSource: 'external',
  seedHash: null,
  seed: null,
  betCount: 3,
  bettorCount: 2,
  totalBet: 150_000,
  totalFee: 0,
  winningAmount: 0,
  killRate: 0,
  profitLossPct: 0,
  houseProfit: 0,
  drawError: null,
  settleError: null,
  drawnAt: null,
  settledAt: null,
};
const EXTERNAL_PERIOD: PeriodRecord = { ...base, id: 100, issueNo: '20261125001' };
const FAILED_PERIOD: PeriodRecord = {
  ...base,
  id: 200,
  gameId: 2,
  gameCode: 'WG1',
  gameName: 'Win Go 1 min',
  shape: 'wingo',
  issueNo: '20261125100010042',
  status: 5,
  statusName: 'not_drawn',
  resultSource: 'house',
  seedHash: 'ab'.repeat(32),
  drawError: 'seed missing',
  betCount: 4,
};
const ENTRIES = [
  {
    id: 7,
    game_id: 1,
    period_id: 100,
    issue_no: '20261125001',
    result: [3, 1, 4, 1, 5],
    source: 'Kerala gazette',
    reason: 'Official draw',
    status: 0,
    entered_at: NOW,
    approved_at: null,
    entered_by: 'alice',
    approved_by: null,
  },
  {
    id: 8,
    game_id: 1,
    period_id: 101,
    issue_no: '20261125002',
    result: [2, 7, 1, 8, 2],
    source: '',
    reason: 'Official draw',
    status: 0,
    entered_at: NOW,
    approved_at: null,
    entered_by: 'boss',
    approved_by: null,
  },
  {
    id: 9,
    game_id: 1,
    period_id: 99,
    issue_no: '20261124009',
    result: [0, 0, 7, 0, 0],
    source: '',
    reason: 'Official draw',
    status: 1,
    entered_at: NOW,
    approved_at: NOW,
    entered_by: 'alice',
    approved_by: 'boss',
  },
];
const REQUESTS = [
  {
    id: 5,
    periodId: 200,
    issueNo: FAILED_PERIOD.issueNo,
    gameName: 'Win Go 1 min',
    kind: 'draw',
    reason: 'RNG host restarted',
    status: 'pending_approval',
    rejectReason: null,
    maker: 'alice',
    checker: null,
    createdAt: NOW,
    reviewedAt: null,
  },
];

function setup(locale: 'zh' | 'en' = 'en') {
  const request = jest.fn(async (path: string, options?: { body?: Record<string, unknown>; idempotencyKey?: string }) => {
    const body = options?.body ?? {};
    if (path === 'chance-game/list') return { list: GAMES, total: GAMES.length };
    if (path === 'chance-period/list') {
      const rows = [EXTERNAL_PERIOD, FAILED_PERIOD].filter(
        (p) => p.status === body.status && (body.gameId === undefined || p.gameId === body.gameId),
      );
      return { list: rows, total: rows.length };
    }
    if (path === 'chance-external-result/list') {
      const rows = ENTRIES.filter((e) => body.status === undefined || e.status === body.status);
      return { list: rows, total: rows.length };
    }
    if (path === 'chance-period/supplementaryRequests') return { list: REQUESTS, total: REQUESTS.length };
    if (path === 'chance-period/runs')
      return {
        list: [
          {
            id: 1,
            kind: 'draw',
            success: 0,
            message: 'seed no longer matches its commitment',
            created_at: NOW,
            username: 'boss',
            request_id: 5,
          },
        ],
        total: 1,
      };
    if (path === 'chance-period/void') return { periodId: 100, refunded: 3, amount: 150_000 };
    if (path === 'chance-period/supplementaryApprove') return { periodId: 200, success: true, message: 'drawn and settled' };
    return { id: 1, periodId: 100 };
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
        <ManualLotteryScreen />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as { body: Record<string, unknown>; idempotencyKey?: string });
  return { request, calls };
}

describe('manualLottery screen', () => {
  it('enters an external result for a period awaiting one, refusing a malformed result first', async () => {
    const { calls } = setup();
    const periods = await screen.findByTestId('external-periods');
    expect(await within(periods).findByText('20261125001')).toBeInTheDocument();
    expect(calls('chance-period/list')[0].body).toMatchObject({ status: 2, gameId: 1 });
    fireEvent.click(within(periods).getByTestId('enter-100'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/State Lottery 5D 20261125001/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('enter-result-digits'), { target: { value: '1234' } });
    fireEvent.change(within(dialog).getByTestId('enter-result-reason'), { target: { value: 'Official draw' } });
    expect(await within(dialog).findByText('Enter five digits 0–9')).toBeInTheDocument();
    expect(within(dialog).getByTestId('enter-result-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('enter-result-digits'), { target: { value: '3 1 4 1 5' } });
    fireEvent.change(within(dialog).getByTestId('enter-result-source'), { target: { value: ' Kerala gazette ' } });
    await waitFor(() => expect(within(dialog).getByTestId('enter-result-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('enter-result-save'));
    await waitFor(() =>
      expect(calls('chance-external-result/enter').map((c) => c.body)).toEqual([
        { periodId: 100, result: [3, 1, 4, 1, 5], source: 'Kerala gazette', reason: 'Official draw' },
      ]),
    );
  });

  it('shows maker and checker; the maker sees their own entry waiting, another entry can be approved or rejected after confirmation', async () => {
    const { calls } = setup();
    const entries = await screen.findByTestId('external-results');
    const own = await within(entries).findByTestId('awaiting-other-8');
    expect(own).toHaveTextContent('Awaiting another approver');
    expect(own).toHaveAttribute('title', 'The maker cannot approve their own entry: another staff member must review it');
    expect(within(entries).queryByTestId('approve-result-8')).not.toBeInTheDocument();
    expect(within(entries).getByTestId('entry-state-7')).toHaveTextContent('Awaiting approval');

    fireEvent.click(within(entries).getByTestId('approve-result-7'));
    let dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Approve 3 1 4 1 5 as the result of State Lottery 5D 20261125001 \(entered by alice\)/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-external-result/approve')).toHaveLength(1));
    expect(calls('chance-external-result/approve')[0]).toMatchObject({ body: { id: 7 }, idempotencyKey: expect.any(String) });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(within(entries).getByTestId('reject-result-7'));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-external-result/reject').map((c) => c.body)).toEqual([{ id: 7 }]));
  });

  it('voids a period only with a reason, after a warning naming the refunds', async () => {
    const { calls } = setup();
    const periods = await screen.findByTestId('external-periods');
    fireEvent.click(await within(periods).findByTestId('void-100'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('void-warning')).toHaveTextContent('3 bet(s) totalling ₹1,500.00 are refunded in full');
    expect(within(dialog).getByTestId('void-save')).toBeDisabled();
    fireEvent.change(within(dialog).getByTestId('void-reason'), { target: { value: 'Official draw cancelled' } });
    await waitFor(() => expect(within(dialog).getByTestId('void-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('void-save'));
    await waitFor(() => expect(calls('chance-period/void')).toHaveLength(1));
    expect(calls('chance-period/void')[0]).toMatchObject({
      body: { periodId: 100, reason: 'Official draw cancelled' },
      idempotencyKey: expect.any(String),
    });
  });

  it('requests a supplementary draw for a failed house period, approves a request and shows its runs', async () => {
    const { calls } = setup();
    fireEvent.click(await screen.findByTestId('tab-supplementary'));
    const failed = await screen.findByTestId('failed-periods');
    expect(await within(failed).findByText('seed missing')).toBeInTheDocument();
    expect(within(failed).queryByTestId('enter-200')).not.toBeInTheDocument();
    fireEvent.click(within(failed).getByTestId('draw-200'));
    let dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByTestId('request-draw-reason'), { target: { value: 'RNG host restarted' } });
    await waitFor(() => expect(within(dialog).getByTestId('request-draw-save')).toBeEnabled());
    fireEvent.click(within(dialog).getByTestId('request-draw-save'));
    await waitFor(() =>
      expect(calls('chance-period/supplementaryDraw').map((c) => c.body)).toEqual([{ periodId: 200, reason: 'RNG host restarted' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const requests = screen.getByTestId('supplementary-requests');
    fireEvent.click(await within(requests).findByTestId('approve-run-5'));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Approve the Supplementary draw of Win Go 1 min/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() => expect(calls('chance-period/supplementaryApprove')).toHaveLength(1));
    expect(calls('chance-period/supplementaryApprove')[0]).toMatchObject({ body: { id: 5 }, idempotencyKey: expect.any(String) });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(within(requests).getByTestId('runs-5'));
    const runs = await screen.findByTestId('runs');
    expect(await within(runs).findByText('Failure')).toBeInTheDocument();
    expect(within(runs).getByText('seed no longer matches its commitment')).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    setup('zh');
    expect(await screen.findByTestId('tab-external')).toHaveTextContent('外部开奖录入');
    expect(await screen.findByText('开奖结果录入记录')).toBeInTheDocument();
    expect(await screen.findByTestId('awaiting-other-8')).toHaveAttribute('title', '录入人不能审核自己的录入，须由其他工作人员审核');
  });
});

describe('manual lottery rules', () => {
  it('parses a result by the game shape', () => {
    expect(parseResultText('5d', '3 1 4 1 5')).toEqual([3, 1, 4, 1, 5]);
    expect(parseResultText('5d', '3,1,4,1,5')).toEqual([3, 1, 4, 1, 5]);
    expect(parseResultText('5d', '3141')).toBeNull();
    expect(parseResultText('k3', '256')).toEqual([2, 5, 6]);
    expect(parseResultText('k3', '706')).toBeNull();
    expect(parseResultText('wingo', 'x')).toBeNull();
  });

  it('offers per period only what its state allows', () => {
    expect(periodActions(EXTERNAL_PERIOD)).toEqual(['enter', 'void']);
    expect(periodActions(FAILED_PERIOD)).toEqual(['draw', 'void']);
    expect(periodActions({ ...FAILED_PERIOD, settledAt: NOW })).toEqual([]);
    expect(periodActions({ ...FAILED_PERIOD, status: 2, statusName: 'drawing' })).toEqual([]);
    expect(periodActions({ ...FAILED_PERIOD, status: 3, statusName: 'drawn' })).toEqual(['settle']);
  });
});
