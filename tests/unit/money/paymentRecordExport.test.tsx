import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import moneyFrameEn from '../../../plugins/money/frame.en';
import moneyFrameZh from '../../../plugins/money/frame.zh';
import { paymentMessages } from '../../../plugins/money/payment/messages';
import { DepositRecordList, PayoutRecordList } from '../../../plugins/money/payment/RecordList';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';
import { ApiError } from '../../../dataProvider/http';
import { EXPORT_ROW_CAP } from '../../../shared/exportLimits';

/*
 * Payment-record export (issue 12): the record screens download the filtered rows as xlsx with the
 * visible columns in their order, under the screen's translated name; a failed export is only
 * logged (spec §8) — no error toast from the request, nothing downloaded.
 */

configure({ asyncUtilTimeout: 5000 });

const DEPOSIT = {
  id: 1,
  orderNo: 'D001',
  username: 'rahul11',
  amount: 123_400,
  bonus: 0,
  status: 2,
  utr: 'UTR1',
  payerName: 'Rahul',
  channelName: 'SBI',
  reviewedAt: 0,
  createdAt: 0,
};
const PAYOUT = {
  id: 2,
  orderNo: 'W001',
  username: 'rahul11',
  amount: 50_000,
  fee: 500,
  netPayout: 49_500,
  stage: 'paid',
  payoutTxnId: 'TX1',
  channelName: 'Auto',
  paidAt: 0,
  createdAt: 0,
};

function setup(screenOf: 'deposit' | 'payout', { fail = false, busy = false, total = 1 } = {}) {
  const request = jest.fn(async (path: string, options?: { body?: unknown; responseType?: string }) => {
    if (path.endsWith('/export')) {
      if (fail) throw new Error('network down');
      if (busy) throw new ApiError('You already have an export running: wait for its file, then export again', 'A0429', 429, false);
      expect(options?.responseType).toBe('blob');
      return { blob: new Blob(['x']), filename: 'server.xlsx' };
    }
    if (path === 'chance-payment-channel/record/bank') return { list: [DEPOSIT], total, totalCapped: false };
    if (path === 'chance-payment-channel/record/autoPayout') return { list: [PAYOUT], total: 1, totalCapped: false };
    return null;
  });
  const download = jest.fn();
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http, { download });
  const messages = buildMessages({
    // The export is named after the screen's menu title, one of the frame's texts.
    zh: mergeMessages(hostMessages.zh, mergeMessages(moneyFrameZh, { money: paymentMessages.zh })),
    en: mergeMessages(hostMessages.en, mergeMessages(moneyFrameEn, { money: paymentMessages.en })),
  });
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
        {screenOf === 'deposit' ? (
          <DepositRecordList resource="bankDepositRecord" leaf="bank_deposit_record" />
        ) : (
          <PayoutRecordList resource="autoPayoutRecord" leaf="automatic_withdrawal_record" />
        )}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { calls, download };
}

describe('payment record export', () => {
  it('downloads the filtered bank deposits with the visible columns in order, named after the screen', async () => {
    const { calls, download } = setup('deposit');
    expect(await screen.findByText('D001')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(calls('chance-payment-channel/record/bank/export')).toHaveLength(1));
    expect(calls('chance-payment-channel/record/bank/export')[0]).toMatchObject({
      fields: ['orderNo', 'username', 'amount', 'channelName', 'payerName', 'utr', 'status', 'createdAt'],
      sortField: 'created_at',
      sortOrder: 'DESC',
    });
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.any(Blob), 'Bank deposit records.xlsx'));
  });

  it('exports the automatic payout records too', async () => {
    const { calls, download } = setup('payout');
    expect(await screen.findByText('W001')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(calls('chance-payment-channel/record/autoPayout/export')).toHaveLength(1));
    expect(calls('chance-payment-channel/record/autoPayout/export')[0]).toMatchObject({
      fields: ['orderNo', 'username', 'amount', 'fee', 'netPayout', 'channelName', 'payoutTxnId', 'stage', 'paidAt'],
    });
    await waitFor(() => expect(download).toHaveBeenCalledWith(expect.any(Blob), 'Automatic payout records.xlsx'));
  });

  it('only logs a failed export: nothing downloaded', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls, download } = setup('deposit', { fail: true });
    expect(await screen.findByText('D001')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(calls('chance-payment-channel/record/bank/export')).toHaveLength(1));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Export of "bankDepositRecord" failed', expect.any(Error)));
    expect(download).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('states the rows a file holds on the button, and says so on it when the list is longer', async () => {
    setup('deposit', { total: EXPORT_ROW_CAP + 1 });
    expect(await screen.findByText('D001')).toBeInTheDocument();
    const button = screen.getByTestId('export-button');
    expect(button).toHaveAttribute('title', 'One export file holds at most 50,000 rows (the first 50,000 in list order)');
    expect(button).toHaveTextContent('(first 50,000 rows)');
  });

  it('shows the server’s refusal when an export of the caller’s is still running, and downloads nothing', async () => {
    const { download } = setup('deposit', { busy: true });
    expect(await screen.findByText('D001')).toBeInTheDocument();
    expect(screen.getByTestId('export-button')).not.toHaveTextContent('rows)');
    fireEvent.click(screen.getByTestId('export-button'));
    expect(await screen.findByText('You already have an export running: wait for its file, then export again')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });
});
