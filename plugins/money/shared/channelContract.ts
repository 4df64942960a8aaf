import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, intIn, listFields, optionalId, optionalInt, paiseIn } from '../../../shared/fields';
import { IMAGE_URL_PREFIX, STORED_NAME } from '../../../shared/uploadNames';

/*
 * Payment channels (money_management › payment_management): bank / UPI accounts, QR codes,
 * gateways, virtual-currency wallets and automatic payout. What channelRoutes.ts serves and the
 * console's paymentCalls.ts calls. Secrets are only ever answered masked ('****' and the last four
 * characters). Paise, fees in basis points, rates ×100, epoch ms.
 */

export const CHANNEL_KINDS = ['bank', 'upi', 'qr', 'gateway', 'crypto', 'auto_payout'] as const;
const kind = z.enum(CHANNEL_KINDS);

// Where a stored image is fetched from and the names the store gives (the store reads them there too).
export { IMAGE_URL_PREFIX, STORED_NAME };

const text = (max: number) => z.preprocess(blank, z.string().trim().max(max).optional());
const money = z.preprocess(blank, paiseIn(0).optional());
const flag = z.preprocess(blank, intIn(0, 1).optional());

// A QR picture is an image stored through chance-upload/image (content-checked there), or an https address kept from before.
const qrImage = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => (v.startsWith(IMAGE_URL_PREFIX) && STORED_NAME.test(v.slice(IMAGE_URL_PREFIX.length))) || /^https:\/\/\S+$/.test(v), {
      error: 'v.qrImage',
    })
    .optional(),
);
const PAYMENT_METHODS = ['UPI', 'PAYTM', 'PHONEPE', 'GPAY', 'BANK'] as const;

const channelBody = z
  .object({
    id: optionalId,
    kind,
    name: z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(100),
    franchiseeId: optionalId,
    subName: text(100),
    code: text(50),
    forDeposit: flag,
    forWithdraw: flag,
    minAmount: money,
    maxAmount: money,
    dailyLimit: money,
    feeBps: optionalInt(0, 10_000),
    bankName: text(100),
    branch: text(100),
    province: text(50),
    city: text(50),
    payeeName: text(100),
    payeeAccount: text(64),
    ifsc: text(20),
    qrImageUrl: qrImage,
    paymentMethod: z.preprocess(blank, z.enum(PAYMENT_METHODS).optional()),
    integerOnly: flag,
    gatewayType: text(50),
    merchantId: text(100),
    paymentCode: text(100),
    domain: text(255),
    gatewayUrl: text(500),
    notifyUrl: text(500),
    returnUrl: text(500),
    quickAmounts: z.preprocess(
      blank,
      z
        .string()
        .trim()
        .regex(/^\d+(,\d+)*$/)
        .max(255)
        .optional(),
    ),
    // A param is plain text, or { value, secret: true } to be sealed like the keys (never stored or logged in clear).
    params: z.preprocess(
      blank,
      z
        .array(z.union([z.string().max(255), z.object({ value: z.string().max(255), secret: z.boolean() })]))
        .max(3)
        .optional(),
    ),
    md5Key: text(4_000),
    privateKey: text(8_000),
    publicKey: text(8_000),
    cryptoNetwork: text(20),
    walletAddress: text(128),
    exchangeRateX100: optionalInt(0, 100_000_000),
    sort: optionalInt(0, 1_000_000),
  })
  .refine((b) => b.kind !== 'qr' || b.id !== undefined || b.qrImageUrl !== undefined, { path: ['qrImageUrl'], error: 'v.required' })
  .refine((b) => b.maxAmount === undefined || b.maxAmount === 0 || (b.minAmount ?? 0) <= b.maxAmount, {
    path: ['maxAmount'],
    message: 'must be at least minAmount',
  });

/** A channel as answered: every column but the sealed secrets, which come masked. */
const channel = z.object({
  id: z.number(),
  kind,
  name: z.string(),
  franchiseeId: z.number().nullable(),
  /** 0 enabled, 1 disabled. */
  status: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  subName: z.string(),
  code: z.string(),
  forDeposit: z.number(),
  forWithdraw: z.number(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyLimit: z.number(),
  feeBps: z.number(),
  bankName: z.string(),
  branch: z.string(),
  province: z.string(),
  city: z.string(),
  payeeName: z.string(),
  payeeAccount: z.string(),
  ifsc: z.string(),
  qrImageUrl: z.string(),
  paymentMethod: z.string(),
  integerOnly: z.number(),
  gatewayType: z.string(),
  merchantId: z.string(),
  paymentCode: z.string(),
  domain: z.string(),
  gatewayUrl: z.string(),
  notifyUrl: z.string(),
  returnUrl: z.string(),
  quickAmounts: z.string(),
  cryptoNetwork: z.string(),
  walletAddress: z.string(),
  exchangeRateX100: z.number(),
  sort: z.number(),
  /** Plain params as stored; secret ones masked. */
  params: z.array(z.union([z.string(), z.object({ value: z.string(), secret: z.literal(true) })])),
  md5Key: z.string(),
  privateKey: z.string(),
  publicKey: z.string(),
});

export const channelContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/list',
    summary: 'Payment channels of one kind in the caller’s scope, secrets masked',
    body: z.object({ ...listFields(20, ['sort', 'id', 'created_at']), kind, status: optionalInt(0, 1), forWithdraw: flag }),
    answer: pageOf(channel),
  }),
  save: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/save',
    summary: 'Creates or changes a payment channel; a secret left out or sent back masked keeps the stored one',
    body: channelBody,
    answer: channel,
  }),
  status: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/status',
    summary: 'Enables (0) or disables (1) a payment channel',
    body: z.object({ id: idField, status: intIn(0, 1) }),
    answer: z.null(),
  }),
};
