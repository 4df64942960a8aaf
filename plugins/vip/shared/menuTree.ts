import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The vip plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** VIP levels, points and reward tasks. */
export const VIP_MENU_NODES = [
  ['vip_management', [['vip', ['vipLevel', 'integral_management', 'integral_detail']], 'rewardTask', 'rewardTaskEdit']],
] as const;

export const VIP_MENU_TREE = menuTree(VIP_MENU_NODES);

/** Its paths by name, level by level (`VIP_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const VIP_MENU = menuRights(VIP_MENU_NODES);
