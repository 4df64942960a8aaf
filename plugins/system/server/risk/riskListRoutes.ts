import { isIP } from 'node:net';
import { sql } from 'kysely';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { riskListRow, riskListSnapshot } from '../tables/riskListRow';
import type { RiskKind } from './riskSettings';
import { RISK_ACTIONS as ACTIONS, riskListContracts as contracts } from '../../shared/riskListContract';
import { SYSTEM_MENU } from '../../shared/menuTree';

/*
 * riskControlList: the risk list of IPs, devices, members and bank / UPI accounts. An entry is
 * active while enabled and not expired; the withdrawal hold (withdrawHold.ts) reads the active
 * block_withdraw and review entries. block_login entries come from older data (members sign in
 * on the member apps, not on this server), so new entries take the two actions the server applies.
 */
const LIST_MENU = SYSTEM_MENU.system_management.riskControl.riskControlList.path;

const SORT = defineSort({
  columns: { id: 'r.id', createTime: 'r.created_at', expiresAt: 'r.expires_at' },
  defaultField: 'createTime',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'same' },
});

/** The value as stored: trimmed, UPI ids lower-case (payees are matched case-insensitively). */
const normalised = (kind: RiskKind, value: string) => (kind === 'upi' ? value.trim().toLowerCase() : value.trim());

const VALUE_RULES: Record<RiskKind, { test: (v: string) => boolean; key: string }> = {
  ip: { test: (v) => isIP(v) !== 0, key: 'system.v.riskIp' },
  device: { test: (v) => v.length >= 3 && v.length <= 200, key: 'system.v.riskDevice' },
  bank_account: { test: (v) => /^\d{6,20}$/.test(v), key: 'system.v.riskBankAccount' },
  upi: { test: (v) => /^[a-z0-9._-]{2,256}@[a-z]{2,64}$/.test(v), key: 'system.v.riskUpi' },
  member: { test: (v) => /^[A-Za-z0-9_]{3,32}$/.test(v), key: 'system.v.riskMember' },
};

// The contract describes the body; the value's check by kind needs node:net, so it is added here.
const addBody = contracts.add.body.superRefine((body, ctx) => {
  const rule = VALUE_RULES[body.kind];
  if (!rule.test(normalised(body.kind, body.value))) ctx.addIssue({ code: 'custom', path: ['value'], message: rule.key });
});

async function entryOrThrow(db: Database, id: number) {
  const row = await db.selectFrom('risk_list').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new ApiError('A0404', 'not_found');
  return row;
}

const snapshot = (row: { kind: string; value: string; action: string; reason: string; enabled: number; expires_at: number | null }) =>
  riskListSnapshot.map(row);

export const riskListRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST_MENU,
    async handler({ db, body, now }) {
      const activeSql = sql<boolean>`(r.enabled = 1 and (r.expires_at is null or r.expires_at > ${now}))`;
      const filtered = db
        .selectFrom('risk_list as r')
        .$if(body.kind !== undefined, (qb) => qb.where('r.kind', '=', body.kind as RiskKind))
        .$if(body.action !== undefined, (qb) => qb.where('r.action', '=', body.action as (typeof ACTIONS)[number]))
        .$if(body.value !== undefined, (qb) => qb.where(containsText('r.value', body.value as string)))
        .$if(body.active === 1, (qb) => qb.where(activeSql))
        .$if(body.active === 0, (qb) => qb.where(sql<boolean>`not ${activeSql}`));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .leftJoin('staff_user as s', 's.id', 'r.created_by')
            .select([
              'r.id',
              'r.kind',
              'r.value',
              'r.action',
              'r.reason',
              'r.enabled',
              'r.expires_at',
              'r.created_at',
              's.username as creator_username',
            ]),
        sort: SORT,
        page: body,
      });
      return {
        ...page,
        list: page.list.map((row) => {
          const entry = riskListRow.map(row);
          return { ...entry, active: entry.enabled === 1 && (entry.expiresAt === null || entry.expiresAt > now) ? 1 : 0 };
        }),
      };
    },
  }),

  defineRoute({
    contract: contracts.add,
    serverBody: addBody,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST_MENU,
    writes: { action: 'risk_list.add', targetType: 'risk_list' },
    async handler({ db, body, caller, now, audit }) {
      const value = normalised(body.kind, body.value);
      if (body.expiresAt !== undefined && body.expiresAt <= now) throw new ApiError('A0400', 'system.risk_expiry_past');
      if (body.kind === 'member') {
        const member = await db.selectFrom('member').select('id').where('username', '=', value).executeTakeFirst();
        if (!member) throw new ApiError('A0400', 'system.risk_member_unknown', { member: value });
      }
      const same = await db
        .selectFrom('risk_list')
        .select('id')
        .where('kind', '=', body.kind)
        .where('value', '=', value)
        .where('action', '=', body.action)
        .where('enabled', '=', 1)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      if (same) throw new ApiError('A0400', 'system.risk_duplicate', { value });
      const row = await db
        .insertInto('risk_list')
        .values({
          franchisee_id: null,
          kind: body.kind,
          value,
          action: body.action,
          reason: body.reason,
          enabled: 1,
          expires_at: body.expiresAt ?? null,
          created_by: caller.staffId,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({
        targetId: String(row.id),
        before: null,
        after: snapshot({ ...body, value, enabled: 1, expires_at: body.expiresAt ?? null }),
      });
      return { id: row.id };
    },
  }),

  // Enables or disables one entry (spec: update/riskMemberStatus).
  defineRoute({
    contract: contracts.status,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST_MENU,
    writes: { action: 'risk_list.status', targetType: 'risk_list' },
    async handler({ db, body, audit }) {
      const row = await entryOrThrow(db, body.id);
      await db
        .updateTable('risk_list')
        .set({ enabled: body.enabled ? 1 : 0 })
        .where('id', '=', body.id)
        .execute();
      audit({ targetId: String(body.id), before: snapshot(row), after: snapshot({ ...row, enabled: body.enabled ? 1 : 0 }) });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.remove,
    auth: 'staff',
    roles: ['admin'],
    menu: LIST_MENU,
    writes: { action: 'risk_list.delete', targetType: 'risk_list' },
    async handler({ db, body, audit }) {
      const row = await entryOrThrow(db, body.id);
      await db.deleteFrom('risk_list').where('id', '=', body.id).execute();
      audit({ targetId: String(body.id), before: snapshot(row), after: null });
      return null;
    },
  }),
];
