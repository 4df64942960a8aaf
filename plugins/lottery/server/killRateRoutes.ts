import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { Notice } from '../../../server/http/notice';
import { killRateContracts as contracts } from '../shared/killRateContract';
import { resume, suspend } from './killRateLevers';
import { submitLever } from './leverRequests';
import { gameFundDays, killRateOverview, openPeriodExposure } from './killRateMeasure';
import { killRateLogRow } from './tables/operationLogRows';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * yoyo_lottery → game_result: gameFundSummary, killRateControl, killing_rate_operation.
 * The console measures and limits (ARCHITECTURE §6): these routes read figures and exposure, move
 * the alert band and suspend or resume betting; nothing here reaches a result. Admins only, as the
 * small black room: the levers act on every franchisee's members at once. gameFundSummary is the
 * report module's per-game daily figures, scoped to the caller like the reports.
 */

const CONTROL = LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path;
const LOG = LOTTERY_MENU.yoyo_lottery.game_result.killing_rate_operation.path;
const FUND = LOTTERY_MENU.yoyo_lottery.game_result.gameFundSummary.path;

const LOG_SORT = defineSort({
  columns: { createdAt: 'l.created_at' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'l.id', order: 'desc' },
});

export const killRateRoutes = [
  defineRoute({
    contract: contracts.fundSummary,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: FUND,
    handler: ({ db, caller, body, now }) =>
      gameFundDays(db, caller, { from: body.from, to: body.to, gameId: body.gameId, includeTest: body.includeTest }, now),
  }),

  defineRoute({
    contract: contracts.overview,
    auth: 'staff',
    roles: ['admin'],
    menu: CONTROL,
    handler: ({ db, caller, body, now }) => killRateOverview(db, caller, body.gameId, now),
  }),

  defineRoute({
    contract: contracts.exposure,
    auth: 'staff',
    roles: ['admin'],
    menu: CONTROL,
    handler: ({ db, body, now }) => openPeriodExposure(db, body.gameId, now),
  }),

  defineRoute({
    contract: contracts.setBand,
    auth: 'staff',
    roles: ['admin'],
    menu: CONTROL,
    // A band change waits for a second staff member (leverRequests.ts); suspend/resume below do not.
    writes: { action: 'lottery.killRate.bandRequest', targetType: 'game' },
    async handler({ db, caller, body, now, audit }) {
      const request = await submitLever(
        db,
        'band',
        { minBps: body.minBps, maxBps: body.maxBps },
        { gameId: body.gameId, reason: body.reason, makerId: caller.staffId, now },
      );
      audit({
        targetId: body.gameId,
        before: request.before ?? undefined,
        after: { ...request.after, reason: body.reason, requestNo: request.requestNo, status: request.status },
      });
      return new Notice(request, 'lever_request_submitted', { requestNo: request.requestNo });
    },
  }),

  defineRoute({
    contract: contracts.suspend,
    auth: 'staff',
    roles: ['admin'],
    menu: CONTROL,
    writes: { action: 'lottery.killRate.suspend', targetType: 'game' },
    async handler({ db, caller, body, now, audit }) {
      const change = await suspend(db, body.gameId, body, { staffId: caller.staffId, now, reason: body.reason });
      audit({
        targetId: body.gameId,
        before: { suspended: false },
        after: { target: change.target, suspended: true, reason: body.reason },
      });
      return change;
    },
  }),

  defineRoute({
    contract: contracts.resume,
    auth: 'staff',
    roles: ['admin'],
    menu: CONTROL,
    writes: { action: 'lottery.killRate.resume', targetType: 'game' },
    async handler({ db, caller, body, now, audit }) {
      const change = await resume(db, body.gameId, body, { staffId: caller.staffId, now, reason: body.reason });
      audit({
        targetId: body.gameId,
        before: { suspended: true },
        after: { target: change.target, suspended: false, reason: body.reason },
      });
      return change;
    },
  }),

  defineRoute({
    contract: contracts.operationLog,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('kill_rate_operation_log as l')
        .innerJoin('staff_user as s', 's.id', 'l.staff_id')
        .leftJoin('staff_user as a', 'a.id', 'l.approved_by')
        .$if(body.gameId !== undefined, (q) => q.where('l.game_id', '=', body.gameId as number))
        .$if(body.kind !== undefined, (q) => q.where('l.kind', '=', body.kind as string))
        .$if(body.operator !== undefined, (q) => q.where('s.username', '=', body.operator as string))
        .$if(body.from !== undefined, (q) => q.where('l.created_at', '>=', body.from as number))
        .$if(body.to !== undefined, (q) => q.where('l.created_at', '<', body.to as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('game as g', 'g.id', 'l.game_id')
            .select([
              'l.id',
              'l.game_id',
              'g.name as game_name',
              'l.kind',
              'l.target',
              'l.before_json',
              'l.after_json',
              'l.reason',
              'l.effective_issue_no',
              's.username as operator',
              'a.username as approver',
              'l.created_at',
            ]),
        sort: LOG_SORT,
        page: body,
      });
      return {
        ...page,
        list: page.list.map(killRateLogRow.map),
      };
    },
  }),
];
