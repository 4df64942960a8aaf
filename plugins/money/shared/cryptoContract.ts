import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { blank, idField, listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { remark } from './moneyFields';

/*
 * Crypto disbursement (money_management › payment_management): the queue of approved USDT
 * withdrawals, paying them, and the batches and per-order records. What cryptoPayoutRoutes.ts
 * serves and the console's cryptoCalls.ts calls. Paise, rates ×100 (paise per USDT), USDT in
 * millionths, epoch ms.
 */

const timeRange = { startTime: optionalInt(0, Number.MAX_SAFE_INTEGER), endTime: optionalInt(0, Number.MAX_SAFE_INTEGER) };

const txHash = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{8,128}$/, { error: 'v.txHash' })
    .optional(),
);

/** An approved USDT withdrawal waiting to be paid. */
const queued = z.object({
  id: z.number(),
  orderNo: z.string(),
  username: z.string(),
  franchiseeId: z.number(),
  amount: z.number(),
  fee: z.number(),
  adminFee: z.number(),
  bonusDeduction: z.number(),
  netPayout: z.number(),
  /** The member's wallet, from the order's destination ('' when it names none). */
  chain: z.string(),
  walletAddress: z.string(),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
});

/** An enabled virtual-currency channel with payouts on, and its rate now. */
const channel = z.object({
  id: z.number(),
  name: z.string(),
  franchiseeId: z.number().nullable(),
  cryptoNetwork: z.string(),
  walletAddress: z.string(),
  rateX100: z.number(),
});

const batch = z.object({
  id: z.number(),
  batchNo: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  cryptoNetwork: z.string(),
  rateX100: z.number(),
  orderCount: z.number(),
  totalInr: z.number(),
  totalUsdtMicro: z.number(),
  txHash: z.string(),
  remark: z.string(),
  operator: z.string(),
  createdAt: z.number(),
});

const record = z.object({
  id: z.number(),
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  inrAmount: z.number(),
  rateX100: z.number(),
  usdtMicro: z.number(),
  cryptoNetwork: z.string(),
  walletAddress: z.string(),
  batchNo: z.string(),
  txHash: z.string(),
  channelName: z.string(),
  operator: z.string(),
  journalId: z.number(),
  createdAt: z.number(),
});

export const cryptoContracts = {
  queue: defineContract({
    method: 'POST',
    path: '/chance-crypto-disbursement/queue',
    summary: 'Approved withdrawals asking for a USDT payout, with the total net payout',
    body: z.object({
      ...listFields(20, ['created_at', 'reviewed_at', 'net_payout', 'id']),
      orderNo: optionalText,
      username: optionalText,
      ...timeRange,
    }),
    answer: pageOf(queued).extend({ totals: z.object({ netPayout: z.number() }) }),
  }),
  channels: defineContract({
    method: 'POST',
    path: '/chance-crypto-disbursement/channels',
    summary: 'Enabled virtual-currency channels with payouts on, with the rate a payment would use now',
    answer: pageOf(channel),
  }),
  pay: defineContract({
    method: 'POST',
    path: '/chance-crypto-disbursement/pay',
    summary: 'Pays approved USDT withdrawals from one channel at the rate shown, as one batch',
    body: z.object({
      ids: z
        .array(idField, { error: 'v.required' })
        .min(1, { error: 'v.required' })
        .max(50)
        .refine((ids) => new Set(ids).size === ids.length, { error: 'v.uniqueIds' }),
      channelId: idField,
      rateX100: z.preprocess(blank, idField),
      txHash,
      remark,
    }),
    answer: z.object({
      batchId: z.number(),
      batchNo: z.string(),
      rateX100: z.number(),
      count: z.number(),
      totalInr: z.number(),
      totalUsdtMicro: z.number(),
      lines: z.array(
        z.object({ orderId: z.number(), orderNo: z.string(), inrAmount: z.number(), usdtMicro: z.number(), journalId: z.number() }),
      ),
    }),
    moneyMoving: true,
  }),
  batches: defineContract({
    method: 'POST',
    path: '/chance-crypto-disbursement/batch/list',
    summary: 'Crypto disbursement batches, with INR and USDT totals',
    body: z.object({ ...listFields(20, ['created_at', 'total_inr', 'id']), batchNo: optionalText, channelId: optionalId, ...timeRange }),
    answer: pageOf(batch).extend({ totals: z.object({ totalInr: z.number(), totalUsdtMicro: z.number() }) }),
  }),
  records: defineContract({
    method: 'POST',
    path: '/chance-crypto-disbursement/record/list',
    summary: 'Crypto disbursements per order, with INR and USDT totals',
    body: z.object({
      ...listFields(20, ['created_at', 'inr_amount', 'id']),
      orderNo: optionalText,
      username: optionalText,
      batchNo: optionalText,
      channelId: optionalId,
      ...timeRange,
    }),
    answer: pageOf(record).extend({ totals: z.object({ inrAmount: z.number(), usdtMicro: z.number() }) }),
  }),
};
