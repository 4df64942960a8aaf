import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import moneyFrameEn from '../../../plugins/money/frame.en';
import moneyFrameZh from '../../../plugins/money/frame.zh';
import moneyEn from '../../../plugins/money/messages.en';
import moneyZh from '../../../plugins/money/messages.zh';
import WithdrawalOrderList from '../../../plugins/money/orders/WithdrawalOrderList';
import { WITHDRAWAL_COLUMNS, WITHDRAWAL_WORDS } from '../../../plugins/money/server/withdrawalExportRoutes';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

/*
 * Issue 39 item 9: the withdrawal review list (提款审核) had no export. It exports the visible
 * columns in the order shown, and the server writes them under the list's headers and in its words.
 */

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const ORDER = {
  id: 41,
  orderNo: 'W20261201AAA',
  memberId: 9,
  username: 'rahul11',
  amount: 6_000_000,
  fee: 0,
  adminFee: 0,
  bonusDeduction: 0,
  netPayout: 6_000_000,
  status: 1,
  stage: 'submitted',
  isFirst: 0,
  needsSecondReview: 1,
  firstReviewerId: null,
  secondReviewerId: null,
  destination: '{"type":"UPI","vpa":"rahul@okaxis","holder":"Rahul"}',
  rejectReason: null,
  remark: '',
  paidAt: null,
  payoutTxnId: '',
  reviewedAt: null,
  createdAt: 0,
};

// The export is named after the screen's menu title, one of the frame's texts.
const messages = buildMessages({
  zh: mergeMessages(hostMessages.zh, mergeMessages(moneyFrameZh, moneyZh)),
  en: mergeMessages(hostMessages.en, mergeMessages(moneyFrameEn, moneyEn)),
});
/** money.x.y of a language's catalogue. */
const text = (lang: 'zh' | 'en', key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages[lang]);

/** The list's label of each exported column (WithdrawalOrderList's DataTable.Col labels). */
const LIST_LABELS: Record<string, string> = {
  orderNo: 'money.orders.col.orderNo',
  username: 'money.orders.col.username',
  isFirst: 'money.orders.col.isFirstWithdrawal',
  amount: 'money.orders.col.amount',
  fee: 'money.orders.col.fee',
  bonusDeduction: 'money.orders.col.bonusDeduction',
  adminFee: 'money.orders.col.adminFee',
  netPayout: 'money.orders.col.netPayout',
  destination: 'money.orders.col.destination',
  created_at: 'money.orders.col.createdAt',
  stage: 'money.orders.col.status',
  rejectReason: 'money.orders.col.rejectReason',
};

function setup() {
  const request = jest.fn(async (path: string, options?: { body?: { withTotals?: boolean } }) => {
    if (path === 'chance-withdrawal-order/export') return { blob: new Blob(['x']), filename: 'server.xlsx' };
    if (path === 'chance-withdrawal-order/list' && options?.body?.withTotals)
      return { list: [ORDER], total: 1, totals: { amount: ORDER.amount, netPayout: ORDER.netPayout } };
    if (path === 'chance-withdrawal-order/list') return { list: [ORDER], total: 1, totalCapped: false };
    return null;
  });
  const download = jest.fn();
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http, { download });
  const i18n = polyglotI18nProvider(
    (l) => messages[l as 'zh' | 'en'],
    'en',
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
        <WithdrawalOrderList />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as unknown as { body: Record<string, unknown> }).body);
  return { calls, download };
}

describe('withdrawal review export', () => {
  it('downloads the filtered orders with the visible columns in order, named after the screen', async () => {
    const { calls, download } = setup();
    expect(await screen.findByText('W20261201AAA')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(calls('chance-withdrawal-order/export')).toHaveLength(1));
    expect(calls('chance-withdrawal-order/export')[0]).toMatchObject({
      status: 1,
      fields: ['orderNo', 'username', 'amount', 'netPayout', 'destination', 'created_at', 'stage'],
      sortField: 'created_at',
      sortOrder: 'DESC',
    });
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.any(Blob), 'Withdrawals.xlsx'));
  });

  it('heads each exported column as the list does, and writes its chips in the list words, in zh and en', () => {
    expect(WITHDRAWAL_COLUMNS.map((c) => c.key)).toEqual(Object.keys(LIST_LABELS));
    for (const lang of ['zh', 'en'] as const) {
      for (const column of WITHDRAWAL_COLUMNS)
        expect([lang, column.key, column[lang]]).toEqual([lang, column.key, text(lang, LIST_LABELS[column.key])]);
      expect(WITHDRAWAL_WORDS[lang].stage).toEqual(text(lang, 'money.orders.stage'));
      expect(WITHDRAWAL_WORDS[lang].twoReviewers).toBe(text(lang, 'money.orders.twoReviewers'));
      expect(WITHDRAWAL_WORDS[lang].first).toBe(text(lang, 'money.orders.first'));
    }
  });
});
