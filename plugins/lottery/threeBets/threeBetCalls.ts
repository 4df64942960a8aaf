import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { threeBetContracts } from '../shared/threeBetContract';

/* /ThreeBetManager: third-party game bets as betrecords/query/three/betrecordList answers them (paise, epoch ms). */

/** The state names in stored order, for the filter (the contract's THREE_BET_STATE_NAMES: zod stays out of the bundle). */
export const THREE_BET_STATES = ['unsettled', 'win', 'lose', 'draw', 'cancelled'] as const satisfies readonly ThreeBetStateName[];

type Contracts = typeof threeBetContracts;
export type ThreeBetRecord = AnswerOf<Contracts['totals']>['list'][number];
export type ThreeBetStateName = ThreeBetRecord['stateName'];
export type ThreeBetTotals = AnswerOf<Contracts['totals']>['totals'];
export type ThreeBetProvider = AnswerOf<Contracts['providers']>[number];

/** totals: the list's grand totals, the same call with the same filter, one row asked for. */
export type ThreeBetActions = ContractActions<Contracts>;

export const threeBetActions = defineActions<ThreeBetActions>({
  totals: { path: 'betrecords/query/three/betrecordList' },
  providers: { path: 'betrecords/query/three/providers' },
});

export const useThreeBetCalls = () => useActions('lotteryThreeBet', threeBetActions);
