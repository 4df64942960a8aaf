import {
  amountError,
  limitsError,
  payloadOf,
  quickAmountsError,
  rateError,
  urlError,
  valuesOf,
  type ChannelRecord,
} from '../../../plugins/money/payment/channelForm';
import {
  parseHundredths,
  payloadOf as discountPayload,
  rateError as discountRate,
  tierError,
  valuesOf as discountValues,
} from '../../../plugins/money/discount/discountForm';

describe('channel form', () => {
  const gateway = {
    id: 7,
    kind: 'gateway',
    name: 'FastPay',
    franchiseeId: null,
    status: 0,
    sort: 2,
    subName: '',
    code: '',
    feeBps: 0,
    province: '',
    city: '',
    forDeposit: 1,
    forWithdraw: 0,
    minAmount: 10_000,
    maxAmount: 5_000_000,
    dailyLimit: 0,
    bankName: '',
    branch: '',
    payeeName: '',
    payeeAccount: '',
    ifsc: '',
    gatewayType: 'fast',
    merchantId: 'M-1',
    paymentCode: 'UPI',
    domain: 'pay.example',
    gatewayUrl: 'https://pay.example/api',
    notifyUrl: '',
    returnUrl: '',
    quickAmounts: '500,1000',
    params: ['a', { value: '****cret', secret: true }],
    md5Key: '****3456',
    privateKey: '',
    publicKey: '',
    cryptoNetwork: '',
    walletAddress: '',
    exchangeRateX100: 0,
    qrImageUrl: '',
    paymentMethod: '',
    integerOnly: 0,
    createdAt: 0,
    updatedAt: 0,
  } satisfies ChannelRecord;

  it("round-trips a gateway: rupees to paise, masked keys and secret params sent back as shown, only the kind's fields", () => {
    const values = valuesOf('gateway', gateway);
    expect(values).toMatchObject({
      minAmount: '100.00',
      maxAmount: '50,000.00',
      dailyLimit: '',
      param2: '****cret',
      forDeposit: true,
      forWithdraw: false,
    });
    const body = payloadOf(values, gateway);
    expect(body).toMatchObject({
      id: 7,
      kind: 'gateway',
      minAmount: 10_000,
      maxAmount: 5_000_000,
      dailyLimit: 0,
      md5Key: '****3456',
      params: ['a', { value: '****cret', secret: true }, ''],
      quickAmounts: '500,1000',
    });
    expect(body).not.toHaveProperty('walletAddress');
    expect(body).not.toHaveProperty('exchangeRateX100');
  });

  it('sends a crypto rate in hundredths and defaults a new payout channel to payouts only', () => {
    expect(payloadOf({ ...valuesOf('crypto'), name: 'USDT', walletAddress: 'T9', exchangeRate: '88.45' })).toMatchObject({
      kind: 'crypto',
      exchangeRateX100: 8845,
      walletAddress: 'T9',
      forDeposit: 1,
    });
    expect(valuesOf('auto_payout')).toMatchObject({ forDeposit: false, forWithdraw: true });
  });

  it("sends a QR channel's picture, payment method, cardholder and whole-rupee flag, and nothing of other kinds", () => {
    const values = valuesOf('qr');
    expect(values).toMatchObject({ paymentMethod: 'UPI', integerOnly: false, forDeposit: true });
    const body = payloadOf({
      ...values,
      name: 'QR desk',
      qrImageUrl: '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
      payeeName: 'R Sharma',
      integerOnly: true,
      dailyLimit: '50,000',
    });
    expect(body).toMatchObject({
      kind: 'qr',
      qrImageUrl: '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
      paymentMethod: 'UPI',
      payeeName: 'R Sharma',
      integerOnly: 1,
      dailyLimit: 5_000_000,
    });
    expect(body).not.toHaveProperty('walletAddress');
    expect(body).not.toHaveProperty('payeeAccount');
    // A removed picture (the input holds null) is sent as empty, not as a crash.
    expect(payloadOf({ ...values, name: 'QR', qrImageUrl: null as unknown as string })).toMatchObject({ qrImageUrl: '' });
    expect(
      valuesOf('qr', { ...gateway, kind: 'qr', paymentMethod: 'PAYTM', integerOnly: 1, qrImageUrl: '/chance-upload/image/x.png' }),
    ).toMatchObject({ paymentMethod: 'PAYTM', integerOnly: true, qrImageUrl: '/chance-upload/image/x.png' });
  });

  it('validates amounts, limits, quick amounts, rates and URLs', () => {
    expect(amountError('12.345')).toBe('money.payment.v.amount');
    expect(amountError('1,200.50')).toBeUndefined();
    expect(limitsError({ minAmount: '500', maxAmount: '100' })).toEqual({ maxAmount: 'money.payment.v.maxBelowMin' });
    expect(limitsError({ minAmount: '500', maxAmount: '' })).toEqual({});
    expect(quickAmountsError('500, 1000')).toBeUndefined();
    expect(quickAmountsError('500;1000')).toBe('money.payment.v.quickAmounts');
    expect(rateError('0')).toBe('money.payment.v.rate');
    expect(rateError('88.456')).toBe('money.payment.v.rate');
    expect(rateError('88.45')).toBeUndefined();
    expect(urlError('ftp://x')).toBe('money.payment.v.url');
  });
});

describe('recharge discount form', () => {
  it('parses percentages and multiples exactly and round-trips a rule', () => {
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('0.07')).toBe(7);
    expect(parseHundredths('1.005')).toBeNull();
    const rule = {
      id: 3,
      franchiseeId: null,
      name: 'First',
      kind: 'first' as const,
      minAmount: 10_000,
      maxAmount: 0,
      rateBps: 1_000,
      cap: 100_000,
      turnoverMultipleX100: 300,
      sort: 0,
      status: 0,
      createdAt: 0,
      updatedAt: 0,
    };
    expect(discountPayload(discountValues(rule), 3)).toEqual({
      id: 3,
      name: 'First',
      kind: 'first',
      minAmount: 10_000,
      maxAmount: 0,
      rateBps: 1_000,
      cap: 100_000,
      turnoverMultipleX100: 300,
      sort: 0,
    });
    expect(discountRate('0')).toBe('money.discount.v.rate');
    expect(discountRate('100.01')).toBe('money.discount.v.rate');
    expect(tierError({ minAmount: '1000', maxAmount: '10' })).toEqual({ maxAmount: 'money.discount.v.maxBelowMin' });
  });
});
