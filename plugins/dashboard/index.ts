import { lazy } from 'react';
import { definePlugin } from '../../src';
import { homeActions } from './homeCalls';
import { messages } from './messages';

/** Home: the pinned first tab. KPI cards and a 30-day chart, all computed by the server from live data. */
export default definePlugin({
  name: 'dashboard',
  menu: [
    {
      name: 'dashboard',
      title: 'dashboard.menu.dashboard',
      affix: true,
      screen: { component: lazy(() => import('./Home')) },
    },
  ],
  resources: [
    {
      name: 'home',
      endpoints: {},
      actions: homeActions,
    },
  ],
  messages,
});
