import { defineServerModule } from '../../../server/plugin/serverModule';
import { informationAuditLabels } from '../shared/auditLabels';
import { informationRoutes } from './index';
import { bannerMessages } from './bannerMessages';
import { informationMessages } from './messages';
import { informationMigrations } from './migrations';
import { INFORMATION_MENU, INFORMATION_MENU_TREE } from '../shared/menuTree';

/** Information: notices, banners and start-up ads, articles and activities, member messages and mails. */
export default defineServerModule({
  name: 'information',
  routes: informationRoutes,
  seededMenu: INFORMATION_MENU_TREE,
  // Banners, articles and activities carry pictures.
  uploadMenus: [
    INFORMATION_MENU.Information_management.banner.path,
    INFORMATION_MENU.Information_management.article.path,
    INFORMATION_MENU.Information_management.activity.path,
  ],
  seedRoles: { franchisee: { grant: [INFORMATION_MENU.Information_management.path] } },
  migrations: informationMigrations,
  messages: { information: informationMessages, banners: bannerMessages },
  auditLabels: informationAuditLabels,
});
