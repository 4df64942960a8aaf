import { defineActions, useActions, type Action } from '../../../dataProvider';

/* /ThreeBetManager: third-party game bets as betrecords/query/three/betrecordList answers them (paise, epoch ms). */

export const THREE_BET_STATES = ['unsettled', 'win', 'lose', 'draw', 'cancelled'] as const;
export type ThreeBetStateName = (typeof THREE_BET_STATES)[number];

export interface ThreeBetRecord {
  id: number;
  provider: string;
  providerName: string;
  orderNo: string;
  memberId: number;
  username: string;
  agentUsername: string | null;
  gameCode: string;
  gameName: string;
  stake: number;
  validBet: number;
  payout: number;
  /** payout − stake of a settled bet, from the member's side; 0 while unsettled or cancelled. */
  winLoss: number;
  state: number;
  stateName: ThreeBetStateName;
  betAt: number;
  settledAt: number | null;
}

export interface ThreeBetTotals {
  count: number;
  stake: number;
  validBet: number;
  payout: number;
  memberWinLoss: number;
}

export interface ThreeBetProvider {
  code: string;
  name: string;
  games: { code: string; name: string }[];
}

export interface ThreeBetActions {
  /** The list's grand totals: the same call with the same filter, one row asked for. */
  totals: Action<Record<string, unknown>, { list: ThreeBetRecord[]; total: number; totals: ThreeBetTotals }>;
  providers: Action<void, ThreeBetProvider[]>;
}

export const threeBetActions = defineActions<ThreeBetActions>({
  totals: { path: 'betrecords/query/three/betrecordList' },
  providers: { path: 'betrecords/query/three/providers' },
});

export const useThreeBetCalls = () => useActions('lotteryThreeBet', threeBetActions);
