import { defineActions, useActions, type Action } from '../../../dataProvider';

/* What the kill-rate screens call (server/lottery/killRateRoutes.ts, limitRoutes.ts): paise, odds ×100, rates in basis points, epoch ms. */

export interface Limits {
  minStake: number;
  maxStake: number;
  maxPerMemberPeriod: number;
  maxExposure: number | null;
}

export interface PlayLimitRow {
  id: string;
  playCode: string;
  /** What the open period applies, and what periods from the next one will. */
  current: Limits;
  next: Limits;
  /** Whether the play has its own limits (otherwise the game's apply). */
  custom: boolean;
  /** A saved change the open period does not use yet. */
  pending: boolean;
}

export interface OddsRow {
  id: number;
  playCode: string;
  selection: string;
  nameZh: string;
  nameEn: string;
  baseOddsX100: number;
  currentOddsX100: number;
  nextOddsX100: number;
}

export interface LeverChange {
  effectiveIssueNo?: string | null;
}

export interface Window {
  stake: number;
  payout: number;
  houseProfit: number;
  killRateBps: number;
}

export interface Overview {
  game: { id: number; code: string; name: string };
  band: { minBps: number; maxBps: number } | null;
  periods: { issueNo: string; drawAt: number; totalBet: number; payout: number; houseProfit: number; killRateBps: number }[];
  days: ({ date: string } & Window)[];
  windows: { lastPeriod: Window | null; today: Window; days7: Window; days30: Window };
}

export interface ExposureRow {
  playCode: string;
  selection: string;
  stake: number;
  bettors: number;
  betCount: number;
  exposure: number;
  cap: number | null;
  suspended: boolean;
}

export interface Exposure {
  period: { id: number; issueNo: string; closeAt: number; totalBet: number } | null;
  gameSuspended: boolean;
  rows: ExposureRow[];
}

export interface FundRow {
  id: string;
  gameId: number;
  gameCode: string;
  gameName: string;
  date: string;
  betCount: number;
  bettors: number;
  stake: number;
  validTurnover: number;
  payout: number;
  houseProfit: number;
  killRateBps: number;
}

export interface FundSummary {
  rows: FundRow[];
  totals: { betCount: number; stake: number; validTurnover: number; payout: number; houseProfit: number; killRateBps: number };
}

export interface KillRateLogRecord {
  id: number;
  gameId: number;
  gameName: string;
  kind: 'odds' | 'limit' | 'band' | 'suspend' | 'resume';
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string;
  effectiveIssueNo: string | null;
  operator: string;
  createdAt: number;
}

export interface SuspensionPayload {
  gameId: number;
  playCode?: string;
  selection?: string;
  reason: string;
}

export interface KillRateActions {
  overview: Action<{ gameId: number }, Overview>;
  exposure: Action<{ gameId: number }, Exposure>;
  setBand: Action<{ gameId: number; minBps: number; maxBps: number; reason: string }, LeverChange>;
  suspend: Action<SuspensionPayload, { target: string }>;
  resume: Action<SuspensionPayload, { target: string }>;
  limits: Action<{ gameId: number }, { list: PlayLimitRow[]; total: number; gameLimits: Limits; openIssueNo: string | null }>;
  saveLimits: Action<{ gameId: number; playCode: string; reason: string } & Limits, LeverChange>;
  odds: Action<{ gameId: number; playCode?: string }, { list: OddsRow[]; total: number; openIssueNo: string | null }>;
  saveOdds: Action<{ gameId: number; playId: number; oddsX100: number; reason: string }, LeverChange>;
  fundSummary: Action<{ from: string; to: string; gameId?: number; includeTest?: boolean }, FundSummary>;
}

export const killRateActions = defineActions<KillRateActions>({
  overview: { path: 'chance-kill-rate/overview' },
  exposure: { path: 'chance-kill-rate/exposure' },
  setBand: { path: 'chance-kill-rate/setBand' },
  suspend: { path: 'chance-kill-rate/suspend' },
  resume: { path: 'chance-kill-rate/resume' },
  limits: { path: 'chance-play-limit/list' },
  saveLimits: { path: 'chance-play-limit/save' },
  odds: { path: 'chance-odds/list' },
  saveOdds: { path: 'chance-odds/save' },
  fundSummary: { path: 'chance-game-fund/summary' },
});

export const KILL_RATE_RESOURCE = 'lotteryKillRate';
export const useKillRateCalls = () => useActions(KILL_RATE_RESOURCE, killRateActions);
