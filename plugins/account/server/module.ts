import { defineServerModule } from '../../../server/plugin/serverModule';
import { accountAuditLabels } from '../shared/auditLabels';
import { accountRoutes } from './index';
import { pushDeliveryService, stopPushWithApp } from './staff/pushWorker';
import { agentCounters } from './agents/counters';
import { agentMessages } from './agents/messages';
import { commissionRoutes } from './commission';
import { commissionByAgent } from './commission/forReports';
import { commissionComputeJob, commissionRefreshJob } from './commission/job';
import { commissionMessages } from './commission/messages';
import { memberMessages } from './members/messages';
import { memberPaletteSearch } from './members/paletteSearch';
import { accountMessages } from './messages';
import { staffMessages } from './staff/messages';
import { accountMigrations } from './migrations';
import { AGENT_ONLY } from '../shared/menu';
import { ACCOUNT_MENU, ACCOUNT_MENU_TREE } from '../shared/menuTree';

/** Accounts: members, agents, staff and roles, the caller's own profile, and agent commission. */
export default defineServerModule({
  name: 'account',
  routes: [...accountRoutes, ...commissionRoutes],
  seededMenu: ACCOUNT_MENU_TREE,
  // Staff account requests and commission periods are decided by a second person.
  approvalMenus: [ACCOUNT_MENU.Account_management.userManagement.path, ACCOUNT_MENU.Account_management.shareholder.commission_period.path],
  seedRoles: {
    // A franchisee manages its own members and agents, not roles, franchisees, the push to every
    // member, commission periods or the agents' own sections.
    franchisee: {
      grant: [ACCOUNT_MENU.Account_management.path],
      omit: [
        ACCOUNT_MENU.Account_management.roleManagement.path,
        ACCOUNT_MENU.Account_management.franchiseeManagement.path,
        ACCOUNT_MENU.Account_management.pushAll.path,
        ...AGENT_ONLY,
        ACCOUNT_MENU.Account_management.shareholder.commission_period.path,
      ],
    },
    // An agent sees its members, its downline and its own commission, and the agents' own sections.
    agent: {
      grant: [
        ACCOUNT_MENU.Account_management.vip.formal.path,
        ACCOUNT_MENU.Account_management.vip.trialMember.path,
        ACCOUNT_MENU.Account_management.offline_formal.path,
        ACCOUNT_MENU.Account_management.offline_formal_agent.path,
        ACCOUNT_MENU.Account_management.offline_formal_trade.path,
        ACCOUNT_MENU.Account_management.shareholder.my_commission.path,
        ...AGENT_ONLY,
      ],
    },
    // The finance reviewer approves commission periods.
    'finance-reviewer': { grant: [ACCOUNT_MENU.Account_management.shareholder.commission_period.path] },
  },
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
  // A period awaiting approval is recomputed when its inputs changed (issue 40), once the late days are rebuilt.
  jobs: [
    { job: commissionComputeJob, after: ['money.rebate.daily', 'report_close_day'] },
    { job: commissionRefreshJob, after: ['commission.compute', 'report_stale_days'] },
  ],
  counters: agentCounters,
  search: [memberPaletteSearch],
  // The team report's commission column (report's agentCommissions hook).
  hooks: { agentCommissions: [commissionByAgent] },
  services: [pushDeliveryService],
  installIntoApp: stopPushWithApp,
  auditLabels: accountAuditLabels,
});
