import { defineServerModule } from '../../../server/plugin/serverModule';
import { informationRoutes } from './index';
import { bannerMessages } from './bannerMessages';
import { informationMessages } from './messages';
import { informationMigrations } from './migrations';

/** Information: notices, banners and start-up ads, articles and activities, member messages and mails. */
export default defineServerModule({
  name: 'information',
  routes: informationRoutes,
  migrations: informationMigrations,
  messages: { information: informationMessages, banners: bannerMessages },
});
