import { defineServerModule } from '../../../server/plugin/serverModule';
import { marketingRoutes } from './index';
import { marketingMessages } from './messages';
import { marketingMigrations } from './migrations';
import { MARKETING_MENU_TREE } from '../shared/menuTree';

/** Marketing: tickets and lucky-draw campaigns. */
export default defineServerModule({
  name: 'marketing',
  routes: marketingRoutes,
  seededMenu: MARKETING_MENU_TREE,
  migrations: marketingMigrations,
  messages: { marketing: marketingMessages },
});
