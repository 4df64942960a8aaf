import { defineActions, useActions, type Action, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { killRateContracts } from '../shared/killRateContract';

/* What the kill-rate screens call (plugins/lottery/server/killRateRoutes.ts, limitRoutes.ts): paise, odds ×100, rates in basis points, epoch ms. */

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

type Contracts = typeof killRateContracts;
export type Overview = AnswerOf<Contracts['overview']>;
export type Window = Overview['windows']['today'];
export type Exposure = AnswerOf<Contracts['exposure']>;
export type ExposureRow = Exposure['rows'][number];
export type FundSummary = AnswerOf<Contracts['fundSummary']>;
export type FundRow = FundSummary['rows'][number];
export type KillRateLogRecord = AnswerOf<Contracts['operationLog']>['list'][number];
export type SuspensionPayload = PayloadOf<Contracts['suspend']>;

export type LeverKind = 'odds' | 'limit' | 'band';

export interface LeverRequest {
  id: number;
  requestNo: string;
  kind: LeverKind;
  /** 'COLOR:red' (odds), 'NUMBER' (limit), '' (band). */
  label: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  reason: string;
  status: 'pending_approval' | 'applied' | 'rejected';
  rejectReason: string;
  effectiveIssueNo: string | null;
  makerId: number;
  maker: string;
  checker: string | null;
  createdAt: number;
  reviewedAt: number | null;
}

/** A save answers the request it became (another staff member approves it). */
export interface SubmittedLever {
  id: number;
  requestNo: string;
  status: 'pending_approval';
}

type Requests = { list: LeverRequest[]; total: number; pending: number };

/** The calls with a contract take their types from it; the rest are still declared by hand here. */
export interface KillRateActions extends ContractActions<
  Pick<Contracts, 'overview' | 'exposure' | 'setBand' | 'suspend' | 'resume' | 'fundSummary'>
> {
  limits: Action<{ gameId: number }, { list: PlayLimitRow[]; total: number; gameLimits: Limits; openIssueNo: string | null }>;
  saveLimits: Action<{ gameId: number; playCode: string; reason: string } & Limits, SubmittedLever>;
  odds: Action<{ gameId: number; playCode?: string }, { list: OddsRow[]; total: number; openIssueNo: string | null }>;
  saveOdds: Action<{ gameId: number; playId: number; oddsX100: number; reason: string }, SubmittedLever>;
  oddsRequests: Action<{ gameId: number }, Requests>;
  approveOdds: Action<{ id: number }, { status: string }>;
  rejectOdds: Action<{ id: number; reason: string }, { status: string }>;
  limitRequests: Action<{ gameId: number }, Requests>;
  approveLimit: Action<{ id: number }, { status: string }>;
  rejectLimit: Action<{ id: number; reason: string }, { status: string }>;
  bandRequests: Action<{ gameId: number }, Requests>;
  approveBand: Action<{ id: number }, { status: string }>;
  rejectBand: Action<{ id: number; reason: string }, { status: string }>;
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
  oddsRequests: { path: 'chance-odds/requests' },
  approveOdds: { path: 'chance-odds/approve' },
  rejectOdds: { path: 'chance-odds/reject' },
  limitRequests: { path: 'chance-play-limit/requests' },
  approveLimit: { path: 'chance-play-limit/approve' },
  rejectLimit: { path: 'chance-play-limit/reject' },
  bandRequests: { path: 'chance-kill-rate/band/requests' },
  approveBand: { path: 'chance-kill-rate/band/approve' },
  rejectBand: { path: 'chance-kill-rate/band/reject' },
});

/** The request calls of each lever kind. */
export const LEVER_CALLS = {
  odds: { list: 'oddsRequests', approve: 'approveOdds', reject: 'rejectOdds' },
  limit: { list: 'limitRequests', approve: 'approveLimit', reject: 'rejectLimit' },
  band: { list: 'bandRequests', approve: 'approveBand', reject: 'rejectBand' },
} as const satisfies Record<LeverKind, { list: keyof KillRateActions; approve: keyof KillRateActions; reject: keyof KillRateActions }>;

export const KILL_RATE_RESOURCE = 'lotteryKillRate';
export const useKillRateCalls = () => useActions(KILL_RATE_RESOURCE, killRateActions);
