import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The account plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Members, agents and their commission, staff, roles, franchisees and stations. */
export const ACCOUNT_MENU_NODES = [
  [
    'Account_management',
    [
      [
        'vip',
        ['formal', 'beltPlay', 'memberintegral', 'trialMember', 'vip_level_management', 'reg_preferential_management', 'vipInfo', 'trade'],
      ],
      ['shareholder', ['promotionCode', 'offline_agent', 'agent_application', 'commission_template', 'commission_period', 'my_commission']],
      'offline_formal',
      'offline_formal_agent',
      'offline_formal_trade',
      'userManagement',
      'roleManagement',
      'franchiseeManagement',
      'stationRecord',
      // Push to all members (spec §7 fireBase/api/push/all) and its outbox; no route name in the spec.
      'pushAll',
    ],
  ],
] as const;

export const ACCOUNT_MENU_TREE = menuTree(ACCOUNT_MENU_NODES);

/** Its paths by name, level by level (`ACCOUNT_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const ACCOUNT_MENU = menuRights(ACCOUNT_MENU_NODES);
