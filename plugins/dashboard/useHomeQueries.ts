import { queryOptions, useQuery } from '@tanstack/react-query';
import { bindActions } from '../../dataProvider';
import type { PrefetchContext } from '../../src';
import { homeActions, useHomeCalls, type HomeActions } from './homeCalls';
import type { ActionFacade } from '../../dataProvider';

/** KPIs move all day (online members, pending audits), so they refresh every minute. */
const INFO_REFRESH_MS = 60_000;
/** The chart's span. */
export const CHART_DAYS = 30;
/**
 * An answer this young is shown without asking again on mount: the prefetch (a cold load of Home
 * or the sign-in landing on it) answered it moments before the screen rendered.
 */
const FRESH_MS = 10_000;

type HomeCalls = ActionFacade<HomeActions>;

const homeInfoQuery = (calls: HomeCalls) => queryOptions({ queryKey: ['home', 'info'], queryFn: () => calls.info(), staleTime: FRESH_MS });
const homeSeriesQuery = (calls: HomeCalls, days: number) =>
  queryOptions({ queryKey: ['home', 'series', days], queryFn: () => calls.series({ days }), staleTime: FRESH_MS });

export function useHomeInfo() {
  const calls = useHomeCalls();
  return useQuery({ ...homeInfoQuery(calls), refetchInterval: INFO_REFRESH_MS });
}

export function useHomeSeries(days: number) {
  const calls = useHomeCalls();
  return useQuery(homeSeriesQuery(calls, days));
}

/** Home's two requests, under the keys its cards and chart ask for (the menu node's prefetch). */
export function prefetchHome({ queryClient, dataProvider }: PrefetchContext): void {
  const calls = bindActions(dataProvider, 'home', homeActions);
  void queryClient.prefetchQuery(homeInfoQuery(calls));
  void queryClient.prefetchQuery(homeSeriesQuery(calls, CHART_DAYS));
}
