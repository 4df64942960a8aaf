import { menuTree } from '../../../shared/menuTree';

/*
 * The lottery plugin's menu as the server's catalogue holds it and its seeded roles had it before
 * plugins carried menus (issue 38 moved it here from the core's catalogue): the server module
 * hands it to the catalogue as its `seededMenu`. The console manifest draws the same paths with its
 * screens and titles; tests/server/contract/plugins.test.ts checks each path it draws is here.
 */

/** Results, kill rate, the manual lottery, selection analysis and the game catalogue. */
export const LOTTERY_MENU_TREE = menuTree([
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
]);

/** The agents' two sections: their downline's bets and third-party bets. */
export const LOTTERY_AGENT_MENU_TREE = menuTree([
  ['note_management', ['note_list']],
  ['ThreeBetManager', ['three_bet_list']],
]);
