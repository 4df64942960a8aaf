import type { AnswerOf } from '../../../../shared/contract';
import { holdsApprovalRight } from '../../../../server/auth/independence';
import { accountKey, clearThrottle } from '../../../../server/auth/throttle';
import type { Database } from '../../../../server/db/database';
import { ApiError } from '../../../../server/http/errors';
import { defineRoute } from '../../../../server/http/route';
import type { MenuEntry } from '../../../../server/menu/catalogue';
import { decideChange, listChanges, publicPayload } from '../../../../server/approval/changeRequests';
import { staffUserContracts as contracts, type StaffRequestKind } from '../../shared/staffUserContract';
import { ACCOUNT_MENU } from '../../shared/menuTree';

/*
 * Staff accounts with approval rights (any menu that decides someone else's request) are created,
 * re-roled and reset only through a change request another independent administrator approves
 * (chance-staion-user/add, /update and /resetPassword submit it; these routes list and decide
 * it), and so is an edit that gives a role an approval right (chance-role/update submits it).
 * Accounts without approval rights keep changing at once.
 */

const MENU = ACCOUNT_MENU.Account_management.userManagement.path;
const KINDS: StaffRequestKind[] = ['staff.add', 'staff.update', 'staff.resetPassword', 'role.update'];
const LINKS = ['type', 'role_id', 'franchisee_id', 'station_id', 'agent_id'] as const;

export async function roleHoldsApproval(db: Database, roleId: number): Promise<boolean> {
  const role = await db.selectFrom('role').select('menu_list').where('id', '=', roleId).executeTakeFirst();
  return role !== undefined && holdsApprovalRight(JSON.parse(role.menu_list) as MenuEntry[]);
}

type StaffRow = Record<string, string | number | null>;

/** Applies an approved role edit, unless the role changed since the request was made. */
async function applyRoleChange(
  db: Database,
  change: Awaited<ReturnType<typeof decideChange>>,
): Promise<{ targetId: number; before: unknown; after: unknown }> {
  const { roleId, name, menuList, ipWhitelist } = change.payload as {
    roleId: number;
    name: string;
    menuList: MenuEntry[];
    ipWhitelist: string;
  };
  const before = change.before as { name: string; menuList: MenuEntry[]; ipWhitelist: string };
  const current = await db.selectFrom('role').select(['name', 'menu_list', 'ip_whitelist']).where('id', '=', roleId).executeTakeFirst();
  if (!current) throw new ApiError('A0404', 'not_found');
  if (
    current.name !== before.name ||
    current.ip_whitelist !== before.ipWhitelist ||
    current.menu_list !== JSON.stringify(before.menuList)
  ) {
    throw new ApiError('A0400', 'request_stale');
  }
  await db
    .updateTable('role')
    .set({ name, menu_list: JSON.stringify(menuList), ip_whitelist: ipWhitelist })
    .where('id', '=', roleId)
    .execute();
  return { targetId: roleId, before, after: { name, menuList, ipWhitelist } };
}

/** Applies an approved staff request: the maker stays the account's controller, the checker only agreed. */
async function applyStaffChange(
  db: Database,
  change: Awaited<ReturnType<typeof decideChange>>,
  now: number,
): Promise<{ targetId: number; before: unknown; after: unknown }> {
  const payload = change.payload as StaffRow;
  if (change.kind === 'role.update') return applyRoleChange(db, change);
  if (change.kind === 'staff.add') {
    const clash = await db
      .selectFrom('staff_user')
      .select('id')
      .where('username', '=', payload.username as string)
      .executeTakeFirst();
    if (clash) throw new ApiError('A0400', 'staff_username_taken', { username: payload.username as string });
    const { id } = await db
      .insertInto('staff_user')
      .values({
        ...(payload as object as {
          username: string;
          password_hash: string;
          type: number;
          role_id: number;
          language: number;
          ip_whitelist: string;
          status: number;
          failed_logins: number;
          created_at: number;
        }),
        created_by: change.makerId,
        role_set_by: change.makerId,
        password_set_by: change.makerId,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { targetId: id, before: null, after: publicPayload(payload) };
  }
  const targetId = change.targetId as number;
  const current = await db.selectFrom('staff_user').selectAll().where('id', '=', targetId).where('status', '!=', 2).executeTakeFirst();
  if (!current) throw new ApiError('A0404', 'not_found');
  if (change.kind === 'staff.update') {
    const before = change.before as StaffRow;
    if (LINKS.some((k) => current[k] !== before[k])) throw new ApiError('A0400', 'request_stale');
    await db
      .updateTable('staff_user')
      .set({ ...(payload as object), role_set_by: change.makerId, updated_at: now })
      .where('id', '=', targetId)
      .execute();
    return { targetId, before, after: payload };
  }
  await db
    .updateTable('staff_user')
    .set({
      password_hash: payload.password_hash as string,
      password_set_by: change.makerId,
      failed_logins: 0,
      locked_until: null,
      updated_at: now,
    })
    .where('id', '=', targetId)
    .execute();
  await db.deleteFrom('session').where('staff_id', '=', targetId).execute();
  await clearThrottle(db, [accountKey(current.username)]);
  return { targetId, before: { username: current.username, password: 'set' }, after: { username: current.username, password: 'reset' } };
}

export const staffApprovalRoutes = [
  defineRoute({
    contract: contracts.requests,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    async handler({ db, body }) {
      // Payloads are stored JSON: the staff and role changes this file applies.
      return listChanges(db, KINDS, body) as Promise<AnswerOf<typeof contracts.requests>>;
    },
  }),

  defineRoute({
    contract: contracts.approveRequest,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'staff.request.approve', targetType: 'staff_user' },
    async handler({ db, caller, body, audit, now }) {
      const change = await decideChange(db, { id: body.id, kinds: KINDS, checkerId: caller.staffId, now, to: 'applied' });
      const applied = await applyStaffChange(db, change, now);
      audit({
        targetId: applied.targetId,
        before: applied.before ?? undefined,
        after: { ...(applied.after as object), kind: change.kind, requestNo: change.requestNo, makerId: change.makerId },
      });
      // decideChange only finds requests of KINDS.
      return {
        id: change.id,
        requestNo: change.requestNo,
        kind: change.kind as StaffRequestKind,
        status: 'applied' as const,
        targetId: applied.targetId,
      };
    },
  }),

  defineRoute({
    contract: contracts.rejectRequest,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU,
    writes: { action: 'staff.request.reject', targetType: 'change_request' },
    async handler({ db, caller, body, audit, now }) {
      const change = await decideChange(db, {
        id: body.id,
        kinds: KINDS,
        checkerId: caller.staffId,
        now,
        to: 'rejected',
        reason: body.reason,
      });
      audit({
        targetId: change.id,
        before: { status: 'pending_approval' },
        after: { status: 'rejected', kind: change.kind, requestNo: change.requestNo, reason: body.reason },
      });
      return { id: change.id, requestNo: change.requestNo, kind: change.kind as StaffRequestKind, status: 'rejected' as const };
    },
  }),
];
