import type { Database } from '../db/database';
import type { MenuEntry } from '../menu/catalogue';
import { hooksOf } from '../plugin/hooks';

/** A module's arrangement of a signed-in caller's menu for display (order, entries hidden from the sidebar). */
export type ProfileMenuArrangement = (db: Database, menu: MenuEntry[]) => Promise<MenuEntry[]>;

declare module '../plugin/hooks' {
  interface ModuleHooks {
    profileMenu: ProfileMenuArrangement;
  }
}

/**
 * The menu the profile carries, as the installed modules arrange it (the system plugin's menu
 * screen), one after another; as the role holds it when no module does. Rights are the role's
 * menu either way: an arrangement only changes what the sidebar shows.
 */
export async function arrangedProfileMenu(db: Database, menu: MenuEntry[]): Promise<MenuEntry[]> {
  let arranged = menu;
  for (const arrange of hooksOf('profileMenu')) arranged = await arrange(db, arranged);
  return arranged;
}
