import { menuTree } from '../../../shared/menuTree';

/*
 * The system plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`. The console manifest draws the same paths with its
 * screens and titles; tests/server/contract/plugins.test.ts checks each path it draws is here.
 */

/** Menus, domains, risk control, logs, the registration agreement and interface timings. */
export const SYSTEM_MENU_TREE = menuTree([
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
]);
