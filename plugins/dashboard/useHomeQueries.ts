import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ChanceDataProvider } from '../../dataProvider';
import type { HomeInfo, HomeSeries } from './types';

/** KPIs move all day (online members, pending audits), so they refresh every minute. */
const INFO_REFRESH_MS = 60_000;

export function useHomeInfo() {
  const dataProvider = useDataProvider<ChanceDataProvider>();
  return useQuery({
    queryKey: ['home', 'info'],
    queryFn: () => dataProvider.action('home', 'info') as Promise<HomeInfo>,
    refetchInterval: INFO_REFRESH_MS,
  });
}

export function useHomeSeries(days: number) {
  const dataProvider = useDataProvider<ChanceDataProvider>();
  return useQuery({
    queryKey: ['home', 'series', days],
    queryFn: () => dataProvider.action('home', 'series', { days }) as Promise<HomeSeries>,
  });
}
