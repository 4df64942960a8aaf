import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The dashboard plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** The home page. */
export const DASHBOARD_MENU_NODES = ['dashboard'] as const;

export const DASHBOARD_MENU_TREE = menuTree(DASHBOARD_MENU_NODES);

/** Its paths by name, level by level (`DASHBOARD_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const DASHBOARD_MENU = menuRights(DASHBOARD_MENU_NODES);
