import { defineServerModule } from '../../../server/plugin/serverModule';
import { informationRoutes } from './index';
import { bannerMessages } from './bannerMessages';
import { informationMessages } from './messages';
import { informationMigrations } from './migrations';
import { INFORMATION_MENU_TREE } from '../shared/menuTree';

/** Information: notices, banners and start-up ads, articles and activities, member messages and mails. */
export default defineServerModule({
  name: 'information',
  routes: informationRoutes,
  seededMenu: INFORMATION_MENU_TREE,
  migrations: informationMigrations,
  messages: { information: informationMessages, banners: bannerMessages },
});
