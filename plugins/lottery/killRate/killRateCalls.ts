import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { killRateContracts } from '../shared/killRateContract';
import type { leverRequestContracts } from '../shared/leverRequestContract';
import type { limitContracts } from '../shared/limitContract';

/* What the kill-rate screens call (plugins/lottery/server/killRateRoutes.ts, limitRoutes.ts, leverRequestRoutes.ts): paise, odds ×100, rates in basis points, epoch ms. */

type Contracts = typeof killRateContracts;
type LimitContracts = typeof limitContracts;
type LeverContracts = typeof leverRequestContracts;
export type Overview = AnswerOf<Contracts['overview']>;
export type Window = Overview['windows']['today'];
export type Exposure = AnswerOf<Contracts['exposure']>;
export type ExposureRow = Exposure['rows'][number];
export type FundSummary = AnswerOf<Contracts['fundSummary']>;
export type FundRow = FundSummary['rows'][number];
export type KillRateLogRecord = AnswerOf<Contracts['operationLog']>['list'][number];
export type SuspensionPayload = PayloadOf<Contracts['suspend']>;

export type Limits = AnswerOf<LimitContracts['limits']>['gameLimits'];
export type PlayLimitRow = AnswerOf<LimitContracts['limits']>['list'][number];
export type OddsRow = AnswerOf<LimitContracts['odds']>['list'][number];

export type LeverRequest = AnswerOf<LeverContracts['oddsRequests']>['list'][number];
export type LeverKind = LeverRequest['kind'];

/** Every call takes its types from its route's contract. */
export interface KillRateActions
  extends
    ContractActions<Pick<Contracts, 'overview' | 'exposure' | 'setBand' | 'suspend' | 'resume' | 'fundSummary'>>,
    ContractActions<LimitContracts>,
    ContractActions<LeverContracts> {}

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
