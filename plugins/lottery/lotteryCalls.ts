import { defineActions, useActions, type Action, type MoneyAction } from '../../dataProvider';
import type { Shape } from './verify/recompute';

/* What the lottery screens call beyond react-admin's lists, with payloads and answers (paise, epoch ms). */

/** A period row as chance-period/list answers it. */
export interface PeriodRecord {
  id: number;
  gameId: number;
  gameCode: string;
  gameName: string;
  shape: Shape;
  issueNo: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
  status: number;
  statusName: string;
  result: number[] | null;
  resultSource: 'house' | 'external';
  seedHash: string | null;
  seed: string | null;
  betCount: number;
  bettorCount: number;
  totalBet: number;
  winningAmount: number;
  killRate: number;
  profitLossPct: number;
  houseProfit: number;
  drawError: string | null;
  settleError: string | null;
}

/** A bet row as chance-bet/list answers it. */
export interface BetRecord {
  id: number;
  betNo: string;
  memberId: number;
  username: string;
  agentUsername: string | null;
  gameId: number;
  gameName: string;
  periodId: number;
  issueNo: string;
  play: string;
  selection: string;
  /** The play and the selection named in the caller's language (大小 / 大). */
  playName: string;
  selectionName: string;
  stake: number;
  fee: number;
  oddsX100: number;
  status: number;
  statusName: string;
  payout: number;
  ip: string;
  createdAt: number;
}

export interface GameChoice {
  id: number;
  code: string;
  name: string;
  shape: Shape;
}

export interface PublicGame {
  code: string;
  name: string;
  shape: Shape;
  resultSource: 'house' | 'external';
}

export interface PublicPeriod {
  periodId: number;
  issueNo: string;
  drawAt: number;
  seedHash: string | null;
  result: number[] | null;
}

export interface Verification {
  periodId: number;
  gameCode: string;
  issueNo: string;
  shape: Shape;
  resultSource: 'house' | 'external';
  status: string;
  seedHash: string | null;
  seed: string | null;
  result: number[] | null;
  verified: boolean | null;
  reason: string | null;
  external: { source: string; enteredBy: number; approvedBy: number | null; approvedAt: number | null } | null;
}

export interface BetActions {
  cancel: MoneyAction<{ ids: number[]; reason: string }, { cancelled: number; amount: number }>;
}

export const betActions = defineActions<BetActions>({
  cancel: { path: 'chance-bet/cancel', moneyMoving: true },
});

export interface VerifyActions {
  games: Action<void, PublicGame[]>;
  periods: Action<{ gameCode: string }, PublicPeriod[]>;
  verify: Action<{ periodId?: number; gameCode?: string; issueNo?: string }, Verification>;
}

export const verifyActions = defineActions<VerifyActions>({
  games: { path: 'chance-period/verifyGames', method: 'GET' },
  periods: { path: 'chance-period/verifyList', method: 'GET' },
  verify: { path: 'chance-period/verify', method: 'GET' },
});

export const useBetCalls = () => useActions('lotteryBet', betActions);
export const useVerifyCalls = () => useActions('lotteryVerify', verifyActions);
