import { defineServerModule } from '../../../server/plugin/serverModule';
import { lotteryRoutes } from './index';
import { lotteryCatalogueMessages } from './catalogueMessages';
import { killRateMessages } from './killRateMessages';
import { lotteryCounters } from './counters';
import { lotteryMessages } from './messages';
import { periodPaletteSearch } from './paletteSearch';
import { lotteryMigrations } from './migrations';
import { LOTTERY_MENU_TREE, LOTTERY_AGENT_MENU_TREE } from '../shared/menuTree';

/** Lottery: periods and draws, bets, the manual lottery, the catalogue, kill-rate measures and limits, public verification. */
export default defineServerModule({
  name: 'lottery',
  routes: lotteryRoutes,
  // The agents' sections close the menu, after every other module's, as the spec's menu has them.
  seededMenu: [...LOTTERY_MENU_TREE, ...LOTTERY_AGENT_MENU_TREE.map((section) => ({ ...section, last: true }))],
  migrations: lotteryMigrations,
  messages: { lottery: lotteryMessages, catalogue: lotteryCatalogueMessages, killRate: killRateMessages },
  search: [periodPaletteSearch],
  counters: lotteryCounters,
});
