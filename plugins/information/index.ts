import InfoIcon from '@mui/icons-material/Info';
import { definePlugin, lazyScreen } from '../../src';
import { BANNER_VIEWS } from './banners/bannerCalls';
import { POST_KINDS } from './articles/postCalls';
import { NOTICE_VIEWS } from './informationCalls';
import { messageActions } from './messages/messageCalls';
import { mailActions, systemMessageActions } from './mails/mailCalls';

/** /Information_management: articles, banners, start-up ads, activities, members' messages, notices, member mail, pop-ups and marquees (only finished screens are listed). */
export default definePlugin({
  name: 'information',
  menu: [
    {
      name: 'Information_management',
      title: 'information.menu.Information_management',
      icon: InfoIcon,
      roles: ['admin', 'franchisee'],
      children: [
        { name: 'article', title: 'information.menu.article', screen: { resource: 'article' } },
        {
          name: 'articleEdit',
          title: 'information.menu.articleEdit',
          hidden: true,
          screen: { component: lazyScreen(() => import('./articles/PostEditScreen')) },
        },
        { name: 'banner', title: 'information.menu.banner', screen: { resource: 'banner' } },
        {
          name: 'bannerEdit',
          title: 'information.menu.bannerEdit',
          hidden: true,
          screen: { component: lazyScreen(() => import('./banners/BannerEditScreen')) },
        },
        { name: 'startad', title: 'information.menu.startad', screen: { resource: 'startad' } },
        {
          name: 'startadEdit',
          title: 'information.menu.startadEdit',
          hidden: true,
          screen: { component: lazyScreen(() => import('./banners/BannerEditScreen').then((m) => ({ default: m.StartadEdit }))) },
        },
        { name: 'activity', title: 'information.menu.activity', screen: { resource: 'activity' } },
        {
          name: 'activityEdit',
          title: 'information.menu.activityEdit',
          hidden: true,
          screen: { component: lazyScreen(() => import('./articles/PostEditScreen').then((m) => ({ default: m.ActivityEditScreen }))) },
        },
        {
          name: 'message_center',
          title: 'information.menu.message_center',
          children: [
            { name: 'message', title: 'information.menu.message', screen: { resource: 'memberMessage' } },
            { name: 'mails', title: 'information.menu.mails', screen: { resource: 'memberMail' } },
            { name: 'systemMessage', title: 'information.menu.systemMessage', screen: { resource: 'systemMessage' } },
          ],
        },
        {
          name: 'notice',
          title: 'information.menu.notice',
          children: [
            { name: 'notice_management', title: 'information.menu.notice_management', screen: { resource: 'notice' } },
            { name: 'notice_mail', title: 'information.menu.notice_mail', screen: { resource: 'noticeMail' } },
            { name: 'notice_notify', title: 'information.menu.notice_notify', screen: { resource: 'noticeNotify' } },
          ],
        },
      ],
    },
  ],
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
