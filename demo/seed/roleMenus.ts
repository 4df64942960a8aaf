import { serverModules } from '../../plugins/server';
import { omitMenu, seededCatalogue, selectMenu, type MenuEntry } from '../../server/menu/catalogue';
import { moduleSeedRoleMenus, type SeedRole } from '../../server/plugin/serverModule';

/*
 * The demo's roles and what their menus hold (the seed writes them, tests sign in with them). A
 * role's menu is data of a database, edited on the role screen; these are only its first values.
 * They read the modules directly (not the registered list), so a test may import this file alone.
 */

/**
 * The catalogue as the seed gives it to the admin role: every module's seeded menu. The menus the
 * installer grants (a module's `menu`) reach the admin role after the seed (installModules.ts).
 */
export const MENU_CATALOGUE: MenuEntry[] = seededCatalogue(serverModules);

/** A seeded role's menu as the modules give it (`seedRoles`): their grants cut from the catalogue, less their omissions. */
function seededRoleMenu(role: SeedRole): MenuEntry[] {
  const { grant, omit } = moduleSeedRoleMenus(serverModules, role);
  return omitMenu(selectMenu(MENU_CATALOGUE, grant), omit);
}

/** Menus of the seeded roles. */
export const ROLE_MENUS: Record<'admin' | 'franchisee' | 'agent', MenuEntry[]> = {
  admin: MENU_CATALOGUE,
  franchisee: seededRoleMenu('franchisee'),
  agent: seededRoleMenu('agent'),
};

/**
 * The demo finance reviewer (seeded `finance` login): the second person on the requests others
 * make, on the screens the modules name for it. Admin-type staff, so its scope is every franchisee.
 */
export const FINANCE_REVIEWER_MENU: MenuEntry[] = seededRoleMenu('finance-reviewer');
