import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import type { AnswerOf } from '../../../shared/contract';
import { manualContracts as contracts } from '../shared/manualContract';
import { approveExternalResult, enterExternalResult, rejectExternalResult } from './external';
import { approveSupplementary, rejectSupplementary, requestSupplementary, type SupplementaryKind } from './supplementaryRequests';
import { parseResult } from './verify';
import { voidPeriod } from './void';
import { supplementaryRequestRow } from './tables/supplementaryRequestRow';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * The manual lottery (yoyo_lottery → manualLottery): results of external draws entered by one
 * admin and approved by another, supplementary draw / settlement requested and approved the same
 * way, voiding a period, and the log of supplementary runs. Admins only; whatever settles or
 * refunds a period moves money, so those routes take an Idempotency-Key.
 */

const MANUAL_MENU = LOTTERY_MENU.yoyo_lottery.game_result.manualLottery.path;

/** Asks for a supplementary run; nothing is drawn or settled until another admin approves it. */
function supplementaryRequestRoute(kind: SupplementaryKind, contract: typeof contracts.requestDraw | typeof contracts.requestSettle) {
  return defineRoute({
    // The two requests' contracts differ only in their paths: typed as one, served as the one given.
    contract: contract as typeof contracts.requestDraw,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
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

type ExternalResultRow = AnswerOf<typeof contracts.externalResults>['list'][number];

export const manualLotteryRoutes = [
  defineRoute({
    contract: contracts.externalResults,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
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
      // status is 0, 1 or 2 (the table's CHECK).
      return { list: list.map((r) => ({ ...r, status: r.status as ExternalResultRow['status'], result: parseResult(r.result) })), total };
    },
  }),

  defineRoute({
    contract: contracts.enter,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
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
    contract: contracts.approve,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    writes: { action: 'lottery.result.approve', targetType: 'period' },
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
    contract: contracts.reject,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    writes: { action: 'lottery.result.reject', targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const outcome = await rejectExternalResult(db, { id: body.id, staffId: caller.staffId, now });
      audit({ targetId: outcome.periodId, after: { externalResultId: body.id, status: 'rejected' } });
      return outcome;
    },
  }),

  // Supplementary draw / settlement under maker-checker: one admin requests (reason), another approves (runs it) or rejects.
  supplementaryRequestRoute('draw', contracts.requestDraw),
  supplementaryRequestRoute('settle', contracts.requestSettle),

  defineRoute({
    contract: contracts.approveSupplementary,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    writes: { action: 'lottery.period.supplementary_approve', targetType: 'period' },
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
    contract: contracts.rejectSupplementary,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
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
    contract: contracts.supplementaryRequests,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('supplementary_request as q')
        .$if(body.periodId !== undefined, (q) => q.where('q.period_id', '=', body.periodId as number))
        .$if(body.kind !== undefined, (q) => q.where('q.kind', '=', body.kind as SupplementaryKind))
        .$if(body.status !== undefined, (q) => q.where('q.status', '=', body.status as 'pending_approval' | 'approved' | 'rejected'));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('period', 'period.id', 'q.period_id')
            .innerJoin('game', 'game.id', 'period.game_id')
            .innerJoin('staff_user as maker', 'maker.id', 'q.maker_id')
            .leftJoin('staff_user as checker', 'checker.id', 'q.checker_id')
            .select([
              'q.id',
              'q.period_id',
              'period.issue_no',
              'game.name as game_name',
              'q.kind',
              'q.reason',
              'q.status',
              'q.reject_reason',
              'maker.username as maker',
              'checker.username as checker',
              'q.created_at',
              'q.reviewed_at',
            ]),
        sort: SUPPLEMENTARY_SORT,
        page: body,
      });
      return { ...page, list: page.list.map(supplementaryRequestRow.map) };
    },
  }),

  defineRoute({
    contract: contracts.voidPeriod,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    writes: { action: 'lottery.period.void', targetType: 'period' },
    async handler({ db, caller, body, now, audit }) {
      const outcome = await voidPeriod(db, { periodId: body.periodId, staffId: caller.staffId, reason: body.reason, now });
      audit({ targetId: body.periodId, after: { voided: true, reason: body.reason, refunded: outcome.refunded, amount: outcome.amount } });
      return outcome;
    },
  }),

  defineRoute({
    contract: contracts.runs,
    auth: 'staff',
    roles: ['admin'],
    menu: MANUAL_MENU,
    async handler({ db, body }) {
      const rows = await db
        .selectFrom('supplementary_run as r')
        .leftJoin('staff_user as s', 's.id', 'r.staff_id')
        .select(['r.id', 'r.kind', 'r.success', 'r.message', 'r.created_at', 's.username', 'r.request_id'])
        .where('r.period_id', '=', body.periodId)
        .orderBy('r.id')
        .execute();
      // Runs are logged as 'draw' or 'settle' (supplementary.ts logRun).
      return { list: rows.map((r) => ({ ...r, kind: r.kind as SupplementaryKind })), total: rows.length };
    },
  }),
];
