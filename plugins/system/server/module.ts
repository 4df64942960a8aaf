import { defineServerModule } from '../../../server/plugin/serverModule';
import { systemRoutes } from './index';
import { systemMessages } from './messages';

/** System: logs, menus, risk control, domains, the registration agreement and interface timings. */
export default defineServerModule({ name: 'system', routes: systemRoutes, messages: { system: systemMessages } });
