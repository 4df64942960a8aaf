import { z } from 'zod';
import { defineContract, treeOf, type Tree } from '../../../shared/contract';
import { boolField } from '../../../shared/fields';

/* The menu screen's calls (plugins/system/server/menuRoutes.ts): the order and visibility of every menu entry. */

/** One entry of the catalogue in its current order; `path` is the titles from the top joined by '/'. */
const row = z.object({ title: z.string(), path: z.string(), sortNum: z.number(), hidden: z.boolean() });
export type MenuRow = Tree<z.output<typeof row>>;

const titlePath = z
  .string({ error: 'v.required' })
  .trim()
  .min(1, { error: 'v.required' })
  .max(200)
  .regex(/^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/, { error: 'system.v.menuPath' });

export const menuContracts = {
  list: defineContract({
    method: 'POST',
    path: '/chance-menu/list',
    summary: 'The whole menu catalogue in its current order, with what is hidden',
    answer: z.array(treeOf(row, 5)),
  }),
  sort: defineContract({
    method: 'POST',
    path: '/chance-menu/updateSortNum',
    summary: "Orders one section's entries ('' is the top level): every entry of it once",
    body: z.object({
      parentPath: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.union([z.literal(''), titlePath])),
      titles: z.array(z.string().trim().min(1).max(100), { error: 'v.required' }).min(1).max(100),
    }),
    answer: z.null(),
  }),
  visibility: defineContract({
    method: 'POST',
    path: '/chance-menu/updateStatus',
    summary: 'Shows or hides one menu entry in every sidebar (what a role may call is unchanged)',
    body: z.object({ path: titlePath, hidden: boolField }),
    answer: z.null(),
  }),
};
