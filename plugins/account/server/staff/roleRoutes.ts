import { randomBytes } from 'node:crypto';
import { containsText } from '../../../../server/db/filters';
import type { Database } from '../../../../server/db/database';
import { holdsApprovalRight } from '../../../../server/auth/independence';
import { submitChange } from '../../../../server/approval/changeRequests';
import { ApiError } from '../../../../server/http/errors';
import { Notice } from '../../../../server/http/notice';
import { defineSort, pagedList } from '../../../../server/http/pagedList';
import { defineRoute } from '../../../../server/http/route';
import { menuAllows, menuCatalogue, type MenuEntry } from '../../../../server/menu/catalogue';
import { staffRoleContracts as contracts } from '../../shared/staffRoleContract';
import { roleRow } from '../tables/staffRows';
import { ipWhitelist, menuTree } from './fields';
import { normaliseMenu, roleAssignable } from './menuTree';
import { ACCOUNT_MENU } from '../../shared/menuTree';

const ROLE_MENU = ACCOUNT_MENU.Account_management.roleManagement.path;
const USER_MENU = ACCOUNT_MENU.Account_management.userManagement.path;
/** The seeded roles stay: staff accounts of every kind fall back on them. */
const BUILT_IN = new Set(['admin', 'franchisee', 'agent']);

// The menu is cut to the server's catalogue and the whitelist checked with node:net as they are parsed.
const serverFields = {
  menuList: menuTree.transform((tree) => normaliseMenu(tree)).refine((tree) => tree.length > 0, { error: 'v.menuList' }),
  ipWhitelist,
};

async function assertNameFree(db: Database, name: string, exceptId?: number): Promise<void> {
  const clash = await db
    .selectFrom('role')
    .select('id')
    .where('name', '=', name)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId as number))
    .executeTakeFirst();
  if (clash) throw new ApiError('A0400', 'role_name_taken', { name });
}

const parseMenu = (json: string) => JSON.parse(json) as MenuEntry[];

const ROLE_SORT = defineSort({
  columns: { id: 'role.id', name: 'role.name', createTime: 'role.created_at' },
  defaultField: 'id',
  defaultOrder: 'asc',
  tieBreak: { column: 'role.id', order: 'asc' },
});

