import { sql } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { anyOfMenus, defineRoute } from '../../../../server/http/route';
import { scopeFilter, scopeOf } from '../../../../server/scope/scope';
import { assertWithinLimit } from '../../../../server/plugin/amountLimits';
import { quotaBody, staffStationContracts as contracts } from '../../shared/staffStationContract';
import { ACCOUNT_MENU } from '../../shared/menuTree';
import { stationQuotaRecordRow, stationRow } from '../tables/staffRows';

/*
 * Stations (sites) and their quota. The list is open to every role for pickers (an agent sees its
 * own station); creating and editing stations belongs to franchisee management (admin), quota
 * changes to the station record screen (admin), whose record list a franchisee also reads for its
 * own stations. Quota is money-like: integer paise, changed by one conditional UPDATE so a
 * withdrawal can never take it below zero, each change with a station_quota_record row and an
 * operation-log entry, and idempotent under an Idempotency-Key.
 */
const FRANCHISEE_MENU = ACCOUNT_MENU.Account_management.franchiseeManagement.path;
const RECORD_MENU = ACCOUNT_MENU.Account_management.stationRecord.path;
export const TOP_UP = 1;
export const WITHDRAW = 2;

const STATION_SORT = defineSort({
  columns: { id: 'station.id', code: 'station.code', name: 'station.name', amount: 'station.amount', createTime: 'station.created_at' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'station.id', order: 'asc' },
});
const QUOTA_RECORD_SORT = defineSort({
  columns: { id: 'r.id', amount: 'r.amount', createTime: 'r.created_at' },
  defaultField: 'id',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'desc' },
});

/** Applies one quota change under the route's transaction and records it. */
async function changeQuota(
  db: Database,
  kind: typeof TOP_UP | typeof WITHDRAW,
  body: z.output<typeof quotaBody>,
  staff: { staffId: number; username: string },
  now: number,
) {
  await assertWithinLimit(db, 'maxQuotaChange', 'amount', body.amount);
  const station = await db
    .selectFrom('station')
    .select(['id', 'franchisee_id', 'amount'])
    .where('id', '=', body.stationId)
    .executeTakeFirst();
  if (!station) throw new ApiError('A0404', 'not_found');
  // The guard lives in the UPDATE itself, so two concurrent withdrawals cannot both pass a stale read.
  const updated = await db
    .updateTable('station')
    .set({ amount: kind === TOP_UP ? sql`amount + ${body.amount}` : sql`amount - ${body.amount}` })
    .where('id', '=', body.stationId)
    .$if(kind === WITHDRAW, (qb) => qb.where('amount', '>=', body.amount))
    .returning('amount')
    .executeTakeFirst();
  if (!updated) {
    const current = await db.selectFrom('station').select('amount').where('id', '=', body.stationId).executeTakeFirstOrThrow();
    throw new ApiError('A0400', 'quota_insufficient', { balance: current.amount });
  }
  const balanceAfter = Number(updated.amount);
  const balanceBefore = kind === TOP_UP ? balanceAfter - body.amount : balanceAfter + body.amount;
  const record = {
    station_id: station.id,
    franchisee_id: station.franchisee_id,
    kind,
    amount: body.amount,
    balance_before: balanceBefore,
    balance_after: balanceAfter,
    remark: body.remark,
    staff_id: staff.staffId,
    staff_username: staff.username,
    created_at: now,
  };
  const { id } = await db.insertInto('station_quota_record').values(record).returning('id').executeTakeFirstOrThrow();
  return { recordId: id, stationId: station.id, amount: body.amount, balanceBefore, balanceAfter };
}

