import { formatPaise, parseRupeesToPaise } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { channelContracts } from '../shared/channelContract';

/*
 * The channel form's values (rupee amounts as typed text) to and from the save payload of
 * chance-payment-channel/save, and its validators. Pure, so the unit tests cover it.
 */

export type ChannelKind = 'bank' | 'upi' | 'qr' | 'gateway' | 'crypto' | 'auto_payout';

/** A channel as chance-payment-channel/list answers it (secrets already masked). */
export type ChannelRecord = AnswerOf<typeof channelContracts.list>['list'][number];

const TEXT_FIELDS = [
  'name',
  'bankName',
  'branch',
  'payeeName',
  'payeeAccount',
  'ifsc',
  'gatewayType',
  'merchantId',
  'paymentCode',
  'domain',
  'gatewayUrl',
  'notifyUrl',
  'returnUrl',
  'md5Key',
  'privateKey',
  'publicKey',
  'cryptoNetwork',
  'walletAddress',
  'qrImageUrl',
  'paymentMethod',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type ChannelValues = Record<TextField, string> & {
  kind: ChannelKind;
  minAmount: string;
  maxAmount: string;
  dailyLimit: string;
  exchangeRate: string;
  quickAmounts: string;
  param1: string;
  param2: string;
  param3: string;
  sort: string;
  forDeposit: boolean;
  forWithdraw: boolean;
  integerOnly: boolean;
};

/** Which fields a kind's form shows (beyond name, limits and sort). */
export const KIND_FIELDS: Record<ChannelKind, readonly (keyof ChannelValues)[]> = {
  bank: ['bankName', 'branch', 'payeeName', 'payeeAccount', 'ifsc'],
  upi: ['payeeName', 'payeeAccount'],
  qr: ['qrImageUrl', 'paymentMethod', 'payeeName', 'integerOnly'],
  gateway: [
    'gatewayType',
    'merchantId',
    'paymentCode',
    'domain',
    'gatewayUrl',
    'notifyUrl',
    'returnUrl',
    'quickAmounts',
    'param1',
    'param2',
    'param3',
    'md5Key',
    'privateKey',
    'publicKey',
  ],
  crypto: ['cryptoNetwork', 'walletAddress', 'exchangeRate'],
  auto_payout: ['gatewayType', 'merchantId', 'domain', 'gatewayUrl', 'md5Key', 'privateKey', 'publicKey'],
};

/** QR payment methods offered (stored as these codes, shown translated). */
export const PAYMENT_METHODS = ['UPI', 'PAYTM', 'PHONEPE', 'GPAY', 'BANK'] as const;

/** Kinds that take deposits; automatic payout only pays out. */
const DEPOSIT_KINDS: readonly ChannelKind[] = ['bank', 'upi', 'qr', 'gateway', 'crypto'];

const rupees = (paise: number | undefined) => (paise ? formatPaise(paise, { symbol: false }) : '');
const paramText = (p: ChannelRecord['params'][number] | undefined) => (p === undefined ? '' : typeof p === 'string' ? p : p.value);

export function valuesOf(kind: ChannelKind, record?: ChannelRecord): ChannelValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, record?.[f] ?? ''])) as Record<TextField, string>;
  return {
    ...text,
    kind,
    paymentMethod: record?.paymentMethod || (kind === 'qr' ? 'UPI' : ''),
    minAmount: rupees(record?.minAmount),
    maxAmount: rupees(record?.maxAmount),
    dailyLimit: rupees(record?.dailyLimit),
    exchangeRate: record?.exchangeRateX100 ? (record.exchangeRateX100 / 100).toFixed(2) : '',
    quickAmounts: record?.quickAmounts ?? '',
    param1: paramText(record?.params?.[0]),
    param2: paramText(record?.params?.[1]),
    param3: paramText(record?.params?.[2]),
    sort: String(record?.sort ?? 0),
    forDeposit: record ? record.forDeposit === 1 : DEPOSIT_KINDS.includes(kind),
    forWithdraw: record ? record.forWithdraw === 1 : kind === 'auto_payout',
    integerOnly: record?.integerOnly === 1,
  };
}

const amountOrZero = (text: string) => (text.trim() === '' ? 0 : parseRupeesToPaise(text));

/**
 * The save body: only the fields of the kind, amounts in paise, masked keys sent back as shown
 * (the server keeps them). A reserved param stored as a secret stays one (sent as { value, secret }).
 */
export function payloadOf(values: ChannelValues, record?: ChannelRecord): Record<string, unknown> {
  const id = record?.id;
  const shown = new Set<keyof ChannelValues>(KIND_FIELDS[values.kind]);
  const body: Record<string, unknown> = {
    ...(id ? { id } : {}),
    kind: values.kind,
    name: values.name.trim(),
    minAmount: amountOrZero(values.minAmount),
    maxAmount: amountOrZero(values.maxAmount),
    dailyLimit: amountOrZero(values.dailyLimit),
    sort: Number(values.sort || 0),
    forDeposit: values.forDeposit ? 1 : 0,
    forWithdraw: values.forWithdraw ? 1 : 0,
  };
  // The picture input holds null once its image is removed.
  for (const f of TEXT_FIELDS) if (shown.has(f)) body[f] = (values[f] ?? '').trim();
  if (shown.has('integerOnly')) body.integerOnly = values.integerOnly ? 1 : 0;
  if (shown.has('exchangeRate'))
    body.exchangeRateX100 = values.exchangeRate.trim() === '' ? 0 : Math.round(Number(values.exchangeRate) * 100);
  if (shown.has('quickAmounts')) body.quickAmounts = values.quickAmounts.replace(/\s+/g, '');
  if (shown.has('param1')) {
    body.params = [values.param1, values.param2, values.param3].map((p, i) => {
      const stored = record?.params?.[i];
      return stored !== undefined && typeof stored !== 'string' ? { value: p.trim(), secret: true } : p.trim();
    });
  }
  return body;
}

export const amountError = (value?: string | null) =>
  (value ?? '').trim() === '' || amountOrZero(value ?? '') !== null ? undefined : 'money.payment.v.amount';
export const quickAmountsError = (value?: string | null) =>
  (value ?? '').replace(/\s+/g, '') === '' || /^\d+(,\d+)*$/.test((value ?? '').replace(/\s+/g, ''))
    ? undefined
    : 'money.payment.v.quickAmounts';
export const rateError = (value?: string | null) =>
  (value ?? '').trim() === '' || /^(?!0+(\.0+)?$)\d{1,6}(\.\d{1,2})?$/.test((value ?? '').trim()) ? undefined : 'money.payment.v.rate';
export const urlError = (value?: string | null) =>
  (value ?? '').trim() === '' || /^https?:\/\/\S+$/.test((value ?? '').trim()) ? undefined : 'money.payment.v.url';
export const sortError = (value?: string | null) =>
  /^\d{1,7}$/.test((value ?? '').trim()) && Number(value) <= 1_000_000 ? undefined : 'money.payment.v.sort';

/** Form-level: single max must not be below single min (0 = no max). */
export function limitsError(values: Partial<ChannelValues>): Record<string, string> {
  const min = amountOrZero(values.minAmount ?? '');
  const max = amountOrZero(values.maxAmount ?? '');
  return min !== null && max !== null && max !== 0 && max < min ? { maxAmount: 'money.payment.v.maxBelowMin' } : {};
}
