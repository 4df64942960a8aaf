import { registerServerModules } from '../server/plugin/installed';
import type { ServerModule } from '../server/plugin/serverModule';
import account from './account/server/module';
import dashboard from './dashboard/server/module';
import information from './information/server/module';
import lottery from './lottery/server/module';
import marketing from './marketing/server/module';
import money from './money/server/module';
import report from './report/server/module';
import system from './system/server/module';
import vip from './vip/server/module';
import supportTickets from '../examples/plugin-support-tickets/server/module';

/**
 * The installed plugins' server halves, in the console's menu order (plugins/index.ts lists their
 * console halves). Adding a domain: its folder under plugins/ and one line in each list.
 */
export const serverModules = [
  dashboard,
  account,
  money,
  lottery,
  system,
  information,
  report,
  vip,
  marketing,
  supportTickets,
] as const satisfies readonly ServerModule[];

registerServerModules(serverModules);
