import { defineServerModule } from '../../../server/plugin/serverModule';
import { reportRoutes } from './index';
import { reportCloseDayJob } from './closeDayJob';
import { dailyReport } from './dailyReport';
import { reportMessages } from './messages';
import { reportMigrations } from './migrations';
import { reconcileStoredDays } from './reconcile';
import { reportStaleDaysJob } from './staleDaysJob';
import './tables';
import { REPORT_MENU, REPORT_MENU_TREE } from '../shared/menuTree';

/** Reports: the analysts' reports, the agents' member and team reports, and the nightly day close. */
export default defineServerModule({
  name: 'report',
  routes: reportRoutes,
  seededMenu: REPORT_MENU_TREE,
  // The agents' own reports in this section are kept from a franchisee by the account module (AGENT_ONLY).
  seedRoles: { franchisee: { grant: [REPORT_MENU.report_management.path] } },
  messages: { report: reportMessages },
  // The day's close counts its rebate records.
  jobs: [
    { job: reportCloseDayJob, after: ['money.rebate.daily'] },
    // Late changes to past days (migration 069), after the close so it does not rebuild a day twice.
    { job: reportStaleDaysJob, after: ['report_close_day'] },
  ],
  migrations: reportMigrations,
  // The kill-rate screen's and the game fund summary's daily figures (lottery's dailyGameFigures hook).
  hooks: { dailyGameFigures: [dailyReport] },
  checks: [{ name: 'reports (every stored report figure equals its recomputation from the raw rows)', run: reconcileStoredDays }],
});
