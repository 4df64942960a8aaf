import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import LotteryTransactionList from '../../../plugins/money/lottery/LotteryTransactionList';
import { lotteryTxMessages } from '../../../plugins/money/lottery/messages';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 5000 });

const T = Date.UTC(2026, 1, 10, 6, 0, 0);
const ROWS = [
  {
    id: 3,
    memberId: 7,
    username: 'm1',
    type: 'rebate',
    amount: 100,
    balanceBefore: 1_080_000,
    balanceAfter: 1_080_100,
    betNo: null,
    issueNo: null,
    gameName: 'Win Go 1Min',
    rebateDate: '2026-02-10',
    reference: 'rebate:7:2026-02-10:1',
    remark: '',
    createdAt: T + 86_400_000,
  },
  {
    id: 2,
    memberId: 7,
    username: 'm1',
    type: 'bet_payout',
    amount: 90_000,
    balanceBefore: 990_000,
    balanceAfter: 1_080_000,
    betNo: 'B0001',
    issueNo: '20260210100010360',
    gameName: 'Win Go 1Min',
    rebateDate: null,
    reference: 'payout:B0001',
    remark: '',
    createdAt: T + 60_000,
  },
  {
    id: 1,
    memberId: 7,
    username: 'm1',
    type: 'bet_stake',
    amount: -10_000,
    balanceBefore: 1_000_000,
    balanceAfter: 990_000,
    betNo: 'B0001',
    issueNo: '20260210100010360',
    gameName: 'Win Go 1Min',
    rebateDate: null,
    reference: 'bet:B0001',
    remark: '',
    createdAt: T,
  },
];

function setup(locale: 'zh' | 'en', list: typeof ROWS = ROWS) {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-lottery-transaction/list') return { list, total: list.length };
    if (path === 'chance-lottery-transaction/games') return { list: [{ id: 1, name: 'Win Go 1Min' }], total: 1 };
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: lotteryTxMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: lotteryTxMessages.en }),
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
  render(
    <MemoryRouter>
      <AdminContext
        i18nProvider={i18n}
        authProvider={fakeAuthProvider({ role: 'admin' })}
        dataProvider={dataProvider}
        store={memoryStore()}
        queryClient={new QueryClient()}
      >
        <LotteryTransactionList />
      </AdminContext>
    </MemoryRouter>,
  );
  const bodies = () =>
    request.mock.calls
      .filter((c) => c[0] === 'chance-lottery-transaction/list')
      .map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { bodies };
}

describe('lottery transactions screen', () => {
  it('shows each posting by its translated type, signed rupee amount and balances before and after (en)', async () => {
    setup('en');
    expect(await screen.findByText('Payout')).toBeInTheDocument();
    expect(screen.getByText('Bet')).toBeInTheDocument();
    expect(screen.getByText('Rebate')).toBeInTheDocument();
    expect(screen.getByText('-₹100.00')).toBeInTheDocument();
    expect(screen.getAllByText('₹9,900.00').length).toBe(2); // after the stake, before the payout
    expect(screen.getByText('₹10,801.00')).toBeInTheDocument();
    expect(screen.getAllByText(/B0001/).length).toBe(2);
    expect(screen.getByText('2026-02-10')).toBeInTheDocument();
    expect(screen.queryByText('bet_stake')).toBeNull();
  });

  it('labels in Chinese', async () => {
    setup('zh');
    expect(await screen.findByText('派彩')).toBeInTheDocument();
    expect(screen.getByText('投注')).toBeInTheDocument();
    expect(screen.getByText('变动前余额')).toBeInTheDocument();
  });

  it('sends an amount bound typed in rupees as paise and refuses text that is not an amount', async () => {
    const { bodies } = setup('en');
    await screen.findByText('Payout');
    fireEvent.click(screen.getByRole('button', { name: /add filter/i }));
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Min amount' }));
    const input = await screen.findByTestId('filter-minAmount');
    fireEvent.change(input, { target: { value: '1,250.5' } });
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ minAmount: 125_050 }));
    expect(input).toHaveValue('1,250.5');
    fireEvent.change(input, { target: { value: '12.345' } });
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument();
    await waitFor(() => expect(bodies().at(-1)?.minAmount).toBeUndefined());
  });

  it('an empty result keeps the filters and says there is nothing', async () => {
    setup('en', []);
    await waitFor(() => expect(document.body.textContent).toMatch(/No (results|.*found)/));
    expect(screen.getByLabelText('Member')).toBeInTheDocument();
  });
});
