import { defineServerModule } from '../../../server/plugin/serverModule';
import { vipAuditLabels } from '../shared/auditLabels';
import { vipRoutes } from './index';
import { vipLevelEvaluationJob, vipWeeklyRewardJob } from './jobs';
import { vipCounters } from './counters';
import { vipMessages } from './messages';
import { vipMigrations } from './migrations';
import { INTEGRAL_MANAGEMENT_MENU } from '../shared/menu';
import { VIP_MENU, VIP_MENU_TREE } from '../shared/menuTree';

/** VIP: levels and their evaluation, weekly rewards, points and reward tasks. */
export default defineServerModule({
  name: 'vip',
  routes: vipRoutes,
  seededMenu: VIP_MENU_TREE,
  // Points adjustments are decided by a second person.
  approvalMenus: [INTEGRAL_MANAGEMENT_MENU],
  seedRoles: { franchisee: { grant: [VIP_MENU.vip_management.path] } },
  migrations: vipMigrations,
  messages: { vip: vipMessages },
  jobs: [{ job: vipLevelEvaluationJob }, { job: vipWeeklyRewardJob, after: [vipLevelEvaluationJob.name] }],
  counters: vipCounters,
  auditLabels: vipAuditLabels,
});
