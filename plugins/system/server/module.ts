import { defineServerModule } from '../../../server/plugin/serverModule';
import { systemRoutes } from './index';
import { API_REFERENCE_MENU_TREE } from '../shared/apiReference';
import { systemAuditLabels } from '../shared/auditLabels';
import { systemMessages } from './messages';
import { checkWithdrawHold } from './risk/withdrawHold';
import { installTimingIntoApp } from './timing/installTiming';
import { arrangeProfileMenu } from './menuSettings';
import { systemMigrations } from './migrations';
import { INFORMATION_MENU } from '../../information/shared/menuTree';
import { SYSTEM_MENU_TREE } from '../shared/menuTree';

/** System: logs, menus, risk control, domains, the registration agreement and interface timings. */
export default defineServerModule({
  name: 'system',
  routes: systemRoutes,
  seededMenu: SYSTEM_MENU_TREE,
  // The registration agreement is platform-wide and admin-only on the server (agreement/agreementRoutes.ts),
  // on the information section's screen as on its own.
  seedRoles: { franchisee: { omit: [INFORMATION_MENU.Information_management.regprotocolEdit.path] } },
  migrations: systemMigrations,
  messages: { system: systemMessages },
  // The API reference joins the system section (an installer-granted path, unlike the seeded ones).
  menu: API_REFERENCE_MENU_TREE,
  // Names of the codes it and the core write (sign-out, uploads); every plugin names its own.
  auditLabels: systemAuditLabels,
  // Money's question: is this withdrawal held? (plugins/money/server/withdrawalHolds.ts); the core's:
  // how does a signed-in caller's menu show? (server/session/profileMenu.ts)
  hooks: { withdrawalHold: [checkWithdrawHold], profileMenu: [arrangeProfileMenu] },
  installIntoApp: installTimingIntoApp,
});
