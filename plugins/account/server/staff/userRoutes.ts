import { hashPassword } from '../../../../server/auth/password';
import type { Caller } from '../../../../server/auth/session';
import type { Database } from '../../../../server/db/database';
import { containsText } from '../../../../server/db/filters';
import { ApiError } from '../../../../server/http/errors';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import type { MenuEntry } from '../../../../server/menu/catalogue';
import { scopeOf } from '../../../../server/scope/scope';
import { ipWhitelist } from './fields';
import { accountKey, clearThrottle } from '../../../../server/auth/throttle';
import { submitChange } from '../../../../server/approval/changeRequests';
import { roleHoldsApproval } from './staffRequestRoutes';
import { Notice } from '../../../../server/http/notice';
import { roleAssignable } from './menuTree';
import { staffUserContracts as contracts } from '../../shared/staffUserContract';
import { ACCOUNT_MENU } from '../../shared/menuTree';
import { staffUserRow } from '../tables/staffRows';

/*
 * Staff accounts (spec "chance-staion-user/*"). An admin manages every account; a franchisee only
 * the franchisee and agent accounts of its own franchisee; agents have no access (role and menu
 * both deny). Status 0 active, 1 locked, 2 deleted: deleted accounts keep their row because the
 * operation and login logs point at it, and give their username back (renamed '~id~name').
 */
const MENU = ACCOUNT_MENU.Account_management.userManagement.path;
const ROLES: ('admin' | 'franchisee')[] = ['admin', 'franchisee'];
const DELETED = 2;

type LinkInput = { type: number; roleId: number; franchiseeId?: number; stationId?: number; agentId?: number };
interface Links {
  type: number;
  role_id: number;
  franchisee_id: number | null;
  station_id: number | null;
  agent_id: number | null;
}

