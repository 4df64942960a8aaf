import type { Database } from '../../../server/db/database';
import type { MenuEntry } from '../../../server/menu/catalogue';
import type { ProfileMenuArrangement } from '../../../server/session/profileMenu';
import { menuSettingRow } from './tables/menuSettingRow';

export interface MenuSetting {
  sortNum: number;
  hidden: boolean;
}

/** Settings by path ('system_management/menu'). */
export type MenuSettings = Map<string, MenuSetting>;

export async function loadMenuSettings(db: Database): Promise<MenuSettings> {
  const rows = await db.selectFrom('menu_setting').select(['path', 'sort_num', 'hidden']).execute();
  return new Map(rows.map(menuSettingRow.map).map(({ path, sortNum, hidden }) => [path, { sortNum, hidden }]));
}

/**
 * A menu tree in the menu screen's order, without the hidden entries when `dropHidden`. Entries
 * the screen never touched keep their place: their sort is their index in the given tree, and
 * equal sorts keep the tree's order (Array.prototype.sort is stable).
 */
export function arrangeMenu(tree: MenuEntry[], settings: MenuSettings, dropHidden: boolean, base = ''): MenuEntry[] {
  return tree
    .map((entry, index) => ({ entry, path: base ? `${base}/${entry.title}` : entry.title, index }))
    .filter(({ path }) => !(dropHidden && settings.get(path)?.hidden))
    .sort((a, b) => (settings.get(a.path)?.sortNum ?? a.index) - (settings.get(b.path)?.sortNum ?? b.index))
    .map(({ entry, path }) =>
      entry.children ? { ...entry, children: arrangeMenu(entry.children, settings, dropHidden, path) } : { title: entry.title },
    );
}

/** The profile's menu in the menu screen's order, without its hidden entries (the core's profileMenu hook). */
export const arrangeProfileMenu: ProfileMenuArrangement = async (db, menu) => arrangeMenu(menu, await loadMenuSettings(db), true);