export const roleRoutes = [
  // The catalogue the permission tree is drawn from, so the console never hard-codes it.
  defineRoute({
    contract: contracts.menuTree,
    auth: 'staff',
    roles: ['admin'],
    menu: ROLE_MENU,
    async handler() {
      return menuCatalogue();
    },
  }),

  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: ROLE_MENU,
    async handler({ db, body }) {
      const filtered = db.selectFrom('role').$if(body.name !== undefined, (qb) => qb.where(containsText('role.name', body.name as string)));
      const { list: rows, total } = await pagedList(db, {
        query: filtered,
        select: (q) =>
          q.select((eb) => [
            'role.id',
            'role.code',
            'role.name',
            'role.menu_list',
            'role.ip_whitelist',
            'role.created_at',
            eb
              .selectFrom('staff_user')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('staff_user.role_id', '=', 'role.id')
              .as('userCount'),
          ]),
        sort: ROLE_SORT,
        page: body,
      });
      const list = rows.map(roleRow.map).map((role) => ({ ...role, builtIn: BUILT_IN.has(role.code) }));
      return { list, total };
    },
  }),

  // Roles the caller may hand out on the staff screens: only those within the caller's own menu.
  defineRoute({
    contract: contracts.roleOptions,
    auth: 'staff',
    roles: ['admin', 'franchisee'],
    menu: USER_MENU,
    async handler({ db, caller }) {
      const rows = await db.selectFrom('role').select(['id', 'name', 'code', 'menu_list']).orderBy('id').execute();
      return rows.filter((r) => roleAssignable(parseMenu(r.menu_list), caller.menuList)).map(({ id, name, code }) => ({ id, name, code }));
    },
  }),

  defineRoute({
    contract: contracts.add,
    serverBody: contracts.add.body.safeExtend(serverFields),
    auth: 'staff',
    roles: ['admin'],
    menu: ROLE_MENU,
    writes: { action: 'role.add', targetType: 'role' },
    async handler({ db, body, now, audit }) {
      await assertNameFree(db, body.name);
      const row = {
        code: `role-${randomBytes(6).toString('hex')}`,
        name: body.name,
        menu_list: JSON.stringify(body.menuList),
        ip_whitelist: body.ipWhitelist,
        created_at: now,
      };
      const { id } = await db.insertInto('role').values(row).returning('id').executeTakeFirstOrThrow();
      audit({ targetId: id, after: { name: row.name, menuList: body.menuList, ipWhitelist: row.ip_whitelist } });
      return { id };
    },
  }),

  defineRoute({
    contract: contracts.update,
    serverBody: contracts.update.body.safeExtend(serverFields),
    auth: 'staff',
    roles: ['admin'],
    menu: ROLE_MENU,
    writes: { action: 'role.update', targetType: 'role' },
    async handler({ db, caller, body, audit, now }) {
      const before = await db.selectFrom('role').select(['name', 'menu_list', 'ip_whitelist']).where('id', '=', body.id).executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      if (body.id === caller.roleInfo.id && !menuAllows(body.menuList, ROLE_MENU)) throw new ApiError('A0400', 'role_self_lockout');
      await assertNameFree(db, body.name, body.id);
      const was = { name: before.name, menuList: parseMenu(before.menu_list), ipWhitelist: before.ip_whitelist };
      const next = { name: body.name, menuList: body.menuList, ipWhitelist: body.ipWhitelist };
      // Gaining an approval right would arm every account of the role (its maker's among them):
      // that waits for an independent second administrator (staffRequestRoutes.ts applies it).
      if (holdsApprovalRight(body.menuList) && !holdsApprovalRight(was.menuList)) {
        const request = await submitChange(db, {
          kind: 'role.update',
          targetId: null,
          payload: { roleId: body.id, ...next },
          before: was,
          franchiseeId: null,
          makerId: caller.staffId,
          now,
        });
        audit({ targetId: body.id, before: was, after: { ...next, status: request.status, requestNo: request.requestNo } });
        return new Notice(
          { id: body.id, requestId: request.id, requestNo: request.requestNo, status: request.status },
          'role_request_submitted',
          { requestNo: request.requestNo },
        );
      }
      await db
        .updateTable('role')
        .set({ name: body.name, menu_list: JSON.stringify(body.menuList), ip_whitelist: body.ipWhitelist })
        .where('id', '=', body.id)
        .execute();
      audit({ targetId: body.id, before: was, after: next });
      return null;
    },
  }),

  defineRoute({
    contract: contracts.delete,
    auth: 'staff',
    roles: ['admin'],
    menu: ROLE_MENU,
    writes: { action: 'role.delete', targetType: 'role' },
    async handler({ db, body, audit }) {
      const before = await db
        .selectFrom('role')
        .select(['code', 'name', 'menu_list', 'ip_whitelist'])
        .where('id', '=', body.id)
        .executeTakeFirst();
      if (!before) throw new ApiError('A0404', 'not_found');
      if (BUILT_IN.has(before.code)) throw new ApiError('A0400', 'role_builtin');
      // Deleted staff accounts keep their row (and role) for the audit trail, so they count too.
      const users = await db
        .selectFrom('staff_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('role_id', '=', body.id)
        .executeTakeFirstOrThrow();
      if (Number(users.n) > 0) throw new ApiError('A0400', 'role_in_use', { count: Number(users.n) });
      await db.deleteFrom('role').where('id', '=', body.id).execute();
      audit({ targetId: body.id, before: { name: before.name, menuList: parseMenu(before.menu_list), ipWhitelist: before.ip_whitelist } });
      return null;
    },
  }),
];
