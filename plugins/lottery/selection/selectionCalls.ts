import { defineActions, useActions, type Action } from '../../../dataProvider';
import type { Shape } from '../verify/recompute';

/* The read-only calls of manualSelection (number analysis, popup panel 18) and current_member_statistics. Paise, epoch ms. */

export interface NumberLiability {
  number: string;
  result: number[];
  /** Stake, bets and members of the bets this number would make win. */
  stake: number;
  bets: number;
  bettors: number;
  payout: number;
  /** The period's whole stake minus that payout. */
  houseNet: number;
}

export interface NumberAnalysis {
  game: { id: number; name: string; shape: Shape };
  period: { id: number; issueNo: string; openAt: number; closeAt: number; drawAt: number } | null;
  totalStake: number;
  bets: number;
  bettors: number;
  numbers: NumberLiability[];
}

export interface GameNowRow {
  id: number;
  gameId: number;
  gameName: string;
  shape: Shape;
  periodId: number;
  issueNo: string;
  closeAt: number;
  drawAt: number;
  bettors: number;
  bets: number;
  stake: number;
}

export interface MemberStatistics {
  list: GameNowRow[];
  total: number;
  totals: { bettors: number; bets: number; stake: number };
  /** Server time of the figures. */
  at: number;
}

export interface SelectionActions {
  analyse: Action<{ gameId: number; numbers: string[] }, NumberAnalysis>;
  statistics: Action<{ gameId?: number }, MemberStatistics>;
}

export const selectionActions = defineActions<SelectionActions>({
  analyse: { path: 'chance-period/numberAnalysis' },
  statistics: { path: 'chance-period/currentMemberStatistics' },
});

export const useSelectionCalls = () => useActions('lotterySelection', selectionActions);
