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
  drawnAt?: number | null;
  /** Set once settled, and on a voided period (which stays "not drawn"). */
  settledAt?: number | null;
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
  /** As chance-game/list names it: who draws the game's results. */
  result_source?: 'house' | 'external';
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
  external: { source: string; approvedAt: number | null } | null;
}

export interface BetActions {
  cancel: MoneyAction<{ ids: number[]; reason: string }, { cancelled: number; amount: number }>;
}

export const betActions = defineActions<BetActions>({
  cancel: { path: 'chance-bet/cancel', moneyMoving: true },
});

/** A lucky-draw campaign on the public page (opened ones only). */
export interface PublicCampaign {
  campaignId: number;
  name: string;
  status: 'open' | 'closed';
  seedHash: string | null;
  openedAt: number | null;
  closedAt: number | null;
}

export interface LuckyVerification {
  campaignId: number;
  name: string;
  status: 'open' | 'closed';
  seedHash: string | null;
  seed: string | null;
  commitmentOk: boolean | null;
  prizes: { position: number; name: string; kind: 'none' | 'money' | 'points' | 'ticket'; weight: number }[];
  totalWeight: number;
  drawsMade: number;
  draws: {
    drawNo: number;
    memberId: number;
    prizeIndex: number;
    outcome: 'won' | 'no_prize' | 'out_of_stock';
    createdAt: number;
    verified: boolean | null;
  }[];
}

export interface VerifyActions {
  campaigns: Action<void, PublicCampaign[]>;
  luckyVerify: Action<{ campaignId: number; drawNo?: number; limit?: number }, LuckyVerification>;
  games: Action<void, PublicGame[]>;
  periods: Action<{ gameCode: string }, PublicPeriod[]>;
  verify: Action<{ periodId?: number; gameCode?: string; issueNo?: string }, Verification>;
}

export const verifyActions = defineActions<VerifyActions>({
  campaigns: { path: 'chance-lucky-draw/verifyCampaigns', method: 'GET' },
  luckyVerify: { path: 'chance-lucky-draw/verify', method: 'GET' },
  games: { path: 'chance-period/verifyGames', method: 'GET' },
  periods: { path: 'chance-period/verifyList', method: 'GET' },
  verify: { path: 'chance-period/verify', method: 'GET' },
});

export const useBetCalls = () => useActions('lotteryBet', betActions);
export const useVerifyCalls = () => useActions('lotteryVerify', verifyActions);

/* The small black room (game_result → blackHouse). */

export type RestrictionKind = 'betting_suspended' | 'stake_cap';

/** A row as chance-restricted-account/list answers it. */
export interface RestrictedRecord {
  id: number;
  franchiseeId: number;
  franchiseeName: string;
  memberId: number;
  username: string;
  restriction: RestrictionKind;
  /** Paise; only for 'stake_cap'. */
  stakeCap: number | null;
  enabled: number;
  reason: string;
  /** Staff username, null for rows nobody signed (seeded). */
  createdBy: string | null;
  expiresAt: number | null;
  /** Enabled or not, its expiry has passed: bets no longer see it, the limits still count it. */
  expired: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface RoomSummary {
  maxTotal: number;
  maxEnabled: number;
  franchisees: { franchiseeId: number; franchiseeName: string; total: number; enabled: number }[];
}

export interface NewRestrictionPayload {
  memberId?: number;
  username?: string;
  restriction: RestrictionKind;
  stakeCap?: number;
  enabled: boolean;
  reason: string;
  expiresAt?: number;
}

export interface RestrictedActions {
  summary: Action<void, RoomSummary>;
  add: Action<NewRestrictionPayload, { id: number }>;
  setEnabled: Action<{ id: number; enabled: boolean }, { id: number; enabled: number }>;
  remove: Action<{ id: number }, { id: number }>;
}

export const restrictedActions = defineActions<RestrictedActions>({
  summary: { path: 'chance-restricted-account/summary' },
  add: { path: 'chance-restricted-account/add' },
  setEnabled: { path: 'chance-restricted-account/setEnabled' },
  remove: { path: 'chance-restricted-account/remove' },
});

export const useRestrictedCalls = () => useActions('lotteryRestricted', restrictedActions);

/* The manual lottery (game_result → manualLottery): external results, supplementary runs, voiding. */

/** 0 waiting for approval, 1 approved (drawn and settled), 2 rejected. */
export type ExternalStatus = 0 | 1 | 2;

/** A row as chance-external-result/list answers it (column names as stored). */
export interface ExternalResultRecord {
  id: number;
  game_id: number;
  period_id: number;
  issue_no: string;
  result: number[] | null;
  source: string;
  reason: string;
  status: ExternalStatus;
  entered_at: number;
  approved_at: number | null;
  /** Staff usernames: the maker, and the checker who approved or rejected. */
  entered_by: string;
  approved_by: string | null;
}

export type SupplementaryKind = 'draw' | 'settle';
export type SupplementaryStatus = 'pending_approval' | 'approved' | 'rejected';

export interface SupplementaryRecord {
  id: number;
  periodId: number;
  issueNo: string;
  gameName: string;
  kind: SupplementaryKind;
  reason: string;
  status: SupplementaryStatus;
  rejectReason: string | null;
  maker: string;
  checker: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

/** One supplementary draw or settlement as it ran (chance-period/runs). */
export interface SupplementaryRun {
  id: number;
  kind: SupplementaryKind;
  success: number | boolean;
  message: string;
  created_at: number;
  username: string | null;
  request_id: number | null;
}

export interface ManualActions {
  enter: Action<{ periodId: number; result: number[]; source: string; reason: string }, { id: number }>;
  approve: MoneyAction<{ id: number }, { periodId: number; result: number[] }>;
  reject: Action<{ id: number }, { periodId: number }>;
  requestDraw: Action<{ periodId: number; reason: string }, { id: number }>;
  requestSettle: Action<{ periodId: number; reason: string }, { id: number }>;
  approveSupplementary: MoneyAction<{ id: number }, { periodId: number; success: boolean; message: string }>;
  rejectSupplementary: Action<{ id: number; reason: string }, { periodId: number }>;
  voidPeriod: MoneyAction<{ periodId: number; reason: string }, { periodId: number; refunded: number; amount: number }>;
  runs: Action<{ periodId: number }, { list: SupplementaryRun[]; total: number }>;
}

export const manualActions = defineActions<ManualActions>({
  enter: { path: 'chance-external-result/enter' },
  approve: { path: 'chance-external-result/approve', moneyMoving: true },
  reject: { path: 'chance-external-result/reject' },
  requestDraw: { path: 'chance-period/supplementaryDraw' },
  requestSettle: { path: 'chance-period/supplementarySettle' },
  approveSupplementary: { path: 'chance-period/supplementaryApprove', moneyMoving: true },
  rejectSupplementary: { path: 'chance-period/supplementaryReject' },
  voidPeriod: { path: 'chance-period/void', moneyMoving: true },
  runs: { path: 'chance-period/runs' },
});

export const useManualCalls = () => useActions('lotteryManual', manualActions);
