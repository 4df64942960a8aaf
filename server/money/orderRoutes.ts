import { z } from 'zod';
import { containsText } from '../db/filters';
import { defineRoute } from '../http/route';
import { blank, idField, listFields, optionalId, optionalInt, optionalText, pageWindow, paiseIn } from '../http/validate';
import { approveDeposit, rejectDeposit } from './deposits';
import { assertWithinLimit } from './limits';
import { reason, remark } from './fields';
import { assertOrderInScope, orderScope } from './scoped';
import { payWithdrawal, previewWithdrawalAudit, rejectWithdrawal, reviewWithdrawal } from './withdrawals';

/*
 * Staff endpoints on deposit and withdrawal orders (money_management → access). Lists are scoped
 * to the caller; transitions are admin/franchisee only, money-moving (Idempotency-Key) and logged.
 */

const DEPOSIT_MENU = ['money_management', 'access', 'company_income'];
const ONLINE_MENU = ['money_management', 'access', 'online_deposit'];
const WITHDRAWAL_MENU = ['money_management', 'access', 'withdrawal'];

const orderFilters = {
  status: optionalInt(1, 3),
  orderNo: optionalText,
  username: optionalText,
  memberId: optionalId,
  startTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
  endTime: optionalInt(0, Number.MAX_SAFE_INTEGER),
};

const depositList = z.object({ ...listFields(20, ['created_at', 'amount', 'id']), ...orderFilters });

