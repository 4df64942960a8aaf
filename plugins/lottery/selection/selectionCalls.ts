import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf } from '../../../shared/contract';
import type { selectionContracts } from '../shared/selectionContract';

/* The read-only calls of manualSelection (number analysis, popup panel 18) and current_member_statistics. Paise, epoch ms. */

type Contracts = typeof selectionContracts;
export type NumberAnalysis = AnswerOf<Contracts['analyse']>;
export type NumberLiability = NumberAnalysis['numbers'][number];
export type MemberStatistics = AnswerOf<Contracts['statistics']>;
export type GameNowRow = MemberStatistics['list'][number];

export type SelectionActions = ContractActions<Contracts>;

export const selectionActions = defineActions<SelectionActions>({
  analyse: { path: 'chance-period/numberAnalysis' },
  statistics: { path: 'chance-period/currentMemberStatistics' },
});

export const useSelectionCalls = () => useActions('lotterySelection', selectionActions);
