import { z } from 'zod';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { blank, idField, intIn, listFields, optionalId } from '../../../server/http/validate';
import { approveExternalResult, enterExternalResult, rejectExternalResult } from './external';
import { approveSupplementary, rejectSupplementary, requestSupplementary, type SupplementaryKind } from './supplementaryRequests';
import { parseResult } from './verify';
import { voidPeriod } from './void';

/*
 * The manual lottery (yoyo_lottery → manualLottery): results of external draws entered by one
 * admin and approved by another, supplementary draw / settlement requested and approved the same
 * way, voiding a period, and the log of supplementary runs. Admins only; whatever settles or
 * refunds a period moves money, so those routes take an Idempotency-Key.
 */

const MANUAL_MENU = ['yoyo_lottery', 'game_result', 'manualLottery'];

const REASON = z.string({ error: 'v.required' }).trim().min(1, { error: 'v.required' }).max(500);

/** Asks for a supplementary run; nothing is drawn or settled until another admin approves it. */
function supplementaryRequestRoute(kind: SupplementaryKind, path: string) {
  return defineRoute({
    method: 'POST',
    path,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ periodId: idField, reason: REASON }),
    writes: { action: `lottery.period.supplementary_${kind}_request`, targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const request = await requestSupplementary(db, { periodId: body.periodId, kind, reason: body.reason, staffId: caller.staffId, now });
      audit({ targetId: body.periodId, after: { requestId: request.id, kind, reason: body.reason, status: request.status } });
      return request;
    },
  });
}

// Newest first; equal times newest id first.
const EXTERNAL_SORT = defineSort({
  columns: { enteredAt: 'e.entered_at' },
  defaultField: 'enteredAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'e.id', order: 'desc' },
});
const SUPPLEMENTARY_SORT = defineSort({
  columns: { createdAt: 'q.created_at' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'q.id', order: 'desc' },
});

