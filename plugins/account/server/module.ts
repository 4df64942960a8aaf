import { defineServerModule } from '../../../server/plugin/serverModule';
import { accountRoutes } from './index';
import { agentCounters } from './agents/counters';
import { agentMessages } from './agents/messages';
import { commissionRoutes } from './commission';
import { commissionByAgent } from './commission/forReports';
import { commissionComputeJob } from './commission/job';
import { commissionMessages } from './commission/messages';
import { memberMessages } from './members/messages';
import { memberPaletteSearch } from './members/paletteSearch';
import { accountMessages } from './messages';
import { staffMessages } from './staff/messages';
import { accountMigrations } from './migrations';
import { ACCOUNT_MENU, ACCOUNT_MENU_TREE } from '../shared/menuTree';

/** Accounts: members, agents, staff and roles, the caller's own profile, and agent commission. */
export default defineServerModule({
  name: 'account',
  routes: [...accountRoutes, ...commissionRoutes],
  seededMenu: ACCOUNT_MENU_TREE,
  // Staff account requests and commission periods are decided by a second person.
  approvalMenus: [ACCOUNT_MENU.Account_management.userManagement.path, ACCOUNT_MENU.Account_management.shareholder.commission_period.path],
  migrations: accountMigrations,
  messages: {
    account: accountMessages,
    members: memberMessages,
    agents: agentMessages,
    staff: staffMessages,
    commission: commissionMessages,
  },
  // A period's compute reads the days the close-day job has closed, and the day's rebate records
  // (job names are checked at start-up: a name no module declares stops it).
  jobs: [{ job: commissionComputeJob, after: ['money.rebate.daily', 'report_close_day'] }],
  counters: agentCounters,
  search: [memberPaletteSearch],
  // The team report's commission column (report's agentCommissions hook).
  hooks: { agentCommissions: [commissionByAgent] },
});
