import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The marketing plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Tickets and lucky draws. */
export const MARKETING_MENU_NODES = [
  [
    'marketing_management',
    ['ticket_management', 'Addticket_management', 'Member_lottery_management', 'award_volume_issue_log', 'business_lottery_management'],
  ],
] as const;

export const MARKETING_MENU_TREE = menuTree(MARKETING_MENU_NODES);

/** Its paths by name, level by level (`MARKETING_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const MARKETING_MENU = menuRights(MARKETING_MENU_NODES);
