import { lazy } from 'react';
import InfoIcon from '@mui/icons-material/Info';
import { definePlugin, mergeMessages } from '../../src';
import { BANNER_VIEWS } from './banners/bannerCalls';
import { bannerMessages } from './banners/messages';
import { NOTICE_VIEWS } from './informationCalls';
import { informationMessages } from './messages';

/** /Information_management: notices, member mail, pop-ups and marquees, banners and start-up ads (only finished screens are listed). */
export default definePlugin({
  name: 'information',
  menu: [
    {
      name: 'Information_management',
      title: 'information.menu.Information_management',
      icon: InfoIcon,
      roles: ['admin', 'franchisee'],
      children: [
        {
          name: 'notice',
          title: 'information.menu.notice',
          children: [
            { name: 'notice_management', title: 'information.menu.notice_management', screen: { resource: 'notice' } },
            { name: 'notice_mail', title: 'information.menu.notice_mail', screen: { resource: 'noticeMail' } },
            { name: 'notice_notify', title: 'information.menu.notice_notify', screen: { resource: 'noticeNotify' } },
          ],
        },
        { name: 'banner', title: 'information.menu.banner', screen: { resource: 'banner' } },
        { name: 'startad', title: 'information.menu.startad', screen: { resource: 'startad' } },
      ],
    },
  ],
  resources: [
    ...[
      { view: NOTICE_VIEWS.management, list: lazy(() => import('./notices/NoticeList')) },
      { view: NOTICE_VIEWS.mail, list: lazy(() => import('./notices/NoticeList').then((m) => ({ default: m.NoticeMailList }))) },
      { view: NOTICE_VIEWS.notify, list: lazy(() => import('./notices/NoticeList').then((m) => ({ default: m.NoticeNotifyList }))) },
    ].map(({ view, list }) => ({
      name: view.resource, list, recordRepresentation: 'title', endpoints: { getList: `${view.prefix}/list` }, actions: view.actions,
    })),
    ...[
      { view: BANNER_VIEWS.banner, list: lazy(() => import('./banners/BannerList')) },
      { view: BANNER_VIEWS.startad, list: lazy(() => import('./banners/BannerList').then((m) => ({ default: m.StartadList }))) },
    ].map(({ view, list }) => ({
      name: view.resource, list, recordRepresentation: 'title', endpoints: { getList: `${view.prefix}/list` }, actions: view.actions,
    })),
  ],
  messages: {
    zh: { information: mergeMessages(informationMessages.zh, bannerMessages.zh) },
    en: { information: mergeMessages(informationMessages.en, bannerMessages.en) },
  },
});
