import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { inTransaction, newOrderNo } from '../../../server/ledger/orderBasics';
import { payWithdrawal } from './withdrawals';

/*
 * Paying approved withdrawals in USDT (payment_management → VirtualCurrencyDisbursement). The
 * INR side is the ordinary withdrawal payout (withdraw_payout journal, requirements closed, the
 * order 'paid'); this adds what was sent on chain: the channel's rate at that moment, the USDT
 * amount and the wallet, in crypto_payout rows under one crypto_payout_batch. Everything runs in
 * the caller's transaction, so a refused order leaves the whole batch unpaid.
 */

/** Micro-USDT for `paise` at `rateX100` paise per USDT, rounded down: never more than the rupees owed. */
export function usdtMicroOf(paise: number, rateX100: number): number {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`amount must be positive paise, got ${paise}`);
  if (!Number.isSafeInteger(rateX100) || rateX100 <= 0) throw new RangeError(`rate must be positive, got ${rateX100}`);
  return Number((BigInt(paise) * 1_000_000n) / BigInt(rateX100));
}

/** The USDT payee of a withdrawal, or null when it asked for a bank or UPI payout. */
export function usdtDestination(json: string): { chain: string; address: string } | null {
  let value: unknown;
  try {
    value = JSON.parse(json || '{}');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const d = value as { type?: unknown; chain?: unknown; address?: unknown };
  if (typeof d.type !== 'string' || d.type.toUpperCase() !== 'USDT' || typeof d.address !== 'string' || d.address.trim() === '')
    return null;
  return { chain: typeof d.chain === 'string' ? d.chain : '', address: d.address.trim() };
}

export interface PayInCrypto {
  orderIds: readonly number[];
  channelId: number;
  /** The rate the operator was shown; refused when the channel's rate has changed since. */
  rateX100: number;
  staffId: number;
  txHash?: string;
  remark?: string;
  now?: number;
}

export interface CryptoPayoutLine {
  orderId: number;
  orderNo: string;
  inrAmount: number;
  usdtMicro: number;
  journalId: number;
}

export async function payInCrypto(db: Database, input: PayInCrypto) {
  const now = input.now ?? Date.now();
  return inTransaction(db, async (trx) => {
    const channel = await trx
      .selectFrom('payment_channel')
      .select(['id', 'kind', 'status', 'for_withdraw', 'franchisee_id', 'exchange_rate_x100', 'crypto_network'])
      .where('id', '=', input.channelId)
      .executeTakeFirst();
    if (!channel || channel.kind !== 'crypto' || channel.status !== 0 || channel.for_withdraw !== 1)
      throw new ApiError('A0400', 'channel_unavailable');
    if (channel.exchange_rate_x100 <= 0) throw new ApiError('A0400', 'crypto_rate_unset');
    if (channel.exchange_rate_x100 !== input.rateX100)
      throw new ApiError('A0400', 'crypto_rate_changed', { rate: (channel.exchange_rate_x100 / 100).toFixed(2) });
    const rate = channel.exchange_rate_x100;

    const orders = await trx
      .selectFrom('withdrawal_order')
      .select(['id', 'order_no', 'member_id', 'franchisee_id', 'agent_id', 'stage', 'net_payout', 'destination'])
      .where('id', 'in', [...input.orderIds])
      .execute();
    const byId = new Map(orders.map((o) => [o.id, o]));
    const franchisees = new Set(orders.map((o) => o.franchisee_id));
    if (franchisees.size > 1) throw new ApiError('A0400', 'crypto_mixed_franchisees');
    const franchiseeId = orders[0]?.franchisee_id;
    if (franchiseeId === undefined) throw new ApiError('A0404', 'not_found');
    // A franchisee's channel pays only that franchisee's members; a platform channel (no franchisee) pays any.
    if (channel.franchisee_id !== null && channel.franchisee_id !== franchiseeId) throw new ApiError('A0400', 'channel_unavailable');

    const lines: { order: (typeof orders)[number]; wallet: string; usdtMicro: number }[] = [];
    for (const id of input.orderIds) {
      const order = byId.get(id);
      if (!order) throw new ApiError('A0404', 'not_found');
      if (order.stage !== 'approved') throw new ApiError('A0400', 'order_not_pending');
      const payee = usdtDestination(order.destination);
      if (!payee) throw new ApiError('A0400', 'crypto_not_usdt_payee', { orderNo: order.order_no });
      if (payee.chain && channel.crypto_network && payee.chain.toUpperCase() !== channel.crypto_network.toUpperCase()) {
        throw new ApiError('A0400', 'crypto_network_mismatch', {
          orderNo: order.order_no,
          chain: payee.chain,
          network: channel.crypto_network,
        });
      }
      lines.push({ order, wallet: payee.address, usdtMicro: usdtMicroOf(order.net_payout, rate) });
    }

    const batchNo = newOrderNo('C', now);
    const totalInr = lines.reduce((s, l) => s + l.order.net_payout, 0);
    const totalUsdt = lines.reduce((s, l) => s + l.usdtMicro, 0);
    const batch = await trx
      .insertInto('crypto_payout_batch')
      .values({
        batch_no: batchNo,
        franchisee_id: franchiseeId,
        channel_id: channel.id,
        rate_x100: rate,
        crypto_network: channel.crypto_network,
        order_count: lines.length,
        total_inr: totalInr,
        total_usdt_micro: totalUsdt,
        tx_hash: input.txHash ?? '',
        remark: input.remark ?? '',
        staff_id: input.staffId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const paid: CryptoPayoutLine[] = [];
    for (const line of lines) {
      const usdt = formatUsdt(line.usdtMicro);
      const result = await payWithdrawal(trx, {
        orderId: line.order.id,
        staffId: input.staffId,
        payoutChannelId: channel.id,
        txnId: input.txHash || batchNo,
        remark: `${usdt} USDT @ ${(rate / 100).toFixed(2)} INR/USDT (${batchNo})`,
        now,
      });
      await trx
        .insertInto('crypto_payout')
        .values({
          batch_id: batch.id,
          withdrawal_id: line.order.id,
          member_id: line.order.member_id,
          franchisee_id: line.order.franchisee_id,
          agent_id: line.order.agent_id,
          channel_id: channel.id,
          inr_amount: line.order.net_payout,
          rate_x100: rate,
          usdt_micro: line.usdtMicro,
          crypto_network: channel.crypto_network,
          wallet_address: line.wallet,
          journal_id: result.journalId,
          staff_id: input.staffId,
          created_at: now,
        })
        .execute();
      paid.push({
        orderId: line.order.id,
        orderNo: line.order.order_no,
        inrAmount: line.order.net_payout,
        usdtMicro: line.usdtMicro,
        journalId: result.journalId,
      });
    }
    return { batchId: batch.id, batchNo, rateX100: rate, count: paid.length, totalInr, totalUsdtMicro: totalUsdt, lines: paid };
  });
}

/** Micro-USDT as a decimal string with six places. */
export function formatUsdt(micro: number): string {
  return `${Math.floor(micro / 1_000_000)}.${String(micro % 1_000_000).padStart(6, '0')}`;
}
