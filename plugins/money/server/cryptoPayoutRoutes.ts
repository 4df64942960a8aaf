import type { Caller } from '../../../server/auth/session';
import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import { payInCrypto } from './cryptoPayout';
import { orderScope } from './scoped';
import { cryptoBatchRow, cryptoChannelRow, cryptoPayoutRecordRow, cryptoQueueRow } from './tables/cryptoPayoutRows';
import { cryptoContracts as contracts } from '../shared/cryptoContract';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * Crypto disbursement (payment_management): the queue of approved withdrawals that asked for a
 * USDT payout and the pay action (VirtualCurrencyDisbursement), the disbursement batches
 * (virtual_currency_disbursement) and the per-order records (virtualCurrency_disbursement_record).
 * Admin and franchisee only, scoped to the caller's franchisee; paying is money-moving.
 */

const PAYMENT = MONEY_MENU.money_management.payment_management;
const QUEUE_MENU = PAYMENT.VirtualCurrencyDisbursement.path;
const BATCH_MENU = PAYMENT.virtual_currency_disbursement.path;
const RECORD_MENU = PAYMENT.virtualCurrency_disbursement_record.path;
const ROLES = ['admin', 'franchisee'] as const;

// Destinations are stored by JSON.stringify (no spaces), so the type is matched as written.
const USDT_PAYEE = '%"type":"USDT"%';

const channelScope = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: 'payment_channel.franchisee_id' });

const QUEUE_SORT = defineSort({
  columns: {
    created_at: 'withdrawal_order.created_at',
    reviewed_at: 'withdrawal_order.reviewed_at',
    net_payout: 'withdrawal_order.net_payout',
    id: 'withdrawal_order.id',
  },
  defaultField: 'reviewed_at',
  defaultOrder: 'asc',
  tieBreak: { column: 'withdrawal_order.id', order: 'asc' },
});

