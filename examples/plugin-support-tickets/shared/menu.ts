/*
 * The support_tickets plugin's menu: declared once, here, and read by both tiers — the console manifest
 * draws it, the server module hands it to the menu catalogue and to the admin role, and the routes
 * name their permission by these paths (a menu path is the permission key).
 */
import { menuUrl } from '../../../shared/menuUrl';

export const SECTION = 'support_tickets_management';
export const LIST = 'support_tickets_list';

/** The list screen's permission path. */
export const LIST_MENU = [SECTION, LIST] as const;

/** The tree, as the server's menu catalogue holds it. */
export const MENU_TREE = [{ title: SECTION, children: [{ title: LIST }] }];

/** The list screen's address in the console. */
export const LIST_URL = menuUrl(LIST_MENU);
