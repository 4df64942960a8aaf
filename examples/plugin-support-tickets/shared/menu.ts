import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The support_tickets plugin's menu, declared once, here, as the built-in plugins declare theirs: one
 * compact tree (a name is a screen, [name, children] a section) that both tiers read. A menu path
 * is the permission key. The server module hands the tree to the menu catalogue (and the installer
 * grants it to the admin role); the routes and the badge's counter name their gate, and the
 * console its links, by the typed paths, so a misspelt name is a compile error rather than a gate
 * that opens to nobody. The console manifest draws its menu from the same nodes (menuFromTree),
 * adding the screen, icon and roles; a name the tree lacks is a compile error there too.
 */
export const SUPPORT_TICKETS_MENU_NODES = [['support_tickets_management', ['support_tickets_list']]] as const;

/** The tree, as the server's menu catalogue holds it. */
export const SUPPORT_TICKETS_MENU_TREE = menuTree(SUPPORT_TICKETS_MENU_NODES);

/**
 * Its paths by name, level by level, for the gates and the links; the list screen's:
 * `SUPPORT_TICKETS_MENU.support_tickets_management.support_tickets_list.path`.
 */
export const SUPPORT_TICKETS_MENU = menuRights(SUPPORT_TICKETS_MENU_NODES);
