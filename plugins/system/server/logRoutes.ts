import { containsText } from '../../../server/db/filters';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { logContracts as contracts } from '../shared/logContract';
import { SYSTEM_MENU } from '../shared/menuTree';
import { memberActionRow, memberLoginRow, operationDetailRow, operationLogRow, staffLoginRow } from './tables/logRows';

/*
 * Log_management: staff sign-ins (login_log, written by auth/login.ts), member sign-ins
 * (member_login_log), member-side actions (member_operation_log, written by the member-side services)
 * and staff writes (operation_log, written by every writing route). The logs are
 * append-only: this module only reads them, and no endpoint anywhere edits or deletes a row.
 * Lists count up to the cap (cappedCount) because these tables grow to millions of rows.
 */
const LOG_MENU = SYSTEM_MENU.system_management.Log_management;

const STAFF_LOGIN_SORT = defineSort({
  columns: { id: 'login_log.id', createTime: 'login_log.created_at' },
  defaultField: 'createTime',
  defaultOrder: 'desc',
  tieBreak: { column: 'login_log.id', order: 'same' },
});
const MEMBER_LOGIN_SORT = defineSort({
  columns: { id: 'l.id', createTime: 'l.created_at' },
  defaultField: 'createTime',
  defaultOrder: 'desc',
  tieBreak: { column: 'l.id', order: 'same' },
});
const MEMBER_ACTION_SORT = defineSort({
  columns: { id: 'a.id', createTime: 'a.created_at' },
  defaultField: 'createTime',
  defaultOrder: 'desc',
  tieBreak: { column: 'a.id', order: 'same' },
});
const OPERATION_SORT = defineSort({
  columns: { id: 'operation_log.id', createTime: 'operation_log.created_at' },
  defaultField: 'createTime',
  defaultOrder: 'desc',
  tieBreak: { column: 'operation_log.id', order: 'same' },
});

export const logRoutes = [
  // backstage_login_log: every staff sign-in attempt, successful or not, with the reason refused.
  defineRoute({
    contract: contracts.staffLogins,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG_MENU.backstage_login_log.path,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('login_log')
        .$if(body.username !== undefined, (qb) => qb.where('login_log.username', '=', body.username as string))
        .$if(body.ip !== undefined, (qb) => qb.where('login_log.ip', '=', body.ip as string))
        .$if(body.success !== undefined, (qb) => qb.where('login_log.success', '=', body.success as number))
        .$if(body.startTime !== undefined, (qb) => qb.where('login_log.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (qb) => qb.where('login_log.created_at', '<=', body.endTime as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'login_log.id',
            'login_log.username',
            'login_log.staff_id',
            'login_log.ip',
            'login_log.user_agent',
            'login_log.success',
            'login_log.reason',
            'login_log.created_at',
          ]),
        sort: STAFF_LOGIN_SORT,
        page: body,
        capped: true,
      });
      return { ...page, list: page.list.map(staffLoginRow.map) };
    },
  }),

  // vip_login_log: member sign-ins from the member apps (PC, H5, app).
  defineRoute({
    contract: contracts.memberLogins,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG_MENU.vip_login_log.path,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('member_login_log as l')
        .innerJoin('member', 'member.id', 'l.member_id')
        .$if(body.username !== undefined, (qb) => qb.where('member.username', '=', body.username as string))
        .$if(body.ip !== undefined, (qb) => qb.where('l.ip', '=', body.ip as string))
        .$if(body.source !== undefined, (qb) => qb.where('l.source', '=', body.source as 'pc' | 'h5' | 'app'))
        .$if(body.success !== undefined, (qb) => qb.where('l.success', '=', body.success as number))
        .$if(body.startTime !== undefined, (qb) => qb.where('l.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (qb) => qb.where('l.created_at', '<=', body.endTime as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'l.id',
            'l.member_id',
            'member.username',
            'l.ip',
            'l.device',
            'l.source',
            'l.geo',
            'l.success',
            'l.reason',
            'l.created_at',
          ]),
        sort: MEMBER_LOGIN_SORT,
        page: body,
        capped: true,
      });
      return { ...page, list: page.list.map(memberLoginRow.map) };
    },
  }),

  // vip_foreground_operation: what members did in the member apps. The account is resolved to its id
  // first so every filter runs on an index led by its own column (member_id, action or ip, then time).
  defineRoute({
    contract: contracts.memberActions,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG_MENU.vip_foreground_operation.path,
    async handler({ db, body }) {
      let memberId: number | undefined;
      if (body.username !== undefined) {
        const member = await db.selectFrom('member').select('id').where('username', '=', body.username).executeTakeFirst();
        if (!member) return { total: 0, list: [], totalCapped: false };
        memberId = Number(member.id);
      }
      const filtered = db
        .selectFrom('member_operation_log as a')
        .$if(memberId !== undefined, (qb) => qb.where('a.member_id', '=', memberId as number))
        .$if(body.action !== undefined, (qb) => qb.where('a.action', '=', body.action as string))
        .$if(body.ip !== undefined, (qb) => qb.where('a.ip', '=', body.ip as string))
        .$if(body.startTime !== undefined, (qb) => qb.where('a.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (qb) => qb.where('a.created_at', '<=', body.endTime as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('member', 'member.id', 'a.member_id')
            .select(['a.id', 'a.member_id', 'member.username', 'a.action', 'a.detail', 'a.ip', 'a.source', 'a.created_at']),
        sort: MEMBER_ACTION_SORT,
        page: body,
        capped: true,
      });
      return { ...page, list: page.list.map(memberActionRow.map) };
    },
  }),

  // system_operation_log: every staff write; the snapshots are read one at a time through the detail call.
  defineRoute({
    contract: contracts.operations,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG_MENU.system_operation_log.path,
    async handler({ db, body }) {
      const filtered = db
        .selectFrom('operation_log')
        .$if(body.username !== undefined, (qb) => qb.where('operation_log.username', '=', body.username as string))
        .$if(body.action !== undefined, (qb) => qb.where(containsText('operation_log.action', body.action as string)))
        .$if(body.targetType !== undefined, (qb) => qb.where('operation_log.target_type', '=', body.targetType as string))
        .$if(body.targetId !== undefined, (qb) => qb.where('operation_log.target_id', '=', body.targetId as string))
        .$if(body.startTime !== undefined, (qb) => qb.where('operation_log.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (qb) => qb.where('operation_log.created_at', '<=', body.endTime as number));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'operation_log.id',
            'operation_log.staff_id',
            'operation_log.username',
            'operation_log.action',
            'operation_log.target_type',
            'operation_log.target_id',
            'operation_log.ip',
            'operation_log.created_at',
          ]),
        sort: OPERATION_SORT,
        page: body,
        capped: true,
      });
      return { ...page, list: page.list.map(operationLogRow.map) };
    },
  }),

  // One operation with its before/after snapshots, for the diff view.
  defineRoute({
    contract: contracts.operationDetail,
    auth: 'staff',
    roles: ['admin'],
    menu: LOG_MENU.system_operation_log.path,
    async handler({ db, body }) {
      const row = await db.selectFrom('operation_log').selectAll().where('id', '=', body.id).executeTakeFirst();
      if (!row) throw new ApiError('A0404', 'not_found');
      return operationDetailRow.map(row);
    },
  }),
];
