import { defineActions, useActions, type ContractActions } from '../../../dataProvider';
import type { AnswerOf, PayloadOf } from '../../../shared/contract';
import type { catalogueGameContracts, cataloguePlayContracts, lotteryTypeContracts } from '../shared/catalogueContract';
import type { gameManagerContracts } from '../shared/gameManagerContract';
import { menuUrl } from '../../../shared/menuUrl';
import { LOTTERY_MENU } from '../shared/menuTree';

/* What the catalogue screens call (yoyo_lottery: lottery types, games, game order, game types, plays, optional plays). */

/** Game types as game.type stores them (shared/catalogueContract.ts GAME_TYPES, which zod keeps out of the bundle). */
export const GAME_TYPES = ['lottery', 'electronic', 'chess_card', 'lobby', 'fishing', 'betting_machine', 'slot_machine', 'board'] as const;
/** Bet types as game.bet_type stores them. */
export const BET_TYPES = ['period'] as const;
export const SHAPES = ['wingo', 'k3', '5d'] as const;
/** Period lengths the clock can number (server/rules/periods.ts INTERVALS_SEC). */
export const INTERVALS = [30, 60, 180, 300, 600] as const;
export const RESULT_SOURCES = ['house', 'external'] as const;

/** The Edit leaves' pages (`?id=` names the record) and the lists they return to. */
export const CATALOGUE_PATHS = {
  lotteryType: menuUrl(LOTTERY_MENU.yoyo_lottery.lotteryType.path),
  lotteryTypeEdit: menuUrl(LOTTERY_MENU.yoyo_lottery.lotteryTypeEdit.path),
  gamelList: menuUrl(LOTTERY_MENU.yoyo_lottery.gamelList.path),
  gameEdit: menuUrl(LOTTERY_MENU.yoyo_lottery.game_managementEdit.path),
  gameManager: menuUrl(LOTTERY_MENU.yoyo_lottery.gameManager.path),
  gameManagerEdit: menuUrl(LOTTERY_MENU.yoyo_lottery.gameManagerEdit.path),
} as const;

type TypeContracts = typeof lotteryTypeContracts;
type GameContracts = typeof catalogueGameContracts;
type PlayContracts = typeof cataloguePlayContracts;
type ManagerContracts = typeof gameManagerContracts;

export type LotteryTypeRecord = AnswerOf<TypeContracts['list']>['list'][number];
export type GameRecord = AnswerOf<GameContracts['detail']>;
export type GameOrderRecord = AnswerOf<GameContracts['order']>['list'][number];
export type GameTypeCount = AnswerOf<GameContracts['types']>['list'][number];
export type PlayRecord = AnswerOf<PlayContracts['list']>['list'][number];
export type OptionalPlayRecord = AnswerOf<PlayContracts['optional']>['list'][number];
export type GamePayload = PayloadOf<GameContracts['update']>;
export type PlayPayload = PayloadOf<PlayContracts['update']>;

type ManagedGameRow = AnswerOf<ManagerContracts['list']>['list'][number];
type ManagedGameDetail = AnswerOf<ManagerContracts['detail']>;
type OpenPeriodFields = 'openIssueNo' | 'openCloseAt' | 'nextOpenAt';
/**
 * A game as gameManager shows it: its draw settings and the period running now (times epoch ms,
 * amounts paise). The list's rows have the open period; the detail has the lock (why the draw
 * settings cannot change now).
 */
export type GameManagerRecord = Omit<ManagedGameRow, OpenPeriodFields> &
  Partial<Pick<ManagedGameRow, OpenPeriodFields>> &
  Partial<Pick<ManagedGameDetail, 'lock'>>;
export type NewGamePayload = PayloadOf<ManagerContracts['create']>;
export type DrawSettingsPayload = Omit<PayloadOf<ManagerContracts['settings']>, 'id'>;

export type LotteryTypeActions = ContractActions<Pick<TypeContracts, 'update'>>;
export const lotteryTypeActions = defineActions<LotteryTypeActions>({ update: { path: 'chance-lottery-type/update' } });
export const useLotteryTypeCalls = () => useActions('lotteryCatalogueType', lotteryTypeActions);

export type CatalogueGameActions = ContractActions<Omit<GameContracts, 'list'>>;
export const catalogueGameActions = defineActions<CatalogueGameActions>({
  detail: { path: 'chance-game/detail' },
  update: { path: 'chance-game/update' },
  setState: { path: 'chance-game/setState' },
  order: { path: 'chance-game/order' },
  sort: { path: 'chance-game/sort' },
  types: { path: 'chance-game/types' },
});
export const useCatalogueGameCalls = () => useActions('lotteryCatalogueGame', catalogueGameActions);

export type GameManagerActions = ContractActions<Omit<ManagerContracts, 'list'>>;
export const gameManagerActions = defineActions<GameManagerActions>({
  detail: { path: 'chance-game/manager/detail' },
  create: { path: 'chance-game/create' },
  settings: { path: 'chance-game/settings' },
  setState: { path: 'chance-game/manager/setState' },
});
export const useGameManagerCalls = () => useActions('lotteryGameManager', gameManagerActions);

export type CataloguePlayActions = ContractActions<Omit<PlayContracts, 'list'>>;
export const cataloguePlayActions = defineActions<CataloguePlayActions>({
  update: { path: 'chance-play/update' },
  optional: { path: 'chance-play/optional' },
  setStatus: { path: 'chance-play/setStatus' },
});
export const useCataloguePlayCalls = () => useActions('lotteryCataloguePlay', cataloguePlayActions);

/** A play's name in the console's language (Hindi is edited, never the console's language). */
export const playName = (p: { nameZh: string; nameEn: string }, locale: string) => (locale === 'zh' ? p.nameZh : p.nameEn);
