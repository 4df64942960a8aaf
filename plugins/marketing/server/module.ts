import { defineServerModule } from '../../../server/plugin/serverModule';
import { marketingRoutes } from './index';
import { marketingMessages } from './messages';
import { marketingMigrations } from './migrations';

/** Marketing: tickets and lucky-draw campaigns. */
export default defineServerModule({
  name: 'marketing',
  routes: marketingRoutes,
  migrations: marketingMigrations,
  messages: { marketing: marketingMessages },
});