/** A staff row the caller may act on: any for admin, its franchisee's type 1/2 accounts for a franchisee. */
async function findInScope(db: Database, caller: Caller, id: number) {
  const scope = scopeOf(caller);
  if (scope.kind !== 'all' && scope.kind !== 'franchisee') return undefined;
  const row = await db
    .selectFrom('staff_user')
    .innerJoin('role', 'role.id', 'staff_user.role_id')
    .select([
      'staff_user.id',
      'staff_user.username',
      'staff_user.type',
      'staff_user.role_id',
      'staff_user.franchisee_id',
      'staff_user.station_id',
      'staff_user.agent_id',
      'staff_user.ip_whitelist',
      'staff_user.language',
      'staff_user.status',
      'role.menu_list',
    ])
    .where('staff_user.id', '=', id)
    .where('staff_user.status', '!=', DELETED)
    .$if(scope.kind === 'franchisee', (qb) =>
      qb.where('staff_user.franchisee_id', '=', (scope as { franchiseeId: number }).franchiseeId).where('staff_user.type', 'in', [1, 2]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  // Someone holding only part of the menu must not take over (reset, lock, re-role) a more powerful account.
  if (row.id !== caller.staffId && !roleAssignable(JSON.parse(row.menu_list) as MenuEntry[], caller.menuList))
    throw new ApiError('A0301', 'staff_role_beyond');
  const { menu_list, ...staff } = row;
  void menu_list;
  return staff;
}

/**
 * Checks the type, role and organisation link an account would get and fills in what follows
 * from them (an agent account takes its franchisee and station from the agent).
 */
async function resolveLinks(db: Database, caller: Caller, input: LinkInput): Promise<Links> {
  const scope = scopeOf(caller);
  const franchiseeOnly = scope.kind === 'franchisee' ? scope.franchiseeId : null;
  if (franchiseeOnly !== null && input.type === 0) throw new ApiError('A0301', 'staff_type_denied');

  const role = await db.selectFrom('role').select('menu_list').where('id', '=', input.roleId).executeTakeFirst();
  if (!role) throw new ApiError('A0404', 'not_found');
  if (!roleAssignable(JSON.parse(role.menu_list) as MenuEntry[], caller.menuList)) throw new ApiError('A0301', 'role_not_assignable');

  if (input.type === 0) return { type: 0, role_id: input.roleId, franchisee_id: null, station_id: null, agent_id: null };

  if (input.type === 2) {
    if (input.agentId === undefined) throw new ApiError('A0400', 'staff_agent_required');
    const agent = await db
      .selectFrom('agent')
      .select(['id', 'franchisee_id', 'station_id'])
      .where('id', '=', input.agentId)
      .$if(franchiseeOnly !== null, (qb) => qb.where('franchisee_id', '=', franchiseeOnly as number))
      .executeTakeFirst();
    if (!agent) throw new ApiError('A0404', 'not_found');
    return { type: 2, role_id: input.roleId, franchisee_id: agent.franchisee_id, station_id: agent.station_id, agent_id: agent.id };
  }

  const franchiseeId = franchiseeOnly ?? input.franchiseeId;
  if (franchiseeId === undefined) throw new ApiError('A0400', 'staff_franchisee_required');
  if (franchiseeOnly !== null && input.franchiseeId !== undefined && input.franchiseeId !== franchiseeOnly)
    throw new ApiError('A0301', 'staff_type_denied');
  const franchisee = await db.selectFrom('franchisee').select('id').where('id', '=', franchiseeId).executeTakeFirst();
  if (!franchisee) throw new ApiError('A0404', 'not_found');
  if (input.stationId !== undefined) {
    const station = await db
      .selectFrom('station')
      .select('id')
      .where('id', '=', input.stationId)
      .where('franchisee_id', '=', franchiseeId)
      .executeTakeFirst();
    if (!station) throw new ApiError('A0404', 'not_found');
  }
  return { type: 1, role_id: input.roleId, franchisee_id: franchiseeId, station_id: input.stationId ?? null, agent_id: null };
}

async function assertUsernameFree(db: Database, username: string): Promise<void> {
  const clash = await db.selectFrom('staff_user').select('id').where('username', '=', username).executeTakeFirst();
  if (clash) throw new ApiError('A0400', 'staff_username_taken', { username });
}

function notSelf(caller: Caller, id: number): void {
  if (caller.staffId === id) throw new ApiError('A0400', 'staff_not_self');
}

const STAFF_SORT = defineSort({
  columns: {
    id: 'staff_user.id',
    username: 'staff_user.username',
    type: 'staff_user.type',
    createTime: 'staff_user.created_at',
    lastLoginTime: 'staff_user.last_login_at',
  },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'staff_user.id', order: 'asc' },
});

export const staffUserRoutes = [
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    async handler({ db, caller, body }) {
      const scope = scopeOf(caller);
      const filtered = db
        .selectFrom('staff_user')
        .innerJoin('role', 'role.id', 'staff_user.role_id')
        .leftJoin('franchisee', 'franchisee.id', 'staff_user.franchisee_id')
        .leftJoin('station', 'station.id', 'staff_user.station_id')
        .leftJoin('agent', 'agent.id', 'staff_user.agent_id')
        .where('staff_user.status', '!=', DELETED)
        .$if(scope.kind === 'franchisee', (qb) =>
          qb
            .where('staff_user.franchisee_id', '=', (scope as { franchiseeId: number }).franchiseeId)
            .where('staff_user.type', 'in', [1, 2]),
        )
        .$if(scope.kind !== 'all' && scope.kind !== 'franchisee', (qb) => qb.where('staff_user.id', '=', -1))
        .$if(body.username !== undefined, (qb) => qb.where(containsText('staff_user.username', body.username as string)))
        .$if(body.type !== undefined, (qb) => qb.where('staff_user.type', '=', body.type as number))
        .$if(body.roleId !== undefined, (qb) => qb.where('staff_user.role_id', '=', body.roleId as number))
        .$if(body.status !== undefined, (qb) => qb.where('staff_user.status', '=', body.status as number));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select([
            'staff_user.id',
            'staff_user.username',
            'staff_user.type',
            'staff_user.role_id',
            'role.name as role_name',
            'staff_user.franchisee_id',
            'franchisee.name as franchisee_name',
            'staff_user.station_id',
            'station.name as station_name',
            'staff_user.agent_id',
            'agent.username as agent_username',
            'staff_user.ip_whitelist',
            'staff_user.status',
            'staff_user.language',
            'staff_user.last_login_at',
            'staff_user.last_login_ip',
            'staff_user.created_at',
            'staff_user.updated_at',
          ]),
        sort: STAFF_SORT,
        page: body,
      });
      return { list: rows.map(staffUserRow.map), total };
    },
  }),

  defineRoute({
    contract: contracts.add,
    // The whitelist is checked with node:net as it is parsed.
    serverBody: contracts.add.body.safeExtend({ ipWhitelist }),
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    writes: { action: 'staff.add', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      const links = await resolveLinks(db, caller, body);
      await assertUsernameFree(db, body.username);
      const row = {
        username: body.username,
        ...links,
        parent_id: caller.staffId,
        language: body.language,
        ip_whitelist: body.ipWhitelist,
        status: 0,
        failed_logins: 0,
        created_at: now,
        updated_at: now,
      };
      // An account that could approve requests must not come from one administrator alone.
      if (await roleHoldsApproval(db, links.role_id)) {
        const request = await submitChange(db, {
          kind: 'staff.add',
          targetId: null,
          payload: { ...row, password_hash: await hashPassword(body.password) },
          before: null,
          franchiseeId: links.franchisee_id,
          makerId: caller.staffId,
          now,
        });
        audit({ targetId: null, after: { ...row, requestNo: request.requestNo, status: request.status } });
        return new Notice(
          { id: null, requestId: request.id, requestNo: request.requestNo, status: request.status },
          'staff_request_submitted',
          { requestNo: request.requestNo },
        );
      }
      const { id } = await db
        .insertInto('staff_user')
        .values({
          ...row,
          password_hash: await hashPassword(body.password),
          created_by: caller.staffId,
          role_set_by: caller.staffId,
          password_set_by: caller.staffId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      audit({ targetId: id, after: row });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.update,
    serverBody: contracts.update.body.safeExtend({ ipWhitelist }),
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    writes: { action: 'staff.update', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      const before = await findInScope(db, caller, body.id);
      if (!before) throw new ApiError('A0404', 'not_found');
      if (body.id === caller.staffId && (body.type !== before.type || body.roleId !== before.role_id))
        throw new ApiError('A0400', 'staff_self_role');
      const links = await resolveLinks(db, caller, body);
      const after = { ...links, ip_whitelist: body.ipWhitelist, language: body.language };
      const reroled = links.type !== before.type || links.role_id !== before.role_id;
      if (reroled && (await roleHoldsApproval(db, links.role_id))) {
        const { username: name, status: _status, ...current } = before;
        const request = await submitChange(db, {
          kind: 'staff.update',
          targetId: body.id,
          payload: after,
          before: current,
          franchiseeId: links.franchisee_id,
          makerId: caller.staffId,
          now,
        });
        audit({
          targetId: body.id,
          before: { username: name, ...current },
          after: { username: name, ...after, requestNo: request.requestNo, status: request.status },
        });
        // With the record's id, so the console's update() hands the pending status to the dialog.
        return new Notice(
          { id: body.id, requestId: request.id, requestNo: request.requestNo, status: request.status },
          'staff_request_submitted',
          { requestNo: request.requestNo },
        );
      }
      await db
        .updateTable('staff_user')
        .set({ ...after, ...(reroled ? { role_set_by: caller.staffId } : {}), updated_at: now })
        .where('id', '=', body.id)
        .execute();
      const { id, username, status, ...old } = before;
      void status;
      audit({ targetId: id, before: { username, ...old }, after: { username, ...after } });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.lock,
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    writes: { action: 'staff.lock', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      notSelf(caller, body.id);
      const before = await findInScope(db, caller, body.id);
      if (!before) throw new ApiError('A0404', 'not_found');
      // Unlocking also lifts a login throttle on the name (and any lock from before throttling).
      const unlock = body.status === 0 ? { failed_logins: 0, locked_until: null } : {};
      await db
        .updateTable('staff_user')
        .set({ status: body.status, ...unlock, updated_at: now })
        .where('id', '=', body.id)
        .execute();
      if (body.status === 0) await clearThrottle(db, [accountKey(before.username)]);
      // A locked account is refused on its next call anyway; dropping its sessions makes it immediate and visible.
      if (body.status === 1) await db.deleteFrom('session').where('staff_id', '=', body.id).execute();
      audit({
        targetId: body.id,
        before: { username: before.username, status: before.status },
        after: { username: before.username, status: body.status },
      });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.delete,
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    writes: { action: 'staff.delete', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      notSelf(caller, body.id);
      const before = await findInScope(db, caller, body.id);
      if (!before) throw new ApiError('A0404', 'not_found');
      const renamed = `~${body.id}~${before.username}`;
      await db.updateTable('staff_user').set({ status: DELETED, username: renamed, updated_at: now }).where('id', '=', body.id).execute();
      await db.deleteFrom('session').where('staff_id', '=', body.id).execute();
      audit({
        targetId: body.id,
        before: { username: before.username, status: before.status },
        after: { username: renamed, status: DELETED },
      });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.resetPassword,
    auth: 'staff',
    roles: ROLES,
    menu: MENU,
    writes: { action: 'staff.resetPassword', targetType: 'staff_user' },
    async handler({ db, caller, body, now, audit }) {
      const before = await findInScope(db, caller, body.id);
      if (!before) throw new ApiError('A0404', 'not_found');
      if (body.id !== caller.staffId && (await roleHoldsApproval(db, before.role_id))) {
        const request = await submitChange(db, {
          kind: 'staff.resetPassword',
          targetId: body.id,
          payload: { password_hash: await hashPassword(body.password) },
          before: { username: before.username },
          franchiseeId: before.franchisee_id,
          makerId: caller.staffId,
          now,
        });
        audit({
          targetId: body.id,
          before: { username: before.username, password: 'set' },
          after: { username: before.username, requestNo: request.requestNo, status: request.status },
        });
        return new Notice({ requestId: request.id, requestNo: request.requestNo, status: request.status }, 'staff_request_submitted', {
          requestNo: request.requestNo,
        });
      }
      await db
        .updateTable('staff_user')
        .set({
          password_hash: await hashPassword(body.password),
          password_set_by: caller.staffId,
          failed_logins: 0,
          locked_until: null,
          updated_at: now,
        })
        .where('id', '=', body.id)
        .execute();
      await clearThrottle(db, [accountKey(before.username)]);
      // Sessions opened with the old password end; the caller's own stays when resetting itself.
      await db.deleteFrom('session').where('staff_id', '=', body.id).where('id', '!=', caller.sessionId).execute();
      audit({
        targetId: body.id,
        before: { username: before.username, password: 'set' },
        after: { username: before.username, password: 'reset' },
      });
      return null;
    },
  }),
];
