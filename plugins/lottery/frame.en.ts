import type { Messages } from '../../src';

/**
 * The lottery plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    lotteryThreeBet: { name: 'Third-party bet |||| Third-party bets' },
    lotteryKillRate: { name: 'Kill-rate control' },
    lotteryKillRateLog: { name: 'Kill-rate operation log' },
  },
  lottery: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: {
      preset: { game: 'Game', memberId: 'Member ID', periodId: 'Period ID', noteStatus: 'Bet status', status: 'Status', formal: 'Members' },
      formalOnly: 'formal only',
    },
    // A popup panel's title: the popup lists the panels before any of them loads.
    selection: { panelTitle: 'Number selection analysis' },
    menu: {
      yoyo_lottery: 'Lottery',
      game_result: 'Draws',
      lottery_result: 'Draw results',
      blackHouse: 'Restricted accounts',
      manualLottery: 'Manual draws',
      note_management: 'Bets',
      note_list: 'Bet list',
      lotteryType: 'Lottery types',
      gamelList: 'Games',
      gameType: 'Game types',
      gameSort: 'Game order',
      playList: 'Plays',
      optionalPlay: 'Optional plays',
      gameManager: 'Game management',
      gameManagerEdit: 'Game settings',
      game_managementEdit: 'Edit game',
      lotteryTypeEdit: 'Edit lottery type',
      manualSelection: 'Number analysis',
      current_member_statistics: 'Members betting now',
      ThreeBetManager: 'Third-party bets',
      three_bet_list: 'Third-party bet list',
      gameFundSummary: 'Game fund summary',
      killRateControl: 'Kill-rate control',
      killing_rate_operation: 'Kill-rate operation log',
      odds_setting: 'Odds settings',
      limitSetting: 'Limit settings',
    },
  },
};
export default messages;