const BATCH_SORT = defineSort({
  columns: { created_at: 'crypto_payout_batch.created_at', total_inr: 'crypto_payout_batch.total_inr', id: 'crypto_payout_batch.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'crypto_payout_batch.id', order: 'desc' },
});

const RECORD_SORT = defineSort({
  columns: { created_at: 'crypto_payout.created_at', inr_amount: 'crypto_payout.inr_amount', id: 'crypto_payout.id' },
  defaultField: 'created_at',
  defaultOrder: 'desc',
  tieBreak: { column: 'crypto_payout.id', order: 'desc' },
});

export const cryptoPayoutRoutes = [
  defineRoute({
    contract: contracts.queue,
    auth: 'staff',
    roles: [...ROLES],
    menu: QUEUE_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('withdrawal_order')
        .innerJoin('member', 'member.id', 'withdrawal_order.member_id')
        .where('withdrawal_order.stage', '=', 'approved')
        .where('withdrawal_order.destination', 'like', USDT_PAYEE)
        .where(orderScope(caller, 'withdrawal_order'))
        .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.startTime !== undefined, (q) => q.where('withdrawal_order.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('withdrawal_order.created_at', '<', body.endTime as number));
      const { list, total, sums } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'withdrawal_order.id',
            'withdrawal_order.order_no',
            'member.username',
            'withdrawal_order.franchisee_id',
            'withdrawal_order.amount',
            'withdrawal_order.fee',
            'withdrawal_order.admin_fee',
            'withdrawal_order.bonus_deduction',
            'withdrawal_order.net_payout',
            'withdrawal_order.destination',
            'withdrawal_order.reviewed_at',
            'withdrawal_order.created_at',
          ]),
        sort: QUEUE_SORT,
        page: body,
        sums: { netPayout: 'withdrawal_order.net_payout' },
      });
      return { list: list.map(cryptoQueueRow.map), total, totals: sums };
    },
  }),

  // Enabled virtual-currency channels with payouts on, with the rate a payment would use now.
  defineRoute({
    contract: contracts.channels,
    auth: 'staff',
    roles: [...ROLES],
    menu: QUEUE_MENU,
    async handler({ db, caller }) {
      const list = await db
        .selectFrom('payment_channel')
        .select([
          'payment_channel.id',
          'payment_channel.name',
          'payment_channel.franchisee_id',
          'payment_channel.crypto_network',
          'payment_channel.wallet_address',
          'payment_channel.exchange_rate_x100',
        ])
        .where('payment_channel.kind', '=', 'crypto')
        .where('payment_channel.status', '=', 0)
        .where('payment_channel.for_withdraw', '=', 1)
        .where('payment_channel.exchange_rate_x100', '>', 0)
        .where(channelScope(caller))
        .orderBy('payment_channel.sort')
        .orderBy('payment_channel.id')
        .execute()
        .then((found) => found.map(cryptoChannelRow.map));
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.pay,
    auth: 'staff',
    roles: [...ROLES],
    menu: QUEUE_MENU,
    writes: { action: 'crypto_disbursement.pay', targetType: 'crypto_payout_batch' },
    async handler({ db, caller, body, audit, now }) {
      // An order or channel outside the caller's franchisee answers like a missing one.
      const inScope = await db
        .selectFrom('withdrawal_order')
        .select('withdrawal_order.id')
        .where('withdrawal_order.id', 'in', body.ids)
        .where(orderScope(caller, 'withdrawal_order'))
        .execute();
      if (inScope.length !== body.ids.length) throw new ApiError('A0404', 'not_found');
      const channel = await db
        .selectFrom('payment_channel')
        .select('payment_channel.id')
        .where('payment_channel.id', '=', body.channelId)
        .where(channelScope(caller))
        .executeTakeFirst();
      if (!channel) throw new ApiError('A0400', 'channel_unavailable');
      const result = await payInCrypto(db, {
        orderIds: body.ids,
        channelId: body.channelId,
        rateX100: body.rateX100,
        staffId: caller.staffId,
        txHash: body.txHash,
        remark: body.remark,
        now,
      });
      audit({
        targetId: result.batchId,
        after: {
          batchNo: result.batchNo,
          channelId: body.channelId,
          rateX100: result.rateX100,
          totalInr: result.totalInr,
          totalUsdtMicro: result.totalUsdtMicro,
          orders: result.lines.map((l) => l.orderNo),
        },
      });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.batches,
    auth: 'staff',
    roles: [...ROLES],
    menu: BATCH_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('crypto_payout_batch')
        .innerJoin('payment_channel', 'payment_channel.id', 'crypto_payout_batch.channel_id')
        .innerJoin('staff_user', 'staff_user.id', 'crypto_payout_batch.staff_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'crypto_payout_batch.franchisee_id' }))
        .$if(body.batchNo !== undefined, (q) => q.where('crypto_payout_batch.batch_no', '=', body.batchNo as string))
        .$if(body.channelId !== undefined, (q) => q.where('crypto_payout_batch.channel_id', '=', body.channelId as number))
        .$if(body.startTime !== undefined, (q) => q.where('crypto_payout_batch.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('crypto_payout_batch.created_at', '<', body.endTime as number));
      const { list, total, sums } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'crypto_payout_batch.id',
            'crypto_payout_batch.batch_no',
            'crypto_payout_batch.channel_id',
            'payment_channel.name as channel_name',
            'crypto_payout_batch.crypto_network',
            'crypto_payout_batch.rate_x100',
            'crypto_payout_batch.order_count',
            'crypto_payout_batch.total_inr',
            'crypto_payout_batch.total_usdt_micro',
            'crypto_payout_batch.tx_hash',
            'crypto_payout_batch.remark',
            'staff_user.username as operator',
            'crypto_payout_batch.created_at',
          ]),
        sort: BATCH_SORT,
        page: body,
        sums: { totalInr: 'crypto_payout_batch.total_inr', totalUsdtMicro: 'crypto_payout_batch.total_usdt_micro' },
      });
      return { list: list.map(cryptoBatchRow.map), total, totals: sums };
    },
  }),

  defineRoute({
    contract: contracts.records,
    auth: 'staff',
    roles: [...ROLES],
    menu: RECORD_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('crypto_payout')
        .innerJoin('crypto_payout_batch', 'crypto_payout_batch.id', 'crypto_payout.batch_id')
        .innerJoin('withdrawal_order', 'withdrawal_order.id', 'crypto_payout.withdrawal_id')
        .innerJoin('member', 'member.id', 'crypto_payout.member_id')
        .innerJoin('payment_channel', 'payment_channel.id', 'crypto_payout.channel_id')
        .innerJoin('staff_user', 'staff_user.id', 'crypto_payout.staff_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'crypto_payout.franchisee_id' }))
        .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.batchNo !== undefined, (q) => q.where('crypto_payout_batch.batch_no', '=', body.batchNo as string))
        .$if(body.channelId !== undefined, (q) => q.where('crypto_payout.channel_id', '=', body.channelId as number))
        .$if(body.startTime !== undefined, (q) => q.where('crypto_payout.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('crypto_payout.created_at', '<', body.endTime as number));
      const { list, total, sums } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'crypto_payout.id',
            'withdrawal_order.order_no',
            'member.username',
            'withdrawal_order.amount',
            'crypto_payout.inr_amount',
            'crypto_payout.rate_x100',
            'crypto_payout.usdt_micro',
            'crypto_payout.crypto_network',
            'crypto_payout.wallet_address',
            'crypto_payout_batch.batch_no',
            'crypto_payout_batch.tx_hash',
            'payment_channel.name as channel_name',
            'staff_user.username as operator',
            'crypto_payout.journal_id',
            'crypto_payout.created_at',
          ]),
        sort: RECORD_SORT,
        page: body,
        sums: { inrAmount: 'crypto_payout.inr_amount', usdtMicro: 'crypto_payout.usdt_micro' },
      });
      return { list: list.map(cryptoPayoutRecordRow.map), total, totals: sums };
    },
  }),
];
