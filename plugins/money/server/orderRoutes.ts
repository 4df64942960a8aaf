import { sql } from 'kysely';
import { LIST_COUNT_WINDOW } from '../../../server/db/cappedCount';
import { containsText } from '../../../server/db/filters';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { approveDeposit, rejectDeposit } from './deposits';
import { bonusOfferFor } from './depositBonus';
import { assertWithinLimit } from './limits';
import { ApiError } from '../../../server/http/errors';
import { scopeFilter, scopeOf } from '../../../server/scope/scope';
import type { Caller } from '../../../server/auth/session';
import { assertOrderInScope, orderScope } from './scoped';
import { firstReviewOf, payWithdrawal, previewWithdrawalAudit, rejectWithdrawal, reviewWithdrawal } from './withdrawals';
import { COMPANY_INCOME_MENU as DEPOSIT_MENU, WITHDRAWAL_MENU } from '../shared/menu';
import { orderContracts as contracts } from '../shared/orderContract';
import { depositOrderListRow, withdrawalOrderListRow } from './tables/orderRows';
import { MONEY_MENU } from '../shared/menuTree';

/*
 * Staff endpoints on deposit and withdrawal orders (money_management → access). Lists are scoped
 * to the caller; transitions are admin/franchisee only, money-moving (Idempotency-Key) and logged.
 */

const ONLINE_MENU = MONEY_MENU.money_management.access.online_deposit.path;

// Newest first; equal times newest id first.
const ORDER_SORT = (table: 'deposit_order' | 'withdrawal_order') =>
  defineSort({
    columns: { created_at: `${table}.created_at`, amount: `${table}.amount`, id: `${table}.id` },
    defaultField: 'created_at',
    defaultOrder: 'desc',
    tieBreak: { column: `${table}.id`, order: 'desc' },
  });

type TimeOn = 'created' | 'reviewed' | 'paid' | undefined;
// A deposit is credited when reviewed (it has no payout instant).
const depositTime = (on: TimeOn) => (on === 'reviewed' || on === 'paid' ? 'deposit_order.reviewed_at' : 'deposit_order.created_at');
const withdrawalTime = (on: TimeOn) =>
  on === 'paid' ? 'withdrawal_order.paid_at' : on === 'reviewed' ? 'withdrawal_order.reviewed_at' : 'withdrawal_order.created_at';

