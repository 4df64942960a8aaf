import { z } from 'zod';
import { cappedPageOf, defineContract } from '../../../shared/contract';
import { listFields, optionalId, optionalInt, optionalText } from '../../../shared/fields';
import { CHANNEL_KINDS } from './channelContract';
import { DEPOSIT_RECORD_FIELDS, PAYOUT_RECORD_FIELDS } from './exportFields';

/*
 * What went through each payment channel: per-channel figures for the channel screens, and the
 * record screens of payment_management with their xlsx exports. What channelRecordRoutes.ts
 * serves and the console's paymentCalls.ts calls. Paise, epoch ms.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const recordBody = z.object({
  ...listFields(20, ['created_at', 'amount', 'id']),
  channelId: optionalId,
  status: optionalInt(1, 3),
  orderNo: optionalText,
  username: optionalText,
  startTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
  endTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
});
/** The export: the list's filters and sort, and the columns shown (in their order). */
const exportBody = <K extends string>(keys: readonly [K, ...K[]]) =>
  recordBody.omit({ pageIndex: true, pageSize: true }).extend({ fields: z.array(z.enum(keys)).max(keys.length).optional() });

const deposit = z.object({
  id: z.number(),
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  bonus: z.number(),
  status: z.number(),
  utr: z.string(),
  payerName: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  channelKind: z.enum(CHANNEL_KINDS),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
});

const payout = z.object({
  id: z.number(),
  orderNo: z.string(),
  username: z.string(),
  amount: z.number(),
  fee: z.number(),
  netPayout: z.number(),
  stage: z.enum(['submitted', 'first_approved', 'approved', 'paid', 'rejected']),
  status: z.number(),
  payoutTxnId: z.string(),
  channelId: z.number(),
  channelName: z.string(),
  paidAt: z.number().nullable(),
  createdAt: z.number(),
});

const depositRecords = <P extends `/${string}`>(path: P, what: string) =>
  defineContract({
    method: 'POST',
    path,
    summary: `Deposits received through ${what} channels`,
    body: recordBody,
    answer: cappedPageOf(deposit),
  });
const depositExport = <P extends `/${string}`>(path: P, what: string) =>
  defineContract({
    method: 'POST',
    path,
    summary: `Deposits received through ${what} channels, as a workbook`,
    body: exportBody(DEPOSIT_RECORD_FIELDS),
    answer: z.unknown(),
    file: XLSX,
  });

export const channelRecordContracts = {
  stats: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/stats',
    summary: "Per channel of a kind: passed deposits (or paid payouts) in all and today, in the caller's scope",
    body: z.object({ kind: z.enum(CHANNEL_KINDS) }),
    answer: z.array(
      z.object({ channelId: z.number(), count: z.number(), amount: z.number(), todayCount: z.number(), todayAmount: z.number() }),
    ),
  }),
  bankRecords: depositRecords('/chance-payment-channel/record/bank', 'bank and UPI'),
  bankExport: depositExport('/chance-payment-channel/record/bank/export', 'bank and UPI'),
  qrRecords: depositRecords('/chance-payment-channel/record/qr', 'QR code'),
  qrExport: depositExport('/chance-payment-channel/record/qr/export', 'QR code'),
  gatewayRecords: depositRecords('/chance-payment-channel/record/gateway', 'gateway'),
  gatewayExport: depositExport('/chance-payment-channel/record/gateway/export', 'gateway'),
  autoPayoutRecords: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/record/autoPayout',
    summary: 'Withdrawals paid (or on their way) through automatic payout channels',
    body: recordBody,
    answer: cappedPageOf(payout),
  }),
  autoPayoutExport: defineContract({
    method: 'POST',
    path: '/chance-payment-channel/record/autoPayout/export',
    summary: 'Withdrawals paid through automatic payout channels, as a workbook',
    body: exportBody(PAYOUT_RECORD_FIELDS),
    answer: z.unknown(),
    file: XLSX,
  }),
};
