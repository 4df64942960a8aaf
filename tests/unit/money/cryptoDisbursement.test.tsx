import type { ReactNode } from 'react';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { DisbursementBatchList } from '../../../plugins/money/crypto/DisbursementBatchList';
import { DisbursementQueue } from '../../../plugins/money/crypto/DisbursementQueue';
import { DisbursementRecordList } from '../../../plugins/money/crypto/DisbursementRecordList';
import { cryptoMessages } from '../../../plugins/money/crypto/messages';
import moneyFrameEn from '../../../plugins/money/frame.en';
import moneyFrameZh from '../../../plugins/money/frame.zh';
import { usableChannels } from '../../../plugins/money/crypto/PayCryptoDialog';
import { formatRate, formatUsdt, usdtMicroOf } from '../../../plugins/money/crypto/usdt';
import { txHashError } from '../../../plugins/money/crypto/validation';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { mergeMessages } from '../../../src/plugin/registry';
import type { Role } from '../../../src/plugin/types';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = Date.UTC(2026, 10, 25, 6);
const QUEUE = [
  {
    id: 1,
    orderNo: 'W20261125AAA',
    username: 'rahul11',
    franchiseeId: 1,
    amount: 520_000,
    fee: 20_000,
    adminFee: 0,
    bonusDeduction: 0,
    netPayout: 500_000,
    chain: 'TRC20',
    walletAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    reviewedAt: T,
    createdAt: T,
  },
  {
    id: 2,
    orderNo: 'W20261125BBB',
    username: 'priya12',
    franchiseeId: 1,
    amount: 123_456,
    fee: 0,
    adminFee: 0,
    bonusDeduction: 0,
    netPayout: 123_456,
    chain: 'TRC20',
    walletAddress: 'TXYZ',
    reviewedAt: T,
    createdAt: T,
  },
];
const CHANNELS = [
  { id: 7, name: 'Mumbai USDT', franchiseeId: 1, cryptoNetwork: 'TRC20', walletAddress: 'TWALLET', rateX100: 8_650 },
  { id: 8, name: 'Delhi USDT', franchiseeId: 2, cryptoNetwork: 'TRC20', walletAddress: 'TOTHER', rateX100: 8_500 },
  { id: 9, name: 'ERC wallet', franchiseeId: null, cryptoNetwork: 'ERC20', walletAddress: '0xabc', rateX100: 8_700 },
];
const BATCHES = [
  {
    id: 3,
    batchNo: 'C20261125ABCDEF0123',
    channelName: 'Mumbai USDT',
    cryptoNetwork: 'TRC20',
    rateX100: 8_650,
    orderCount: 2,
    totalInr: 623_456,
    totalUsdtMicro: 72_076_946,
    txHash: '',
    remark: '',
    operator: 'admin',
    createdAt: T,
  },
];
const RECORDS = [
  {
    id: 4,
    orderNo: 'W20261125AAA',
    username: 'rahul11',
    amount: 520_000,
    inrAmount: 500_000,
    rateX100: 8_650,
    usdtMicro: 57_803_468,
    cryptoNetwork: 'TRC20',
    walletAddress: 'TQn9',
    batchNo: 'C20261125ABCDEF0123',
    txHash: 'abc12345',
    channelName: 'Mumbai USDT',
    operator: 'admin',
    createdAt: T,
  },
];

