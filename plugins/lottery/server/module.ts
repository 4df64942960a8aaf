import { defineServerModule } from '../../../server/plugin/serverModule';
import { lotteryRoutes } from './index';
import { lotteryCatalogueMessages } from './catalogueMessages';
import { killRateMessages } from './killRateMessages';
import { lotteryCounters } from './counters';
import { lotteryMessages } from './messages';
import { periodPaletteSearch } from './paletteSearch';
import { lotteryMigrations } from './migrations';

/** Lottery: periods and draws, bets, the manual lottery, the catalogue, kill-rate measures and limits, public verification. */
export default defineServerModule({
  name: 'lottery',
  routes: lotteryRoutes,
  migrations: lotteryMigrations,
  messages: { lottery: lotteryMessages, catalogue: lotteryCatalogueMessages, killRate: killRateMessages },
  search: [periodPaletteSearch],
  counters: lotteryCounters,
});
