import { defineServerModule } from '../../../server/plugin/serverModule';
import { lotteryAuditLabels } from '../shared/auditLabels';
import { lotteryRoutes } from './index';
import { lotteryCatalogueMessages } from './catalogueMessages';
import { killRateMessages } from './killRateMessages';
import { lotteryCounters } from './counters';
import { lotteryMessages } from './messages';
import { periodPaletteSearch } from './paletteSearch';
import { periodService } from './scheduler';
import { lotteryMigrations } from './migrations';
import { LOTTERY_MENU, LOTTERY_MENU_TREE, LOTTERY_AGENT_MENU_TREE } from '../shared/menuTree';

/** Lottery: periods and draws, bets, the manual lottery, the catalogue, kill-rate measures and limits, public verification. */
export default defineServerModule({
  name: 'lottery',
  routes: lotteryRoutes,
  // The agents' sections close the menu, after every other module's, as the spec's menu has them.
  seededMenu: [...LOTTERY_MENU_TREE, ...LOTTERY_AGENT_MENU_TREE.map((section) => ({ ...section, last: true }))],
  // The manual draw and the lever requests (odds, limits, kill-rate band) are decided by a second person.
  approvalMenus: [
    LOTTERY_MENU.yoyo_lottery.game_result.manualLottery.path,
    LOTTERY_MENU.yoyo_lottery.odds_setting.path,
    LOTTERY_MENU.yoyo_lottery.limitSetting.path,
    LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path,
  ],
  // The game screens edit a game's icon.
  uploadMenus: [
    LOTTERY_MENU.yoyo_lottery.game_managementEdit.path,
    LOTTERY_MENU.yoyo_lottery.gameManagerEdit.path,
    LOTTERY_MENU.yoyo_lottery.gamelList.path,
  ],
  seedRoles: {
    franchisee: {
      grant: [LOTTERY_MENU.yoyo_lottery.path],
      omit: [
        // Manual draws and restricted accounts are admin-only on the server (manualRoutes.ts, blackHouseRoutes.ts).
        LOTTERY_MENU.yoyo_lottery.game_result.manualLottery.path,
        LOTTERY_MENU.yoyo_lottery.game_result.blackHouse.path,
        // Kill-rate levers act on every franchisee's games at once: admin-only (killRateRoutes.ts, limitRoutes.ts).
        LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path,
        LOTTERY_MENU.yoyo_lottery.game_result.killing_rate_operation.path,
        LOTTERY_MENU.yoyo_lottery.odds_setting.path,
        LOTTERY_MENU.yoyo_lottery.limitSetting.path,
      ],
    },
    // The finance reviewer is the second pair of eyes on odds, limit and alert-band requests
    // (leverRequests.ts), decided on the screens they are made on; migration 041 gives seeded roles the same.
    'finance-reviewer': {
      grant: [
        LOTTERY_MENU.yoyo_lottery.game_result.killRateControl.path,
        LOTTERY_MENU.yoyo_lottery.game_result.killing_rate_operation.path,
        LOTTERY_MENU.yoyo_lottery.odds_setting.path,
        LOTTERY_MENU.yoyo_lottery.limitSetting.path,
      ],
    },
  },
  migrations: lotteryMigrations,
  messages: { lottery: lotteryMessages, catalogue: lotteryCatalogueMessages, killRate: killRateMessages },
  search: [periodPaletteSearch],
  counters: lotteryCounters,
  services: [periodService],
  auditLabels: lotteryAuditLabels,
});