function depositListRoute(
  contract: typeof contracts.companyDeposits | typeof contracts.onlineDeposits,
  menu: string[],
  kind: 'company' | 'online',
) {
  return defineRoute({
    contract,
    auth: 'staff',
    menu,
    async handler({ db, caller, body }) {
      // The orders alone (scope is on the order's own franchisee/agent): what the page counts when
      // no member name is asked for — the member join only shows the username.
      const orders = db
        .selectFrom('deposit_order')
        // One member's orders are a few rows of deposit_order(member_id): the kind is then only
        // checked (`|| ''` keeps SQLite, which has no statistics, off the kind indexes of migration
        // 061, which would walk every order of the kind — 270 ms at the large profile).
        .where(body.memberId === undefined ? sql.ref('deposit_order.kind') : sql`${sql.ref('deposit_order.kind')} || ''`, '=', kind)
        .where(orderScope(caller, 'deposit_order'))
        .$if(body.status !== undefined, (q) => q.where('deposit_order.status', '=', body.status as number))
        .$if(body.orderNo !== undefined, (q) => q.where('deposit_order.order_no', '=', body.orderNo as string))
        .$if(body.memberId !== undefined, (q) => q.where('deposit_order.member_id', '=', body.memberId as number))
        .$if(body.startTime !== undefined, (q) => q.where(depositTime(body.timeOn), '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where(depositTime(body.timeOn), '<', body.endTime as number));
      const filtered = orders
        .innerJoin('member', 'member.id', 'deposit_order.member_id')
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.formal === true, (q) => q.where('member.is_internal', '=', 0).where('member.is_test', '=', 0));
      const select = (q: typeof filtered) =>
        q.select([
          'deposit_order.id',
          'deposit_order.order_no',
          'deposit_order.member_id',
          'member.username',
          'deposit_order.kind',
          'deposit_order.amount',
          'deposit_order.bonus',
          'deposit_order.credited_amount',
          'deposit_order.status',
          'deposit_order.is_first',
          'deposit_order.channel_id',
          'deposit_order.payer_name',
          'deposit_order.utr',
          'deposit_order.remark',
          'deposit_order.reject_reason',
          'deposit_order.reviewed_by',
          'deposit_order.reviewed_at',
          'deposit_order.balance_after',
          'deposit_order.created_at',
        ]);
      if (!body.withTotals) {
        const page = await pagedList(db, {
          query: filtered,
          count: body.username === undefined && body.formal !== true ? orders : filtered,
          select,
          sort: ORDER_SORT('deposit_order'),
          page: body,
          capped: true,
          countWindow: LIST_COUNT_WINDOW,
        });
        return { ...page, list: page.list.map(depositOrderListRow.map) };
      }
      const { list, total, sums } = await pagedList(db, {
        query: filtered,
        select,
        sort: ORDER_SORT('deposit_order'),
        page: body,
        sums: { amount: 'deposit_order.amount', bonus: 'deposit_order.bonus', creditedAmount: 'deposit_order.credited_amount' },
      });
      // Grand totals over every matching order, for the screen's total row (the page subtotal is the screen's own sum).
      return { list: list.map(depositOrderListRow.map), total, totals: sums };
    },
  });
}

// Payout channels the caller may pay through: its own franchisee's (every one for admins).
const payoutScope = (caller: Caller) => scopeFilter(scopeOf(caller), { franchisee: 'payment_channel.franchisee_id' });

export const orderRoutes = [
  depositListRoute(contracts.companyDeposits, DEPOSIT_MENU, 'company'),
  depositListRoute(contracts.onlineDeposits, ONLINE_MENU, 'online'),

  defineRoute({
    contract: contracts.approveDeposit,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DEPOSIT_MENU,
    writes: { action: 'deposit.approve', targetType: 'deposit_order' },
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'deposit_order', body.id);
      if (body.bonus !== undefined) await assertWithinLimit(db, 'maxOrderAmount', 'bonus', body.bonus);
      const result = await approveDeposit(db, { orderId: body.id, staffId: caller.staffId, bonus: body.bonus, remark: body.remark, now });
      audit({ targetId: body.id, before: { status: 1 }, after: { status: 2, credited: result.credited } });
      return result;
    },
  }),

  // What approving now would give (the rule, the prefilled bonus and the most staff may give): the approval dialog's start.
  defineRoute({
    contract: contracts.bonusOffer,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DEPOSIT_MENU,
    async handler({ db, caller, body, now }) {
      await assertOrderInScope(db, caller, 'deposit_order', body.id);
      const order = await db
        .selectFrom('deposit_order')
        .select(['id', 'member_id', 'franchisee_id', 'amount', 'bonus', 'status'])
        .where('id', '=', body.id)
        .executeTakeFirstOrThrow();
      if (order.status !== 1) throw new ApiError('A0400', 'order_not_pending');
      return bonusOfferFor(db, order, now);
    },
  }),

  defineRoute({
    contract: contracts.rejectDeposit,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DEPOSIT_MENU,
    writes: { action: 'deposit.reject', targetType: 'deposit_order' },
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'deposit_order', body.id);
      const result = await rejectDeposit(db, { orderId: body.id, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.id, before: { status: 1 }, after: { status: 3, reason: body.reason } });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.withdrawals,
    auth: 'staff',
    menu: WITHDRAWAL_MENU,
    async handler({ db, caller, body }) {
      // The orders alone (scope is on the order's own franchisee/agent): what the page counts when
      // no member name is asked for — the member join only shows the username.
      const orders = db
        .selectFrom('withdrawal_order')
        .where(orderScope(caller, 'withdrawal_order'))
        .$if(body.status !== undefined, (q) => q.where('withdrawal_order.status', '=', body.status as number))
        .$if(body.stage !== undefined, (q) => q.where('withdrawal_order.stage', '=', body.stage as 'paid'))
        .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
        .$if(body.memberId !== undefined, (q) => q.where('withdrawal_order.member_id', '=', body.memberId as number))
        .$if(body.startTime !== undefined, (q) => q.where(withdrawalTime(body.timeOn), '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where(withdrawalTime(body.timeOn), '<', body.endTime as number));
      const filtered = orders
        .innerJoin('member', 'member.id', 'withdrawal_order.member_id')
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.formal === true, (q) => q.where('member.is_internal', '=', 0).where('member.is_test', '=', 0));
      const select = (q: typeof filtered) =>
        q.select([
          'withdrawal_order.id',
          'withdrawal_order.order_no',
          'withdrawal_order.member_id',
          'member.username',
          'withdrawal_order.amount',
          'withdrawal_order.fee',
          'withdrawal_order.admin_fee',
          'withdrawal_order.bonus_deduction',
          'withdrawal_order.net_payout',
          'withdrawal_order.status',
          'withdrawal_order.stage',
          'withdrawal_order.is_first',
          'withdrawal_order.needs_second_review',
          'withdrawal_order.first_reviewer_id',
          'withdrawal_order.second_reviewer_id',
          'withdrawal_order.destination',
          'withdrawal_order.reject_reason',
          'withdrawal_order.remark',
          'withdrawal_order.paid_at',
          'withdrawal_order.payout_txn_id',
          'withdrawal_order.reviewed_at',
          'withdrawal_order.created_at',
        ]);
      if (!body.withTotals) {
        const page = await pagedList(db, {
          query: filtered,
          count: body.username === undefined && body.formal !== true ? orders : filtered,
          select,
          sort: ORDER_SORT('withdrawal_order'),
          page: body,
          capped: true,
          countWindow: LIST_COUNT_WINDOW,
        });
        return { ...page, list: page.list.map(withdrawalOrderListRow.map) };
      }
      const { list, total, sums } = await pagedList(db, {
        query: filtered,
        select,
        sort: ORDER_SORT('withdrawal_order'),
        page: body,
        sums: { amount: 'withdrawal_order.amount', netPayout: 'withdrawal_order.net_payout' },
      });
      return { list: list.map(withdrawalOrderListRow.map), total, totals: sums };
    },
  }),

  // The turnover audit a reviewer looks at before approving (spec §9).
  defineRoute({
    contract: contracts.audit,
    auth: 'staff',
    menu: WITHDRAWAL_MENU,
    async handler({ db, caller, body }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const [{ evaluation, validTurnover, requirementIds }, firstReview] = await Promise.all([
        previewWithdrawalAudit(db, body.id),
        firstReviewOf(db, body.id),
      ]);
      // The second reviewer decides with the first review in view: who gave it and why.
      return { validTurnover, requirementIds, ...evaluation, perRecord: [...evaluation.perRecord], firstReview };
    },
  }),

  defineRoute({
    contract: contracts.review,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    writes: { action: 'withdrawal.review', targetType: 'withdrawal_order' },
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const result = await reviewWithdrawal(db, { orderId: body.id, staffId: caller.staffId, remark: body.remark, now });
      audit({ targetId: body.id, after: result });
      return result;
    },
  }),

  // The enabled channels with payouts on (DOMAIN C.3), for the pay dialog's choice.
  defineRoute({
    contract: contracts.payoutChannels,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    async handler({ db, caller }) {
      const list = await db
        .selectFrom('payment_channel')
        .select(['payment_channel.id', 'payment_channel.name', 'payment_channel.kind'])
        .where('payment_channel.status', '=', 0)
        .where('payment_channel.for_withdraw', '=', 1)
        // USDT is paid on the crypto disbursement screen, which records the rate used.
        .where('payment_channel.kind', '<>', 'crypto')
        .where(payoutScope(caller))
        .orderBy('payment_channel.sort')
        .orderBy('payment_channel.id')
        .execute();
      return { list, total: list.length };
    },
  }),

  defineRoute({
    contract: contracts.pay,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    writes: { action: 'withdrawal.pay', targetType: 'withdrawal_order' },
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      // Another franchisee's channel answers like a disabled one.
      if (body.payoutChannelId !== undefined) {
        const own = await db
          .selectFrom('payment_channel')
          .select(['payment_channel.id', 'payment_channel.kind'])
          .where('payment_channel.id', '=', body.payoutChannelId)
          .where(payoutScope(caller))
          .executeTakeFirst();
        if (!own) throw new ApiError('A0400', 'channel_unavailable');
        if (own.kind === 'crypto') throw new ApiError('A0400', 'crypto_pay_on_crypto_screen');
      }
      const result = await payWithdrawal(db, {
        orderId: body.id,
        staffId: caller.staffId,
        payoutChannelId: body.payoutChannelId,
        txnId: body.txnId,
        now,
      });
      audit({ targetId: body.id, before: { stage: 'approved' }, after: result });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.rejectWithdrawal,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    writes: { action: 'withdrawal.reject', targetType: 'withdrawal_order' },
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const result = await rejectWithdrawal(db, { orderId: body.id, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.id, after: result });
      return result;
    },
  }),
];
