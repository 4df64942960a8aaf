import InfoIcon from '@mui/icons-material/Info';
import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { INFORMATION_MENU_NODES } from './shared/menuTree';
import { BANNER_VIEWS } from './banners/bannerCalls';
import { POST_KINDS } from './articles/postCalls';
import { NOTICE_VIEWS } from './informationCalls';
import { messageActions } from './messages/messageCalls';
import { mailActions, systemMessageActions } from './mails/mailCalls';

/** /Information_management: articles, banners, start-up ads, activities, members' messages, notices, member mail, pop-ups and marquees (only finished screens are listed). */
export default definePlugin({
  name: 'information',
  menu: menuFromTree('information', INFORMATION_MENU_NODES, {
    Information_management: {
      icon: InfoIcon,
      roles: ['admin', 'franchisee'],
      // The system plugin draws regprotocolEdit, the registration agreement's screen.
      partial: ['regprotocolEdit'],
      children: {
        article: { screen: { resource: 'article' } },
        articleEdit: { hidden: true, screen: { component: lazyScreen(() => import('./articles/PostEditScreen')) } },
        banner: { screen: { resource: 'banner' } },
        bannerEdit: { hidden: true, screen: { component: lazyScreen(() => import('./banners/BannerEditScreen')) } },
        startad: { screen: { resource: 'startad' } },
        startadEdit: {
          hidden: true,
          screen: { component: lazyScreen(() => import('./banners/BannerEditScreen').then((m) => ({ default: m.StartadEdit }))) },
        },
        activity: { screen: { resource: 'activity' } },
        activityEdit: {
          hidden: true,
          screen: { component: lazyScreen(() => import('./articles/PostEditScreen').then((m) => ({ default: m.ActivityEditScreen }))) },
        },
        // The tree's <name>Edit pages of these two sections are rights with no screen of their
        // own: their records are edited in dialogs over the lists.
        message_center: {
          partial: ['messageEdit', 'mailsEdit', 'systemMessageEdit'],
          children: {
            message: { screen: { resource: 'memberMessage' } },
            mails: { screen: { resource: 'memberMail' } },
            systemMessage: { screen: { resource: 'systemMessage' } },
          },
        },
        notice: {
          partial: ['notice_managementEdit', 'notice_mailEdit', 'notice_notifyEdit'],
          children: {
            notice_management: { screen: { resource: 'notice' } },
            notice_mail: { screen: { resource: 'noticeMail' } },
            notice_notify: { screen: { resource: 'noticeNotify' } },
          },
        },
      },
    },
  }),
  resources: [
    ...[
      { view: NOTICE_VIEWS.management, list: lazyScreen(() => import('./notices/NoticeList')) },
      { view: NOTICE_VIEWS.mail, list: lazyScreen(() => import('./notices/NoticeList').then((m) => ({ default: m.NoticeMailList }))) },
      { view: NOTICE_VIEWS.notify, list: lazyScreen(() => import('./notices/NoticeList').then((m) => ({ default: m.NoticeNotifyList }))) },
    ].map(({ view, list }) => ({
      name: view.resource,
      list,
      recordRepresentation: 'title',
      endpoints: { getList: `${view.prefix}/list` },
      actions: view.actions,
    })),
    ...[
      { view: BANNER_VIEWS.banner, list: lazyScreen(() => import('./banners/BannerList')) },
      { view: BANNER_VIEWS.startad, list: lazyScreen(() => import('./banners/BannerList').then((m) => ({ default: m.StartadList }))) },
    ].map(({ view, list }) => ({
      name: view.resource,
      list,
      recordRepresentation: 'title',
      endpoints: { getList: `${view.prefix}/list` },
      actions: view.actions,
    })),
    {
      name: 'article',
      list: lazyScreen(() => import('./articles/PostList')),
      recordRepresentation: 'title',
      endpoints: { getList: 'chance-article/list' },
      actions: POST_KINDS.article.actions,
    },
    {
      name: 'activity',
      list: lazyScreen(() => import('./articles/PostList').then((m) => ({ default: m.ActivityList }))),
      recordRepresentation: 'title',
      endpoints: { getList: 'chance-activity/list' },
      actions: POST_KINDS.activity.actions,
    },
    {
      name: 'memberMail',
      list: lazyScreen(() => import('./mails/MailList')),
      recordRepresentation: 'title',
      endpoints: { getList: 'chance-member-mail/list' },
      actions: mailActions,
    },
    {
      name: 'systemMessage',
      list: lazyScreen(() => import('./mails/SystemMessageScreen')),
      recordRepresentation: 'title',
      endpoints: { getList: 'chance-system-message/list' },
      actions: systemMessageActions,
    },
    {
      name: 'memberMessage',
      list: lazyScreen(() => import('./messages/MessageList')),
      recordRepresentation: 'title',
      endpoints: { getList: 'chance-message/list' },
      actions: messageActions,
    },
  ],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.informationAuditLabels),
});
