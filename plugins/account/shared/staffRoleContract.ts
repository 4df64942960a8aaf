import { z } from 'zod';
import { defineContract, pageOf } from '../../../shared/contract';
import { idField, listFields, optionalText } from '../../../shared/fields';

/*
 * Role management: what the server's staff/roleRoutes.ts serves and the console's staffCalls.ts
 * calls. chance-role/add and /update are not here yet: their menu and IP whitelist fields
 * normalise with server code (server/staff/fields.ts, menuTree.ts). Epoch ms.
 */

/** One entry of a menu tree (server/menu/catalogue.ts MenuEntry): a leaf, or a section with children. */
export interface MenuEntry {
  title: string;
  children?: MenuEntry[];
}

/*
 * A menu tree described to a fixed depth: the answer serialiser is compiled from a JSON Schema
 * without references, which a recursive schema would need. The catalogue is three levels deep
 * (section › screen › action); one more leaves room for a module's deeper menu.
 */
const MENU_DEPTH = 4;
const menuLevel = (depth: number): z.ZodType<MenuEntry[], MenuEntry[]> =>
  z.array(depth > 1 ? z.object({ title: z.string(), children: menuLevel(depth - 1).optional() }) : z.object({ title: z.string() }));
export const menuEntries = menuLevel(MENU_DEPTH);

const role = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** Comma list of IPs / CIDRs; '' allows any address. */
  ipWhitelist: z.string(),
  createTime: z.number(),
  /** Staff accounts holding it, deleted ones too. */
  userCount: z.number(),
  /** A seeded role (admin, franchisee, agent), which cannot be deleted. */
  builtIn: z.boolean(),
  menuList: menuEntries,
});

export const staffRoleContracts = {
  menuTree: defineContract({
    method: 'POST',
    path: '/chance-role/menuTree',
    summary: 'The menu catalogue a role’s permission tree is drawn from',
    answer: menuEntries,
  }),
  list: defineContract({
    method: 'POST',
    path: '/chance-role/list',
    summary: 'A page of roles with their menu, IP whitelist and number of accounts',
    body: z.object({ ...listFields(30, ['id', 'name', 'createTime']), name: optionalText }),
    answer: pageOf(role),
  }),
  roleOptions: defineContract({
    method: 'POST',
    path: '/chance-role/options',
    summary: 'The roles the caller may hand out (those within its own menu)',
    answer: z.array(z.object({ id: z.number(), name: z.string(), code: z.string() })),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-role/delete',
    summary: 'Deletes a role no staff account holds (not a seeded one)',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
};
