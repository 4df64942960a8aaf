import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import { menuCatalogue, type MenuEntry } from '../../../server/menu/catalogue';
import { menuContracts as contracts, type MenuRow } from '../shared/menuContract';
import { arrangeMenu, loadMenuSettings } from './menuSettings';
import { menuSettingRow } from './tables/menuSettingRow';
import { SYSTEM_MENU } from '../shared/menuTree';

/*
 * The menu screen: the order and visibility of the console's menu entries, for everyone. The
 * profile (chance_login/getUserInfo) hands out each role's menuList arranged by these settings,
 * so the sidebar follows on the console's next profile read — no restart. Hiding takes an entry
 * out of the sidebar only; what a role may call is still its role's menu (route.ts checks it).
 */
const MENU_MENU = SYSTEM_MENU.system_management.menu.path;
/** The menu screen and its section, as the settings key them: hiding them would leave no way back to this screen. */
const ALWAYS_SHOWN = new Set([SYSTEM_MENU.system_management.path, MENU_MENU].map((path) => path.join('/')));

/** The entries of `tree` under `parentPath` ('' for the top level), or undefined when no such section. */
function childrenOf(parentPath: string, tree: MenuEntry[] = menuCatalogue()): MenuEntry[] | undefined {
  let level: MenuEntry[] | undefined = tree;
  for (const title of parentPath ? parentPath.split('/') : []) level = level?.find((e) => e.title === title)?.children;
  return level;
}

export const menuRoutes = [
  // The whole catalogue in its current order, hidden entries included and marked.
  defineRoute({
    contract: contracts.list,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU_MENU,
    async handler({ db }) {
      const settings = await loadMenuSettings(db);
      const rows = (entries: MenuEntry[], base: string): MenuRow[] =>
        entries.map((entry, index) => {
          const path = base ? `${base}/${entry.title}` : entry.title;
          const row: MenuRow = { title: entry.title, path, sortNum: index, hidden: settings.get(path)?.hidden ?? false };
          return entry.children ? { ...row, children: rows(entry.children, path) } : row;
        });
      return rows(arrangeMenu(menuCatalogue(), settings, false), '');
    },
  }),

  // New order of one section's entries: `titles` lists every entry of the section once.
  defineRoute({
    contract: contracts.sort,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU_MENU,
    writes: { action: 'menu.sort', targetType: 'menu' },
    async handler({ db, body, now, audit }) {
      const siblings = childrenOf(body.parentPath);
      if (!siblings) throw new ApiError('A0400', 'system.menu_unknown', { path: body.parentPath });
      const known = siblings.map((e) => e.title);
      const same =
        body.titles.length === known.length && new Set(body.titles).size === known.length && body.titles.every((t) => known.includes(t));
      if (!same) throw new ApiError('A0400', 'system.menu_order_incomplete', { path: body.parentPath || '/' });
      const settings = await loadMenuSettings(db);
      const pathOf = (title: string) => (body.parentPath ? `${body.parentPath}/${title}` : title);
      const before = (childrenOf(body.parentPath, arrangeMenu(menuCatalogue(), settings, false)) ?? []).map((e) => e.title);
      for (const [sortNum, title] of body.titles.entries()) {
        const path = pathOf(title);
        await db
          .insertInto('menu_setting')
          .values({ path, sort_num: sortNum, hidden: settings.get(path)?.hidden ? 1 : 0, updated_at: now })
          .onConflict((oc) => oc.column('path').doUpdateSet({ sort_num: sortNum, updated_at: now }))
          .execute();
      }
      audit({ targetId: body.parentPath || '/', before: { order: before }, after: { order: body.titles } });
      return null;
    },
  }),

  // Shows or hides one entry (and so its whole section) in everyone's sidebar.
  defineRoute({
    contract: contracts.visibility,
    auth: 'staff',
    roles: ['admin'],
    menu: MENU_MENU,
    writes: { action: 'menu.visibility', targetType: 'menu' },
    async handler({ db, body, now, audit }) {
      const parts = body.path.split('/');
      const siblings = childrenOf(parts.slice(0, -1).join('/'));
      const index = siblings?.findIndex((e) => e.title === parts[parts.length - 1]) ?? -1;
      if (!siblings || index < 0) throw new ApiError('A0400', 'system.menu_unknown', { path: body.path });
      if (body.hidden && ALWAYS_SHOWN.has(body.path)) throw new ApiError('A0400', 'system.menu_keep_shown');
      const stored = await db.selectFrom('menu_setting').select(['sort_num', 'hidden']).where('path', '=', body.path).executeTakeFirst();
      const current = stored && menuSettingRow.pick('sortNum', 'hidden').map(stored);
      await db
        .insertInto('menu_setting')
        .values({ path: body.path, sort_num: current ? current.sortNum : index, hidden: body.hidden ? 1 : 0, updated_at: now })
        .onConflict((oc) => oc.column('path').doUpdateSet({ hidden: body.hidden ? 1 : 0, updated_at: now }))
        .execute();
      audit({ targetId: body.path, before: { hidden: current?.hidden ?? false }, after: { hidden: body.hidden } });
      return null;
    },
  }),
];