export const stationRoutes = [
  // Stations (sites) in scope: a franchisee its own, an agent the one it belongs to. Opened by the
  // screens that list or pick stations (their quotas are no one else's business).
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    menu: anyOfMenus(
      FRANCHISEE_MENU,
      RECORD_MENU,
      ACCOUNT_MENU.Account_management.userManagement.path,
      ACCOUNT_MENU.Account_management.shareholder.offline_agent.path,
      ACCOUNT_MENU.Account_management.offline_formal_agent.path,
      ACCOUNT_MENU.Account_management.vip.beltPlay.path,
    ),
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('station')
        .innerJoin('franchisee', 'franchisee.id', 'station.franchisee_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'station.franchisee_id', station: 'station.id' }))
        .$if(body.name !== undefined, (qb) => qb.where(containsText('station.name', body.name as string)))
        .$if(body.franchiseeId !== undefined, (qb) => qb.where('station.franchisee_id', '=', body.franchiseeId as number))
        .$if(body.status !== undefined, (qb) => qb.where('station.status', '=', body.status as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'station.id',
            'station.code',
            'station.name',
            'station.franchisee_id',
            'franchisee.name as franchisee_name',
            'station.amount',
            'station.status',
            'station.created_at',
          ]),
        sort: STATION_SORT,
        page: body,
      });
      return { list: rows.map(stationRow.map), total };
    },
  }),

  // Creates a station (no id) or edits one; the quota is only changed by the two calls below.
  defineRoute({
    contract: contracts.save,
    auth: 'staff',
    roles: ['admin'],
    menu: FRANCHISEE_MENU,
    writes: { action: 'station.save', targetType: 'station' },
    async handler({ db, body, now, audit }) {
      const franchisee = await db.selectFrom('franchisee').select('id').where('id', '=', body.franchiseeId).executeTakeFirst();
      if (!franchisee) throw new ApiError('A0404', 'not_found');
      const clash = await db
        .selectFrom('station')
        .select('id')
        .where('code', '=', body.code)
        .$if(body.id !== undefined, (qb) => qb.where('id', '!=', body.id as number))
        .executeTakeFirst();
      if (clash) throw new ApiError('A0400', 'franchisee_code_taken', { code: body.code });
      const fields = { franchisee_id: body.franchiseeId, code: body.code, name: body.name, status: body.status };
      if (body.id === undefined) {
        const { id } = await db
          .insertInto('station')
          .values({ ...fields, amount: 0, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        audit({ targetId: id, after: fields });
        return { id };
      }
      const before = await db
        .selectFrom('station')
        .select(['franchisee_id', 'code', 'name', 'status'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      // Members, agents and orders carry the station's franchisee: moving a station would split its history.
      if (before.franchisee_id !== body.franchiseeId) {
        const used = await db.selectFrom('agent').select('id').where('station_id', '=', body.id).executeTakeFirst();
        const member = await db.selectFrom('member').select('id').where('station_id', '=', body.id).executeTakeFirst();
        if (used || member) throw new ApiError('A0400', 'station_has_people');
      }
      await db.updateTable('station').set(fields).where('id', '=', body.id).execute();
      audit({ targetId: body.id, before, after: fields });
      return { id: body.id };
    },
  }),

  defineRoute({
    contract: contracts.topUp,
    auth: 'staff',
    roles: ['admin'],
    menu: RECORD_MENU,
    writes: { action: 'station.quota.topUp', targetType: 'station' },
    async handler({ db, caller, body, now, audit }) {
      const result = await changeQuota(db, TOP_UP, body, caller, now);
      audit({
        targetId: body.stationId,
        before: { amount: result.balanceBefore },
        after: { amount: result.balanceAfter, recordId: result.recordId },
      });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.withdraw,
    auth: 'staff',
    roles: ['admin'],
    menu: RECORD_MENU,
    writes: { action: 'station.quota.withdraw', targetType: 'station' },
    async handler({ db, caller, body, now, audit }) {
      const result = await changeQuota(db, WITHDRAW, body, caller, now);
      audit({
        targetId: body.stationId,
        before: { amount: result.balanceBefore },
        after: { amount: result.balanceAfter, recordId: result.recordId },
      });
      return result;
    },
  }),

  defineRoute({
    contract: contracts.recordList,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: RECORD_MENU,
    async handler({ db, caller, body }) {
      const filtered = db
        .selectFrom('station_quota_record as r')
        .innerJoin('station', 'station.id', 'r.station_id')
        .where(scopeFilter(scopeOf(caller), { franchisee: 'r.franchisee_id' }))
        .$if(body.stationId !== undefined, (qb) => qb.where('r.station_id', '=', body.stationId as number))
        .$if(body.kind !== undefined, (qb) => qb.where('r.kind', '=', body.kind as number))
        .$if(body.startTime !== undefined, (qb) => qb.where('r.created_at', '>=', body.startTime as number))
        .$if(body.endTime !== undefined, (qb) => qb.where('r.created_at', '<', body.endTime as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'r.id',
            'r.station_id',
            'station.name as station_name',
            'r.franchisee_id',
            'r.kind',
            'r.amount',
            'r.balance_before',
            'r.balance_after',
            'r.remark',
            'r.staff_username',
            'r.created_at',
          ]),
        sort: QUOTA_RECORD_SORT,
        page: body,
      });
      return { list: rows.map(stationQuotaRecordRow.map), total };
    },
  }),
];
