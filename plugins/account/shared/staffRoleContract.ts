import { z } from 'zod';
import { defineContract, pageOf, treeOf } from '../../../shared/contract';
import { idField, listFields, optionalText } from '../../../shared/fields';

/*
 * Role management: what the server's staff/roleRoutes.ts serves and the console's staffCalls.ts
 * calls. chance-role/add and /update are not here yet: their menu and IP whitelist fields
 * normalise with server code (server/staff/fields.ts, menuTree.ts). Epoch ms.
 */

/** A role's menu tree, four levels deep (shared/contract.ts treeOf). */
const menuEntries = z.array(treeOf(z.object({ title: z.string() }), 4));

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
