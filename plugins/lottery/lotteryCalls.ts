import { defineActions, useActions, type ContractActions } from '../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../shared/contract';
import type { betContracts } from './shared/betContract';
import type { blackHouseContracts } from './shared/blackHouseContract';
import type { manualContracts } from './shared/manualContract';
import type { periodContracts } from './shared/periodContract';
import type { verifyContracts } from './shared/verifyContract';
import type { luckyDrawContracts } from '../marketing/shared/luckyContract';

/* What the lottery screens call beyond react-admin's lists, with payloads and answers (paise, epoch ms). */

type PeriodContracts = typeof periodContracts;
type VerifyContracts = typeof verifyContracts;

/** A period row as chance-period/list answers it. */
export type PeriodRecord = AnswerOf<PeriodContracts['list']>['list'][number];

/** A bet row as chance-bet/list answers it. */
export type BetRecord = AnswerOf<PeriodContracts['betList']>['list'][number];

/** What a game picker needs of a chance-game/list row. */
export type GameChoice = Pick<GameRow, 'id' | 'code' | 'name' | 'shape'> & Partial<Pick<GameRow, 'result_source'>>;
type GameRow = AnswerOf<PeriodContracts['gameList']>['list'][number];

export type PublicGame = AnswerOf<VerifyContracts['games']>[number];
export type PublicPeriod = AnswerOf<VerifyContracts['periods']>[number];
export type Verification = AnswerOf<VerifyContracts['verify']>;

export type BetActions = ContractActions<Pick<typeof betContracts, 'cancel'>>;

export const betActions = defineActions<BetActions>({
  cancel: { path: 'chance-bet/cancel', moneyMoving: true },
});

type LuckyContracts = typeof luckyDrawContracts;

/** A lucky-draw campaign on the public page (opened ones only). */
export type PublicCampaign = AnswerOf<LuckyContracts['verifyCampaigns']>[number];

/** An opened campaign's commitment, its seed once closed, and its draws checked against them. */
export type LuckyVerification = AnswerOf<LuckyContracts['verify']>;

/** The public verification page's calls: the draws' (this plugin) and the lucky draw's (the marketing plugin's routes). */
export interface VerifyActions
  extends
    ContractActions<VerifyContracts>,
    ContractActions<{ campaigns: LuckyContracts['verifyCampaigns']; luckyVerify: LuckyContracts['verify'] }> {}

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

type BlackHouseContracts = typeof blackHouseContracts;

/** A row as chance-restricted-account/list answers it. */
export type RestrictedRecord = AnswerOf<BlackHouseContracts['list']>['list'][number];
export type RestrictionKind = RestrictedRecord['restriction'];
export type RoomSummary = AnswerOf<BlackHouseContracts['summary']>;
export type NewRestrictionPayload = PayloadOf<BlackHouseContracts['add']>;

export type RestrictedActions = ContractActions<Pick<BlackHouseContracts, 'summary' | 'add' | 'setEnabled' | 'remove'>>;

export const restrictedActions = defineActions<RestrictedActions>({
  summary: { path: 'chance-restricted-account/summary' },
  add: { path: 'chance-restricted-account/add' },
  setEnabled: { path: 'chance-restricted-account/setEnabled' },
  remove: { path: 'chance-restricted-account/remove' },
});

export const useRestrictedCalls = () => useActions('lotteryRestricted', restrictedActions);

/* The manual lottery (game_result → manualLottery): external results, supplementary runs, voiding. */

type ManualContracts = typeof manualContracts;

/** A row as chance-external-result/list answers it (column names as stored). */
export type ExternalResultRecord = AnswerOf<ManualContracts['externalResults']>['list'][number];
/** 0 waiting for approval, 1 approved (drawn and settled), 2 rejected. */
export type ExternalStatus = ExternalResultRecord['status'];

export type SupplementaryRecord = AnswerOf<ManualContracts['supplementaryRequests']>['list'][number];
export type SupplementaryKind = SupplementaryRecord['kind'];
export type SupplementaryStatus = SupplementaryRecord['status'];

/** One supplementary draw or settlement as it ran (chance-period/runs). */
export type SupplementaryRun = AnswerOf<ManualContracts['runs']>['list'][number];

export type ManualActions = ContractActions<Omit<ManualContracts, 'externalResults' | 'supplementaryRequests'>>;

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
