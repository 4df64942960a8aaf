import type { Messages } from '../../src';

/**
 * The lottery plugin's Chinese texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.zh.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    lotteryThreeBet: { name: '三方注单' },
    lotteryKillRate: { name: '杀率控制' },
    lotteryKillRateLog: { name: '杀率操作记录' },
  },
  lottery: {
    // The popup host's chips name a panel's presets (popup/fields.ts) around the panel, before its texts load.
    popup: {
      preset: { game: '游戏', memberId: '会员ID', periodId: '期号ID', noteStatus: '注单状态', status: '状态', formal: '会员' },
      formalOnly: '仅正式会员',
    },
    // A popup panel's title: the popup lists the panels before any of them loads.
    selection: { panelTitle: '选号分析' },
    menu: {
      yoyo_lottery: '彩票管理',
      game_result: '开奖管理',
      lottery_result: '开奖结果',
      blackHouse: '小黑屋',
      manualLottery: '手动开奖',
      note_management: '注单管理',
      note_list: '注单列表',
      lotteryType: '彩种类型',
      gamelList: '游戏列表',
      gameType: '游戏类型',
      gameSort: '游戏排序',
      playList: '玩法列表',
      optionalPlay: '可选玩法',
      gameManager: '游戏管理',
      gameManagerEdit: '游戏设置',
      game_managementEdit: '编辑游戏',
      lotteryTypeEdit: '编辑彩种类型',
      manualSelection: '选号分析',
      current_member_statistics: '当前会员统计',
      ThreeBetManager: '三方注单管理',
      three_bet_list: '三方注单',
      gameFundSummary: '游戏资金汇总',
      killRateControl: '杀率控制',
      killing_rate_operation: '杀率操作记录',
      odds_setting: '赔率设置',
      limitSetting: '限额设置',
    },
  },
};
export default messages;
