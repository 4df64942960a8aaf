import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The marketing plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`. The console manifest draws the same paths with its
 * screens and titles; tests/server/contract/plugins.test.ts checks each path it draws is here.
 */

/** Tickets and lucky draws. */
const MARKETING_MENU_NODES = [
  [
    'marketing_management',
    ['ticket_management', 'Addticket_management', 'Member_lottery_management', 'award_volume_issue_log', 'business_lottery_management'],
  ],
] as const;

export const MARKETING_MENU_TREE = menuTree(MARKETING_MENU_NODES);

/** Its paths by name, level by level (`MARKETING_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const MARKETING_MENU = menuRights(MARKETING_MENU_NODES);
