import { sql } from 'kysely';
import type { Database } from '../../../server/db/database';
import { ApiError } from '../../../server/http/errors';
import { defineSort, pagedList } from '../../../server/http/pagedList';
import { defineRoute } from '../../../server/http/route';
import { addRestrictedAccount, MAX_RESTRICTED, MAX_RESTRICTED_ENABLED, removeRestrictedAccount, setRestrictedEnabled } from './restricted';
import { blackHouseContracts as contracts } from '../shared/blackHouseContract';
import { restrictedAccountRow, restrictedCountsRow } from './tables/restrictedAccountRow';
import { LOTTERY_MENU } from '../shared/menuTree';

/*
 * The "small black room" (yoyo_lottery → game_result → blackHouse): members whose betting is
 * suspended or capped. The 10 rows / 3 enabled per franchisee limits live in restricted.ts,
 * checked inside the write's transaction. A restriction only limits what the member may stake; no
 * draw reads this table (ARCHITECTURE §6). Admins only: the spec gives no franchisee this lever.
 */

const MENU = LOTTERY_MENU.yoyo_lottery.game_result.blackHouse.path;

const SORT = defineSort({
  columns: { createdAt: 'r.created_at', expiresAt: 'r.expires_at' },
  defaultField: 'createdAt',
  defaultOrder: 'desc',
  tieBreak: { column: 'r.id', order: 'desc' },
});

/** The member named by id or by username (exactly one of them). */
async function memberOf(db: Database, memberId: number | undefined, username: string | undefined) {
  if ((memberId === undefined) === (username === undefined)) throw new ApiError('A0400', 'restricted_member_required');
  const query = db.selectFrom('member').select(['id', 'username', 'franchisee_id']);
  const row =
    memberId !== undefined
      ? await query.where('id', '=', memberId).executeTakeFirst()
      : await query.where('username', '=', username as string).executeTakeFirst();
  if (!row) throw new ApiError('A0400', 'member_not_found', { member: memberId ?? username ?? '' });
  return row;
}

/** What the log keeps of a row. */
const snapshot = (r: {
  member_id: number;
  restriction: string;
  stake_cap: number | null;
  enabled: number;
  reason: string;
  expires_at: number | null;
}) => ({
  memberId: r.member_id,
  restriction: r.restriction,
  stakeCap: r.stake_cap,
  enabled: r.enabled,
  reason: r.reason,
  expiresAt: r.expires_at,
});

export const blackHouseRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body, now }) {
      const filtered = db
        .selectFrom('restricted_account as r')
        .innerJoin('member as m', 'm.id', 'r.member_id')
        .$if(body.franchiseeId !== undefined, (q) => q.where('r.franchisee_id', '=', body.franchiseeId as number))
        .$if(body.username !== undefined, (q) => q.where('m.username', '=', body.username as string))
        .$if(body.enabled !== undefined, (q) => q.where('r.enabled', '=', body.enabled as number))
        .$if(body.restriction !== undefined, (q) => q.where('r.restriction', '=', body.restriction as 'betting_suspended' | 'stake_cap'));
      const page = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q
            .innerJoin('franchisee as f', 'f.id', 'r.franchisee_id')
            .leftJoin('staff_user as s', 's.id', 'r.created_by')
            .select([
              'r.id',
              'r.franchisee_id',
              'f.name as franchisee_name',
              'r.member_id',
              'm.username',
              'r.restriction',
              'r.stake_cap',
              'r.enabled',
              'r.reason',
              's.username as created_by_username',
              'r.expires_at',
              'r.created_at',
              'r.updated_at',
            ]),
        sort: SORT,
        page: body,
      });
      return {
        ...page,
        list: page.list.map((r) => {
          const row = restrictedAccountRow.map(r);
          // Enabled but past its expiry: no longer applied to bets, still counted until disabled or removed.
          return { ...row, expired: row.expiresAt !== null && row.expiresAt <= now };
        }),
      };
    },
  }),

  defineRoute({
    contract: contracts.summary,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db }) {
      const rows = await db
        .selectFrom('franchisee as f')
        .leftJoin('restricted_account as r', 'r.franchisee_id', 'f.id')
        .select([
          'f.id as franchisee_id',
          'f.name as franchisee_name',
          (eb) => eb.fn.count<number>('r.id').as('total'),
          sql<number>`coalesce(sum(r.enabled), 0)`.as('enabled'),
        ])
        .groupBy(['f.id', 'f.name'])
        .orderBy('f.id')
        .execute();
      return {
        maxTotal: MAX_RESTRICTED,
        maxEnabled: MAX_RESTRICTED_ENABLED,
        franchisees: rows.map(restrictedCountsRow.map),
      };
    },
  }),

  defineRoute({
    contract: contracts.add,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'lottery.restricted.add', targetType: 'member' },
    async handler({ db, caller, body, now, audit }) {
      if (body.expiresAt !== undefined && body.expiresAt <= now) throw new ApiError('A0400', 'restricted_expiry_past');
      const member = await memberOf(db, body.memberId, body.username);
      const row = await addRestrictedAccount(db, {
        franchiseeId: member.franchisee_id,
        memberId: member.id,
        restriction: body.restriction,
        stakeCap: body.stakeCap ?? null,
        enabled: body.enabled,
        reason: body.reason,
        createdBy: caller.staffId,
        expiresAt: body.expiresAt ?? null,
        now,
      });
      audit({ targetId: member.id, after: { id: row.id, username: member.username, ...snapshot(row) } });
      return { id: row.id };
    },
  }),

  defineRoute({
    contract: contracts.setEnabled,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    // Logged as enable or disable, so the operation log reads as what was done.
    writes: { action: 'lottery.restricted.enable', targetType: 'member' },
    async handler({ db, body, now, audit }) {
      const [before, after] = await setRestrictedEnabled(db, body.id, body.enabled, now);
      const change = {
        targetId: after.member_id,
        before: { id: before.id, enabled: before.enabled },
        after: { id: after.id, enabled: after.enabled },
      };
      if (body.enabled) audit(change);
      else audit({ action: 'lottery.restricted.disable', ...change });
      return { id: after.id, enabled: after.enabled };
    },
  }),

  defineRoute({
    contract: contracts.remove,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'lottery.restricted.remove', targetType: 'member' },
    async handler({ db, body, audit }) {
      const removed = await removeRestrictedAccount(db, body.id);
      audit({ targetId: removed.member_id, before: { id: removed.id, ...snapshot(removed) } });
      return { id: removed.id };
    },
  }),
];
