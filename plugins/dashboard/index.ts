import { definePlugin, lazyScreen, menuFromTree } from '../../src';
import { DASHBOARD_MENU_NODES } from './shared/menuTree';
import { homeActions } from './homeCalls';
import { prefetchHome } from './useHomeQueries';

/** Home: the pinned first tab. KPI cards and a 30-day chart, all computed by the server from live data. */
export default definePlugin({
  name: 'dashboard',
  menu: menuFromTree('dashboard', DASHBOARD_MENU_NODES, {
    dashboard: {
      affix: true,
      // preload (the login page calls it while idle) also fetches the chart chunk Home loads lazily.
      screen: { component: lazyScreen(() => import('./Home'), { also: [() => import('./HomeChart')] }), prefetch: prefetchHome },
    },
  }),
  resources: [
    {
      name: 'home',
      endpoints: {},
      actions: homeActions,
    },
  ],
  // Home is the first screen after sign-in and its texts are few: all of them are frame texts.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
});
