import { defineActions, useActions, type Action } from '../../dataProvider';
import type { HomeInfo, HomeSeries } from './types';

/** The home screen's two calls: today's KPIs and the daily series for the chart. */
export interface HomeActions {
  info: Action<void, HomeInfo>;
  series: Action<{ days: number }, HomeSeries>;
}

export const homeActions = defineActions<HomeActions>({
  info: { path: 'chance_home_page/info' },
  series: { path: 'chance_home_page/query/home/data' },
});

export const useHomeCalls = () => useActions('home', homeActions);
