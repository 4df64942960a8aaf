import { defineActions, useActions, type Action } from '../../../dataProvider';

export type TimingWindow = '1h' | '24h' | '7d';
export const TIMING_WINDOWS: TimingWindow[] = ['1h', '24h', '7d'];

/** One endpoint's figures over the window (a row of …/interfaceTimeConsuming/list); times in ms. */
export interface TimingRow {
  id: string;
  /** 'POST /chance-member/list' */
  route: string;
  method: string;
  path: string;
  count: number;
  errors: number;
  /** 0…1 */
  errorRate: number;
  avg: number | null;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

export interface TimingPoint {
  /** Start of the minute or hour, epoch ms. */
  time: number;
  count: number;
  errors: number;
  p50: number | null;
  p95: number | null;
  max: number | null;
}

export interface TimingSeries {
  route: string;
  /** 60000 (1 h window) or 3600000. */
  step: number;
  from: number;
  to: number;
  points: TimingPoint[];
}

interface TimingActions {
  series: Action<{ window: TimingWindow; route: string }, TimingSeries>;
}

export const timingActions = defineActions<TimingActions>({
  series: { path: 'chance-interface-time-consuming/query/interfaceTimeConsuming/series' },
});

export const useTimingCalls = () => useActions('interfaceTiming', timingActions);
