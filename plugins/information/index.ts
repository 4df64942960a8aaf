import { lazy } from 'react';
import InfoIcon from '@mui/icons-material/Info';
import { definePlugin } from '../../src';
import { noticeActions } from './informationCalls';
import { informationMessages } from './messages';

/** /Information_management: notices (only finished screens are listed). */
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
          children: [{ name: 'notice_management', title: 'information.menu.notice_management', screen: { resource: 'notice' } }],
        },
      ],
    },
  ],
  resources: [
    { name: 'notice', list: lazy(() => import('./notices/NoticeList')), recordRepresentation: 'title', endpoints: { getList: 'chance-notice/list' }, actions: noticeActions },
  ],
  messages: { zh: { information: informationMessages.zh }, en: { information: informationMessages.en } },
});