function setup(
  ui: ReactNode,
  { role = 'admin', locale = 'en', channels = CHANNELS }: { role?: Role; locale?: 'zh' | 'en'; channels?: typeof CHANNELS } = {},
) {
  const request = jest.fn(async (path: string, _options?: { body?: Record<string, unknown>; idempotencyKey?: string }) => {
    if (path === 'chance-crypto-disbursement/queue') return { list: QUEUE, total: QUEUE.length };
    if (path === 'chance-crypto-disbursement/channels') return { list: channels, total: channels.length };
    if (path === 'chance-crypto-disbursement/batch/list') return { list: BATCHES, total: 1 };
    if (path === 'chance-crypto-disbursement/record/list') return { list: RECORDS, total: 1 };
    if (path === 'chance-crypto-disbursement/pay')
      return { batchId: 3, batchNo: 'C1', rateX100: 8_650, count: 1, totalInr: 500_000, totalUsdtMicro: 57_803_468 };
    return null;
  });
  const dataProvider = createChanceDataProvider(money.resources, { request } as unknown as Http);
  const messages = buildMessages({
    zh: mergeMessages(mergeMessages(hostMessages.zh, moneyFrameZh), { money: cryptoMessages.zh }),
    en: mergeMessages(mergeMessages(hostMessages.en, moneyFrameEn), { money: cryptoMessages.en }),
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
    request.mock.calls.filter((c) => c[0] === path).map((c) => c[1] as { body: Record<string, unknown>; idempotencyKey?: string });
  return { calls };
}

describe('USDT arithmetic and rules', () => {
  it('converts paise at paise per USDT, rounding down to micro-USDT, as the server does', () => {
    expect(usdtMicroOf(500_000, 8_650)).toBe(57_803_468);
    expect(formatUsdt(57_803_468)).toBe('57.803468 USDT');
    expect(formatUsdt(123_456_789_000)).toBe('1,23,456.789000 USDT');
    expect(usdtMicroOf(100, 0)).toBe(0);
    expect(formatRate(8_650)).toBe('₹86.50 / USDT');
  });

  it('takes an optional transaction hash of 8-128 letters and digits', () => {
    expect(txHashError('')).toBeUndefined();
    expect(txHashError('abc12345')).toBeUndefined();
    expect(txHashError('abc')).toBe('money.crypto.v.txHash');
    expect(txHashError('0x12 34 56')).toBe('money.crypto.v.txHash');
  });

  it("offers only the orders' franchisee's own or platform channels on the orders' chain", () => {
    expect(usableChannels(CHANNELS, QUEUE).map((c) => c.id)).toEqual([7]);
    expect(usableChannels(CHANNELS, [{ ...QUEUE[0], chain: '' }]).map((c) => c.id)).toEqual([7, 9]);
  });
});

describe('crypto disbursement screens', () => {
  it("pays an approved withdrawal in USDT at the chosen channel's rate, with an idempotency key (en)", async () => {
    const { calls } = setup(<DisbursementQueue />);
    expect(await screen.findByText('W20261125AAA')).toBeInTheDocument();
    expect(screen.getByText('₹5,000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('crypto-pay-1'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('crypto-pay-rate')).toHaveTextContent('Current rate ₹86.50 / USDT (TRC20)'));
    expect(within(dialog).getByTestId('crypto-pay-total-usdt')).toHaveTextContent('57.803468 USDT');
    // Another franchisee's channel and an ERC20 one are not offered.
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Mumbai USDT · TRC20 · ₹86.50 / USDT']);
    fireEvent.click(screen.getByRole('option', { name: /Mumbai USDT/ }));
    fireEvent.click(within(dialog).getByTestId('crypto-pay-save'));
    await waitFor(() => expect(calls('chance-crypto-disbursement/pay')).toHaveLength(1));
    expect(calls('chance-crypto-disbursement/pay')[0]).toEqual(
      expect.objectContaining({
        body: { ids: [1], channelId: 7, rateX100: 8_650 },
        idempotencyKey: expect.any(String),
      }),
    );
  });

  it('refuses to pay when no channel can, saying what to set up', async () => {
    setup(<DisbursementQueue />, { channels: [CHANNELS[1]] });
    fireEvent.click(await screen.findByTestId('crypto-pay-2'));
    expect(await screen.findByTestId('crypto-pay-blocked')).toHaveTextContent(/turn on "For payouts"/);
    expect(screen.getByTestId('crypto-pay-save')).toBeDisabled();
  });

  it('labels the queue, the batches and the records in Chinese, with the rate and USDT amounts', async () => {
    setup(
      <>
        <DisbursementQueue />
        <DisbursementBatchList />
        <DisbursementRecordList />
      </>,
      { locale: 'zh' },
    );
    expect(await screen.findAllByText('收款地址')).not.toHaveLength(0);
    expect((await screen.findAllByText('批次号')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('₹86.50 / USDT')).length).toBe(2);
    expect(screen.getByText('72.076946 USDT')).toBeInTheDocument();
    expect(screen.getByText('57.803468 USDT')).toBeInTheDocument();
    expect(screen.getAllByText('虚拟币出款').length).toBeGreaterThan(0);
  });
});
