import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The system plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Menus, domains, risk control, logs, the registration agreement and interface timings. */
export const SYSTEM_MENU_NODES = [
  [
    'system_management',
    [
      'menu',
      'domain',
      ['riskControl', ['riskControlList', 'riskControlSet']],
      ['Log_management', ['backstage_login_log', 'vip_login_log', 'system_operation_log', 'vip_foreground_operation']],
      'registration_agreement',
      'interface_time_statistics',
    ],
  ],
] as const;

export const SYSTEM_MENU_TREE = menuTree(SYSTEM_MENU_NODES);

/** Its paths by name, level by level (`SYSTEM_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const SYSTEM_MENU = menuRights(SYSTEM_MENU_NODES);
