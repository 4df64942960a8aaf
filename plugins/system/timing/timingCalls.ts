import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { timingContracts } from '../shared/timingContract';

type Contracts = typeof timingContracts;
export type TimingWindow = '1h' | '24h' | '7d';
export const TIMING_WINDOWS: TimingWindow[] = ['1h', '24h', '7d'];

/** One endpoint's figures over the window (a row of …/interfaceTimeConsuming/list); times in ms. */
export type TimingRow = AnswerOf<Contracts['list']>['list'][number];
export type TimingSeries = AnswerOf<Contracts['series']>;
export type TimingPoint = TimingSeries['points'][number];

export const timingActions = defineActions<ContractActions<Pick<Contracts, 'series'>>>({
  series: { path: 'chance-interface-time-consuming/query/interfaceTimeConsuming/series' },
});

export const useTimingCalls = () => useActions('interfaceTiming', timingActions);
