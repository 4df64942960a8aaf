import { containsText } from '../../../server/db/filters';
import { bombayDayRange, bombayDayStart } from '../../../server/domain/time';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { memberScope, scopeFilter, scopeOf } from '../../../server/scope/scope';
import { pointsRefRange, type PointsKind, type PointsReason } from '../shared/pointsLedger';
import { INTEGRAL_DETAIL_MENU, INTEGRAL_MANAGEMENT_MENU } from './fields';
import { approveAdjustment, rejectAdjustment, submitAdjustment } from './pointsAdjustment';
import { ADJUSTMENT_STATUSES, pointsContracts as contracts } from '../shared/pointsContract';
import { memberPointsRow } from './tables/memberPointsRow';
import { pointsLedgerRow, pointsRequestRow } from './tables/pointsLedgerRows';

/*
 * vip → integral_management (members' points balances, and manual adjustments asked for, approved
 * or rejected under maker-checker) and integral_detail (the points ledger: every change with the
 * balance after it, its kind, reason and who made and approved it). Admin sees every franchisee's
 * members, a franchisee its own; agents are refused.
 */

type Status = (typeof ADJUSTMENT_STATUSES)[number];

const newestFirst = (id: string) => defineSort({ columns: { id }, defaultField: 'id', defaultOrder: 'desc' });

export const pointsRoutes = [
  defineRoute({
    contract: contracts.balances,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_MANAGEMENT_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('member')
        .where(memberScope(scopeOf(caller)))
        .$if(body.memberId !== undefined, (q) => q.where('member.id', '=', body.memberId as number))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.vipLevel !== undefined, (q) => q.where('member.vip_level', '=', body.vipLevel as number))
        .$if(body.minPoints !== undefined, (q) => q.where('member.points', '>=', body.minPoints as number))
        .$if(body.maxPoints !== undefined, (q) => q.where('member.points', '<=', body.maxPoints as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.innerJoin('franchisee', 'franchisee.id', 'member.franchisee_id').select([
            'member.id',
            'member.username',
            'member.nickname',
            'franchisee.name as franchisee_name',
            'member.vip_level',
            'member.points',
            (eb) =>
              eb
                .selectFrom('points_adjustment as pa')
                .select((s) => s.fn.countAll<number>().as('n'))
                .whereRef('pa.member_id', '=', 'member.id')
                .where('pa.status', '=', 'pending_approval')
                .as('pending'),
          ]),
        sort: defineSort({
          columns: { id: 'member.id', points: 'member.points' },
          defaultField: 'points',
          defaultOrder: 'desc',
          tieBreak: { column: 'member.id', order: 'desc' },
        }),
        page: body,
      });
      return { ...page, list: page.list.map(memberPointsRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.ledger,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_DETAIL_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('points_ledger as pl')
        .innerJoin('member', 'member.id', 'pl.member_id')
        .where(memberScope(scopeOf(caller)))
        .$if(body.memberId !== undefined, (q) => q.where('pl.member_id', '=', body.memberId as number))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.kind !== undefined, (q) => q.where('pl.kind', '=', body.kind as PointsKind))
        .$if(body.reason !== undefined, (q) => {
          const { from, to } = pointsRefRange(body.reason as PointsReason);
          return q.where('pl.ref', '>=', from).where('pl.ref', '<', to);
        })
        .$if(body.startDate !== undefined, (q) => q.where('pl.created_at', '>=', bombayDayStart(body.startDate as string)))
        .$if(body.endDate !== undefined, (q) => q.where('pl.created_at', '<', bombayDayRange(body.endDate as string)[1]));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .leftJoin('points_adjustment as pa', 'pa.ledger_id', 'pl.id')
            .leftJoin('staff_user as maker', 'maker.id', 'pa.maker_id')
            .leftJoin('staff_user as checker', 'checker.id', 'pa.checker_id')
            .select([
              'pl.id',
              'pl.member_id',
              'member.username',
              'pl.kind',
              'pl.amount',
              'pl.balance_after',
              'pl.ref',
              'pa.reason',
              'maker.username as operator',
              'checker.username as checker',
              'pl.created_at',
            ]),
        sort: newestFirst('pl.id'),
        page: body,
      });
      return { ...page, list: page.list.map(pointsLedgerRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.requests,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_MANAGEMENT_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('points_adjustment as pa')
        .innerJoin('member', 'member.id', 'pa.member_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'pa.franchisee_id' }))
        .$if(body.username !== undefined, (q) => q.where(containsText('member.username', body.username as string)))
        .$if(body.status !== undefined, (q) => q.where('pa.status', '=', body.status as Status));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('staff_user as maker', 'maker.id', 'pa.maker_id')
            .leftJoin('staff_user as checker', 'checker.id', 'pa.checker_id')
            .select([
              'pa.id',
              'pa.member_id',
              'member.username',
              'member.points',
              'pa.amount',
              'pa.reason',
              'pa.status',
              'maker.username as maker',
              'checker.username as checker',
              'pa.reject_reason',
              'pa.created_at',
              'pa.reviewed_at',
            ]),
        sort: newestFirst('pa.id'),
        page: body,
      });
      return { ...page, list: page.list.map(pointsRequestRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.adjust,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_MANAGEMENT_MENU,
    writes: { action: 'vip.points.adjust.submit', targetType: 'points_adjustment' },
    async handler({ db, caller, body, now, audit }) {
      const amount = body.direction === 'add' ? body.points : -body.points;
      const result = await submitAdjustment(db, {
        memberId: body.memberId,
        amount,
        reason: body.reason,
        staffId: caller.staffId,
        scope: scopeOf(caller),
        now,
      });
      audit({
        targetId: result.id,
        after: { memberId: result.memberId, username: result.username, amount, reason: body.reason, status: result.status },
      });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.approve,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_MANAGEMENT_MENU,
    writes: { action: 'vip.points.adjust.approve', targetType: 'points_adjustment' },
    async handler({ db, caller, body, now, audit }) {
      const result = await approveAdjustment(db, { id: body.id, staffId: caller.staffId, scope: scopeOf(caller), now });
      audit({
        targetId: result.id,
        before: { status: 'pending_approval', makerId: result.makerId },
        after: { status: result.status, memberId: result.memberId, amount: result.amount, balanceAfter: result.balanceAfter },
      });
      const { makerId: _maker, ...answer } = result;
      return answer;
    },
  }),

  defineRoute({
    contract: contracts.reject,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: INTEGRAL_MANAGEMENT_MENU,
    writes: { action: 'vip.points.adjust.reject', targetType: 'points_adjustment' },
    async handler({ db, caller, body, now, audit }) {
      const result = await rejectAdjustment(db, { id: body.id, staffId: caller.staffId, scope: scopeOf(caller), reason: body.reason, now });
      audit({
        targetId: result.id,
        before: { status: 'pending_approval', makerId: result.makerId },
        after: { status: result.status, reason: result.reason },
      });
      const { makerId: _maker, ...answer } = result;
      return answer;
    },
  }),
];
