import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { homeContracts } from './shared/homeContract';

/** The home screen's two calls: today's KPIs and the daily series for the chart. */
export type HomeActions = ContractActions<Pick<typeof homeContracts, 'info' | 'series'>>;

export const homeActions = defineActions<HomeActions>({
  info: { path: 'chance_home_page/info' },
  series: { path: 'chance_home_page/query/home/data' },
});

export const useHomeCalls = () => useActions('home', homeActions);