function depositListRoute(path: string, menu: string[], kind: 'company' | 'online') {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    menu,
    body: depositList,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('deposit_order')
        .innerJoin('member', 'member.id', 'deposit_order.member_id')
        .where('deposit_order.kind', '=', kind)
        .where(orderScope(caller, 'deposit_order'))
        .$if(body.status !== undefined, (q) => q.where('deposit_order.status', '=', body.status as number))
        .$if(body.orderNo !== undefined, (q) => q.where('deposit_order.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.memberId !== undefined, (q) => q.where('deposit_order.member_id', '=', body.memberId as number))
        .$if(body.startTime !== undefined, (q) => q.where('deposit_order.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('deposit_order.created_at', '<', body.endTime as number));
      const { limit, offset } = pageWindow(body);
      const [count, list] = await Promise.all([
        filtered.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        filtered
          .select([
            'deposit_order.id', 'deposit_order.order_no as orderNo', 'deposit_order.member_id as memberId', 'member.username',
            'deposit_order.kind', 'deposit_order.amount', 'deposit_order.bonus', 'deposit_order.credited_amount as creditedAmount',
            'deposit_order.status', 'deposit_order.is_first as isFirst', 'deposit_order.channel_id as channelId', 'deposit_order.payer_name as payerName',
            'deposit_order.utr', 'deposit_order.remark', 'deposit_order.reject_reason as rejectReason', 'deposit_order.reviewed_by as reviewedBy',
            'deposit_order.reviewed_at as reviewedAt', 'deposit_order.balance_after as balanceAfter', 'deposit_order.created_at as createdAt',
          ])
          .orderBy(`deposit_order.${body.sortField ?? 'created_at'}`, body.sortOrder === 'ASC' ? 'asc' : 'desc')
          .orderBy('deposit_order.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list, total: Number(count.total) };
    },
  });
}

const withdrawalList = z.object({
  ...listFields(20, ['created_at', 'amount', 'id']),
  ...orderFilters,
  stage: z.preprocess(blank, z.enum(['submitted', 'first_approved', 'approved', 'paid', 'rejected']).optional()),
});

export const orderRoutes = [
  depositListRoute('/chance-deposit-order/list', DEPOSIT_MENU, 'company'),
  depositListRoute('/chance-deposit-order/online/list', ONLINE_MENU, 'online'),

  defineRoute({
    method: 'POST',
    path: '/chance-deposit-order/approve',
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DEPOSIT_MENU,
    body: z.object({ id: idField, bonus: z.preprocess(blank, paiseIn(0).optional()), remark }),
    writes: { action: 'deposit.approve', targetType: 'deposit_order' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'deposit_order', body.id);
      if (body.bonus !== undefined) await assertWithinLimit(db, 'maxOrderAmount', 'bonus', body.bonus);
      const result = await approveDeposit(db, { orderId: body.id, staffId: caller.staffId, bonus: body.bonus, remark: body.remark, now });
      audit({ targetId: body.id, before: { status: 1 }, after: { status: 2, credited: result.credited } });
      return result;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-deposit-order/reject',
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: DEPOSIT_MENU,
    body: z.object({ id: idField, reason }),
    writes: { action: 'deposit.reject', targetType: 'deposit_order' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'deposit_order', body.id);
      const result = await rejectDeposit(db, { orderId: body.id, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.id, before: { status: 1 }, after: { status: 3, reason: body.reason } });
      return result;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-withdrawal-order/list',
    auth: 'staff',
    menu: WITHDRAWAL_MENU,
    body: withdrawalList,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('withdrawal_order')
        .innerJoin('member', 'member.id', 'withdrawal_order.member_id')
        .where(orderScope(caller, 'withdrawal_order'))
        .$if(body.status !== undefined, (q) => q.where('withdrawal_order.status', '=', body.status as number))
        .$if(body.stage !== undefined, (q) => q.where('withdrawal_order.stage', '=', body.stage as 'paid'))
        .$if(body.orderNo !== undefined, (q) => q.where('withdrawal_order.order_no', '=', body.orderNo as string))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.memberId !== undefined, (q) => q.where('withdrawal_order.member_id', '=', body.memberId as number))
        .$if(body.startTime !== undefined, (q) => q.where('withdrawal_order.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (q) => q.where('withdrawal_order.created_at', '<', body.endTime as number));
      const { limit, offset } = pageWindow(body);
      const [count, list] = await Promise.all([
        filtered
          .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.coalesce(eb.fn.sum<number>('withdrawal_order.amount'), eb.lit(0)).as('amount'),
            eb.fn.coalesce(eb.fn.sum<number>('withdrawal_order.net_payout'), eb.lit(0)).as('netPayout')])
          .executeTakeFirstOrThrow(),
        filtered
          .select([
            'withdrawal_order.id', 'withdrawal_order.order_no as orderNo', 'withdrawal_order.member_id as memberId', 'member.username',
            'withdrawal_order.amount', 'withdrawal_order.fee', 'withdrawal_order.admin_fee as adminFee', 'withdrawal_order.bonus_deduction as bonusDeduction',
            'withdrawal_order.net_payout as netPayout', 'withdrawal_order.status', 'withdrawal_order.stage', 'withdrawal_order.is_first as isFirst',
            'withdrawal_order.needs_second_review as needsSecondReview', 'withdrawal_order.first_reviewer_id as firstReviewerId',
            'withdrawal_order.second_reviewer_id as secondReviewerId', 'withdrawal_order.destination', 'withdrawal_order.reject_reason as rejectReason',
            'withdrawal_order.remark', 'withdrawal_order.paid_at as paidAt', 'withdrawal_order.payout_txn_id as payoutTxnId',
            'withdrawal_order.reviewed_at as reviewedAt', 'withdrawal_order.created_at as createdAt',
          ])
          .orderBy(`withdrawal_order.${body.sortField ?? 'created_at'}`, body.sortOrder === 'ASC' ? 'asc' : 'desc')
          .orderBy('withdrawal_order.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
      ]);
      return { list, total: Number(count.total), totals: { amount: Number(count.amount), netPayout: Number(count.netPayout) } };
    },
  }),

  // The turnover audit a reviewer looks at before approving (spec §9).
  defineRoute({
    method: 'POST',
    path: '/chance-withdrawal-order/audit',
    auth: 'staff',
    menu: WITHDRAWAL_MENU,
    body: z.object({ id: idField }),
    async handler({ db, caller, body }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const { evaluation, validTurnover, requirementIds } = await previewWithdrawalAudit(db, body.id);
      return { validTurnover, requirementIds, ...evaluation };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-withdrawal-order/review',
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    body: z.object({ id: idField, remark }),
    writes: { action: 'withdrawal.review', targetType: 'withdrawal_order' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const result = await reviewWithdrawal(db, { orderId: body.id, staffId: caller.staffId, remark: body.remark, now });
      audit({ targetId: body.id, after: result });
      return result;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-withdrawal-order/pay',
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    body: z.object({ id: idField, payoutChannelId: optionalId, txnId: z.preprocess(blank, z.string().trim().max(100).optional()) }),
    writes: { action: 'withdrawal.pay', targetType: 'withdrawal_order' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const result = await payWithdrawal(db, { orderId: body.id, staffId: caller.staffId, payoutChannelId: body.payoutChannelId, txnId: body.txnId, now });
      audit({ targetId: body.id, before: { stage: 'approved' }, after: result });
      return result;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-withdrawal-order/reject',
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: WITHDRAWAL_MENU,
    body: z.object({ id: idField, reason }),
    writes: { action: 'withdrawal.reject', targetType: 'withdrawal_order' },
    moneyMoving: true,
    async handler({ db, caller, body, audit, now }) {
      await assertOrderInScope(db, caller, 'withdrawal_order', body.id);
      const result = await rejectWithdrawal(db, { orderId: body.id, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.id, after: result });
      return result;
    },
  }),
];
