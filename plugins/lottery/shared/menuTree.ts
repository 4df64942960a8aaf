import { menuRights, menuTree } from '../../../shared/menuTree';

/*
 * The lottery plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`, and the console manifest draws its menu from the
 * same nodes (menuFromTree in src/plugin/menuFromTree.ts), adding screens, icons and roles.
 */

/** Results, kill rate, the manual lottery, selection analysis and the game catalogue. */
export const LOTTERY_MENU_NODES = [
  [
    'yoyo_lottery',
    [
      ['game_result', ['lottery_result', 'gameFundSummary', 'killRateControl', 'killing_rate_operation', 'manualLottery', 'blackHouse']],
      'manualSelection',
      'current_member_statistics',
      'gameSort',
      'game_managementEdit',
      'lotteryType',
      'lotteryTypeEdit',
      'gameType',
      'odds_setting',
      'limitSetting',
      'optionalPlay',
      'gamelList',
      'playList',
      'gameManager',
      'gameManagerEdit',
    ],
  ],
] as const;

export const LOTTERY_MENU_TREE = menuTree(LOTTERY_MENU_NODES);

/** Its paths by name, level by level (`LOTTERY_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const LOTTERY_MENU = menuRights(LOTTERY_MENU_NODES);

/** The agents' two sections: their downline's bets and third-party bets. */
export const LOTTERY_AGENT_MENU_NODES = [
  ['note_management', ['note_list']],
  ['ThreeBetManager', ['three_bet_list']],
] as const;

export const LOTTERY_AGENT_MENU_TREE = menuTree(LOTTERY_AGENT_MENU_NODES);

/** Its paths by name, level by level (`LOTTERY_AGENT_MENU.<section>.<screen>.path`): route gates, counters and links name these. */
export const LOTTERY_AGENT_MENU = menuRights(LOTTERY_AGENT_MENU_NODES);
