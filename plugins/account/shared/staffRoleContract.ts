import { z } from 'zod';
import { defineContract, pageOf, treeOf } from '../../../shared/contract';
import { idField, listFields, optionalText } from '../../../shared/fields';
import { ipWhitelistText, menuTreeInput, shortName } from './staffFields';

/*
 * Role management: what the server's staff/roleRoutes.ts serves and the console's staffCalls.ts
 * calls. Epoch ms. Adding and editing a role take a menu and an IP whitelist that the server
 * normalises with its own code (server/staff/fields.ts, menuTree.ts): it parses their bodies with
 * that code in place of these fields (serverBody).
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

const roleFields = { name: shortName, menuList: menuTreeInput, ipWhitelist: ipWhitelistText };

/** An edit that gives the role an approval right waits for a second administrator. */
const submitted = z.object({ id: z.number(), requestId: z.number(), requestNo: z.string(), status: z.literal('pending_approval') });

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
  add: defineContract({
    method: 'POST',
    path: '/chance-role/add',
    summary: 'Adds a role with its menu rights and IP whitelist',
    body: z.object(roleFields),
    answer: z.object({ id: z.number() }),
  }),
  update: defineContract({
    method: 'POST',
    path: '/chance-role/update',
    summary: 'Edits a role; an edit that gives it an approval right is queued for a second administrator',
    body: z.object({ id: idField, ...roleFields }),
    /** Null when applied at once; the queued request otherwise. */
    answer: submitted.nullable(),
  }),
  delete: defineContract({
    method: 'POST',
    path: '/chance-role/delete',
    summary: 'Deletes a role no staff account holds (not a seeded one)',
    body: z.object({ id: idField }),
    answer: z.null(),
  }),
};
