import { defineServerModule } from '../../../server/plugin/serverModule';
import { informationRoutes } from './index';
import { bannerMessages } from './bannerMessages';
import { informationMessages } from './messages';

/** Information: notices, banners and start-up ads, articles and activities, member messages and mails. */
export default defineServerModule({
  name: 'information',
  routes: informationRoutes,
  messages: { information: informationMessages, banners: bannerMessages },
});
