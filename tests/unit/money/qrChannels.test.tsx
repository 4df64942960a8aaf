import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createChanceDataProvider } from '../../../dataProvider/chanceDataProvider';
import type { Http } from '../../../dataProvider/http';
import money from '../../../plugins/money';
import { paymentMessages } from '../../../plugins/money/payment/messages';
import { QrChannels } from '../../../plugins/money/payment/paymentScreens';
import { buildMessages } from '../../../src/i18n/i18nProvider';
import { hostMessages } from '../../../src/layout/messages';
import { HttpProvider } from '../../../src/plugin/HttpContext';
import { mergeMessages } from '../../../src/plugin/registry';
import { fakeAuthProvider } from '../fixtures/fakes';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const PICTURE = '/chance-upload/image/0123456789abcdef0123456789abcdef.png';
const QR = {
  id: 4,
  kind: 'qr',
  name: 'Mumbai QR',
  status: 0,
  sort: 4,
  forDeposit: 1,
  forWithdraw: 0,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  dailyLimit: 0,
  bankName: '',
  branch: '',
  payeeName: 'R Sharma',
  payeeAccount: '',
  ifsc: '',
  gatewayType: '',
  merchantId: '',
  paymentCode: '',
  domain: '',
  gatewayUrl: '',
  notifyUrl: '',
  returnUrl: '',
  quickAmounts: '',
  params: [],
  md5Key: '',
  privateKey: '',
  publicKey: '',
  cryptoNetwork: '',
  walletAddress: '',
  exchangeRateX100: 0,
  qrImageUrl: PICTURE,
  paymentMethod: 'PHONEPE',
  integerOnly: 1,
  updatedAt: Date.UTC(2026, 10, 25),
};

function setup(locale: 'zh' | 'en') {
  const request = jest.fn(async (path: string, _options?: { body?: unknown }) => {
    if (path === 'chance-payment-channel/list') return { list: [QR], total: 1 };
    if (path === 'chance-payment-channel/stats') return [{ channelId: 4, count: 3, amount: 150_000, todayCount: 1, todayAmount: 50_000 }];
    if (path === 'chance-upload/image') return { url: PICTURE, name: 'x.png', contentType: 'image/png', width: 64, height: 64, size: 900 };
    if (path === 'chance-payment-channel/save') return { ...QR, id: 5 };
    return null;
  });
  const http = { request } as unknown as Http;
  const dataProvider = createChanceDataProvider(money.resources, http);
  const messages = buildMessages({
    zh: mergeMessages(hostMessages.zh, { money: paymentMessages.zh }),
    en: mergeMessages(hostMessages.en, { money: paymentMessages.en }),
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
      <HttpProvider http={http}>
        <AdminContext
          i18nProvider={i18n}
          authProvider={fakeAuthProvider({ role: 'admin' })}
          dataProvider={dataProvider}
          store={memoryStore()}
          queryClient={new QueryClient()}
        >
          <QrChannels />
        </AdminContext>
      </HttpProvider>
    </MemoryRouter>,
  );
  const calls = (path: string) =>
    request.mock.calls.filter((c) => c[0] === path).map((c) => (c[1] as { body: Record<string, unknown> }).body);
  return { calls };
}

describe('qrCode_deposit screen', () => {
  it('lists QR channels with their picture, translated payment method and figures (en)', async () => {
    const { calls } = setup('en');
    const img = await screen.findByTestId('channel-qr-4');
    expect(img.getAttribute('src')).toContain(PICTURE);
    expect(screen.getByText('PhonePe')).toBeInTheDocument();
    // The cardholder and the whole-rupee flag start behind the column chooser (the list fits 1440 px).
    expect(screen.queryByText('R Sharma')).toBeNull();
    expect(screen.queryByText('Yes')).toBeNull();
    await waitFor(() => expect(screen.getByText('₹1,500.00')).toBeInTheDocument());
    expect(calls('chance-payment-channel/list')[0]).toMatchObject({ kind: 'qr' });
    expect(calls('chance-payment-channel/stats')[0]).toEqual({ kind: 'qr' });
  });

  it('asks for the picture before saving a new QR channel, then saves what was uploaded (zh)', async () => {
    const { calls } = setup('zh');
    await screen.findByTestId('channel-qr-4');
    fireEvent.click(screen.getByTestId('channel-add'));
    const dialog = await screen.findByTestId('channel-dialog');
    expect(within(dialog).getByText('二维码图片')).toBeInTheDocument();
    expect(within(dialog).getByText('持卡人')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByTestId('channel-name'), { target: { value: '柜台二维码' } });
    fireEvent.change(within(dialog).getByTestId('channel-payeeName'), { target: { value: 'R Sharma' } });
    // Images only: a PDF never reaches the server.
    const picker = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(picker, { target: { files: [new File(['%PDF'], 'qr.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByText('只能上传图片')).toBeInTheDocument();
    expect(calls('chance-upload/image')).toHaveLength(0);
    fireEvent.change(picker, {
      target: { files: [new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'qr.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(calls('chance-upload/image')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('channel-save')).toBeEnabled());
    fireEvent.click(screen.getByTestId('channel-save'));
    await waitFor(() => expect(calls('chance-payment-channel/save')).toHaveLength(1));
    expect(calls('chance-payment-channel/save')[0]).toMatchObject({
      kind: 'qr',
      name: '柜台二维码',
      qrImageUrl: PICTURE,
      paymentMethod: 'UPI',
      payeeName: 'R Sharma',
      integerOnly: 0,
    });
  });
});
