import type { Messages } from '../../src';

/**
 * The information plugin's English texts that the frame renders before any of its screens (menu,
 * breadcrumb, tags, palette, badges and popup titles, resource names): they load at start-up with
 * every plugin's. Its screens' texts are messages.en.ts (PluginManifest.screenMessages).
 */
const messages: Messages = {
  resources: {
    article: { name: 'Articles' },
    activity: { name: 'Activities' },
    memberMessage: { name: 'Member messages' },
    memberMail: { name: 'Member mailboxes' },
    systemMessage: { name: 'System messages' },
  },
  information: {
    menu: {
      Information_management: 'Information',
      article: 'Articles',
      articleEdit: 'Edit article',
      activity: 'Activities',
      activityEdit: 'Edit activity',
      message_center: 'Message centre',
      message: 'Member messages',
      mails: 'Member mailboxes',
      systemMessage: 'System messages',
      notice: 'Notices',
      notice_management: 'Notice management',
      notice_mail: 'Member mail',
      notice_notify: 'Notifications',
      banner: 'Banners',
      startad: 'Start-up ads',
      bannerEdit: 'Edit banner',
      startadEdit: 'Edit start-up ad',
    },
  },
};
export default messages;
