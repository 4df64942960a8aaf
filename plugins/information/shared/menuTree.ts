import { menuRights, menuTree, withEdit } from '../../../shared/menuTree';

/*
 * The information plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Articles, banners, start-up ads, activities, the member messages and notices. */
export const INFORMATION_MENU_NODES = [
  [
    'Information_management',
    [
      ...withEdit('article', 'banner', 'startad', 'activity'),
      'regprotocolEdit',
      // The spec gives message_center and notice "their Edit pages" without names: <name>Edit as for article.
      ['message_center', withEdit('message', 'mails', 'systemMessage')],
      ['notice', withEdit('notice_management', 'notice_mail', 'notice_notify')],
    ],
  ],
] as const;

export const INFORMATION_MENU_TREE = menuTree(INFORMATION_MENU_NODES);

/** Its paths by name, level by level (`INFORMATION_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const INFORMATION_MENU = menuRights(INFORMATION_MENU_NODES);