export const manualLotteryRoutes = [
  defineRoute({
    method: 'POST',
    path: '/chance-external-result/list',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ ...listFields(20, ['enteredAt']), gameId: optionalId, status: z.preprocess(blank, intIn(0, 2).optional()) }),
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('external_result as e')
        .$if(body.gameId !== undefined, (q) => q.where('e.game_id', '=', body.gameId as number))
        .$if(body.status !== undefined, (q) => q.where('e.status', '=', body.status as number));
      const { list, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('staff_user as maker', 'maker.id', 'e.entered_by')
            .leftJoin('staff_user as checker', 'checker.id', 'e.approved_by')
            .select([
              'e.id',
              'e.game_id',
              'e.period_id',
              'e.issue_no',
              'e.result',
              'e.source',
              'e.reason',
              'e.status',
              'e.entered_at',
              'e.approved_at',
              'maker.username as entered_by',
              'checker.username as approved_by',
            ]),
        sort: EXTERNAL_SORT,
        page: body,
      });
      return { list: list.map((r) => ({ ...r, result: parseResult(r.result) })), total };
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-external-result/enter',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({
      periodId: idField,
      result: z.array(z.number().int().min(0).max(9)).min(1).max(5),
      source: z.string().trim().max(100).default(''),
      reason: REASON,
    }),
    writes: { action: 'lottery.result.enter', targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const entry = await enterExternalResult(db, { ...body, staffId: caller.staffId, now });
      audit({
        targetId: body.periodId,
        after: { externalResultId: entry.id, result: body.result, source: body.source, reason: body.reason },
      });
      return entry;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-external-result/approve',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ id: idField }),
    writes: { action: 'lottery.result.approve', targetType: 'period' },
    moneyMoving: true,
    async handler({ db, caller, body, now, audit }) {
      const outcome = await approveExternalResult(db, { id: body.id, staffId: caller.staffId, now });
      audit({
        targetId: outcome.periodId,
        before: { status: 'drawing' },
        after: { externalResultId: body.id, result: outcome.result, totals: outcome.settled?.totals },
      });
      return outcome;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-external-result/reject',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ id: idField }),
    writes: { action: 'lottery.result.reject', targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const outcome = await rejectExternalResult(db, { id: body.id, staffId: caller.staffId, now });
      audit({ targetId: outcome.periodId, after: { externalResultId: body.id, status: 'rejected' } });
      return outcome;
    },
  }),

  // Supplementary draw / settlement under maker-checker: one admin requests (reason), another approves (runs it) or rejects.
  supplementaryRequestRoute('draw', '/chance-period/supplementaryDraw'),
  supplementaryRequestRoute('settle', '/chance-period/supplementarySettle'),

  defineRoute({
    method: 'POST',
    path: '/chance-period/supplementaryApprove',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ id: idField }),
    writes: { action: 'lottery.period.supplementary_approve', targetType: 'period' },
    moneyMoving: true,
    async handler({ db, caller, body, now, audit }) {
      const { makerId, ...outcome } = await approveSupplementary(db, { id: body.id, staffId: caller.staffId, now });
      audit({
        targetId: outcome.periodId,
        before: { requestId: outcome.id, kind: outcome.kind, status: 'pending_approval', makerId },
        after: {
          status: 'approved',
          success: outcome.success,
          message: outcome.message,
          result: outcome.result,
          totals: outcome.settled?.totals,
        },
      });
      return outcome;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-period/supplementaryReject',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ id: idField, reason: REASON }),
    writes: { action: 'lottery.period.supplementary_reject', targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const { makerId, ...outcome } = await rejectSupplementary(db, { id: body.id, staffId: caller.staffId, reason: body.reason, now });
      audit({
        targetId: outcome.periodId,
        before: { requestId: outcome.id, kind: outcome.kind, status: 'pending_approval', makerId },
        after: { status: 'rejected', reason: outcome.reason },
      });
      return outcome;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-period/supplementaryRequests',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({
      ...listFields(20, ['createdAt']),
      periodId: optionalId,
      kind: z.preprocess(blank, z.enum(['draw', 'settle']).optional()),
      status: z.preprocess(blank, z.enum(['pending_approval', 'approved', 'rejected']).optional()),
    }),
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('supplementary_request as q')
        .$if(body.periodId !== undefined, (q) => q.where('q.period_id', '=', body.periodId as number))
        .$if(body.kind !== undefined, (q) => q.where('q.kind', '=', body.kind as SupplementaryKind))
        .$if(body.status !== undefined, (q) => q.where('q.status', '=', body.status as 'pending_approval' | 'approved' | 'rejected'));
      return pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('period', 'period.id', 'q.period_id')
            .innerJoin('game', 'game.id', 'period.game_id')
            .innerJoin('staff_user as maker', 'maker.id', 'q.maker_id')
            .leftJoin('staff_user as checker', 'checker.id', 'q.checker_id')
            .select([
              'q.id',
              'q.period_id as periodId',
              'period.issue_no as issueNo',
              'game.name as gameName',
              'q.kind',
              'q.reason',
              'q.status',
              'q.reject_reason as rejectReason',
              'maker.username as maker',
              'checker.username as checker',
              'q.created_at as createdAt',
              'q.reviewed_at as reviewedAt',
            ]),
        sort: SUPPLEMENTARY_SORT,
        page: body,
      });
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-period/void',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({
      periodId: idField,
      reason: REASON,
    }),
    writes: { action: 'lottery.period.void', targetType: 'period' },
    moneyMoving: true,
    async handler({ db, caller, body, now, audit }) {
      const outcome = await voidPeriod(db, { periodId: body.periodId, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.periodId, after: { voided: true, reason: body.reason, refunded: outcome.refunded, amount: outcome.amount } });
      return outcome;
    },
  }),

  defineRoute({
    method: 'POST',
    path: '/chance-period/runs',
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    body: z.object({ periodId: idField }),
    async handler({ db, body }) {
      const rows = await db
        .selectFrom('supplementary_run as r')
        .leftJoin('staff_user as s', 's.id', 'r.staff_id')
        .select(['r.id', 'r.kind', 'r.success', 'r.message', 'r.created_at', 's.username', 'r.request_id'])
        .where('r.period_id', '=', body.periodId)
        .orderBy('r.id')
        .execute();
      return { list: rows, total: rows.length };
    },
  }),
];
