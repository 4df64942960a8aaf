import { useQuery } from '@tanstack/react-query';
import { useHomeCalls } from './homeCalls';

/** KPIs move all day (online members, pending audits), so they refresh every minute. */
const INFO_REFRESH_MS = 60_000;

export function useHomeInfo() {
  const calls = useHomeCalls();
  return useQuery({
    queryKey: ['home', 'info'],
    queryFn: () => calls.info(),
    refetchInterval: INFO_REFRESH_MS,
  });
}

export function useHomeSeries(days: number) {
  const calls = useHomeCalls();
  return useQuery({
    queryKey: ['home', 'series', days],
    queryFn: () => calls.series({ days }),
  });
}
