import { defineActions, useActions, type Action } from '../../../dataProvider';

/* What the catalogue screens call (yoyo_lottery: lottery types, games, game order, game types, plays, optional plays). */

/** Game types as game.type stores them (plugins/lottery/server/catalogueGames.ts GAME_TYPES). */
export const GAME_TYPES = ['lottery', 'electronic', 'chess_card', 'lobby', 'fishing', 'betting_machine', 'slot_machine', 'board'] as const;
/** Bet types as game.bet_type stores them. */
export const BET_TYPES = ['period'] as const;
export const SHAPES = ['wingo', 'k3', '5d'] as const;
/** Period lengths the clock can number (server/domain/periods.ts INTERVALS_SEC). */
export const INTERVALS = [30, 60, 180, 300, 600] as const;
export const RESULT_SOURCES = ['house', 'external'] as const;

/** The Edit leaves' pages (`?id=` names the record) and the lists they return to. */
export const CATALOGUE_PATHS = {
  lotteryType: '/yoyo_lottery/lotteryType',
  lotteryTypeEdit: '/yoyo_lottery/lotteryTypeEdit',
  gamelList: '/yoyo_lottery/gamelList',
  gameEdit: '/yoyo_lottery/game_managementEdit',
  gameManager: '/yoyo_lottery/gameManager',
  gameManagerEdit: '/yoyo_lottery/gameManagerEdit',
} as const;

export interface LotteryTypeRecord {
  id: number;
  code: string;
  name: string;
  shape: string;
  sort: number;
  status: number;
  games: number;
  plays: number;
}

export interface GameRecord {
  id: number;
  code: string;
  issueCode: string;
  name: string;
  providerCode: string;
  description: string;
  type: number;
  state: number;
  testSupport: number;
  iconH5: string;
  iconPc: string;
  betType: number;
  shape: string;
  intervalSec: number;
  resultSource: 'house' | 'external';
  sort: number;
  disabledAt: number | null;
  lotteryTypeId: number;
  lotteryTypeName: string;
}

/** A game as gameManager shows it: its draw settings and the period running now (times epoch ms, amounts paise). */
export interface GameManagerRecord {
  id: number;
  code: string;
  issueCode: string;
  name: string;
  description: string;
  shape: string;
  resultSource: 'house' | 'external';
  intervalSec: number;
  freezeSec: number;
  feeBps: number;
  minBet: number;
  maxBet: number;
  maxBetPerPeriod: number;
  state: number;
  sort: number;
  disabledAt: number | null;
  createdAt: number;
  lotteryTypeId: number;
  lotteryTypeName: string;
  openIssueNo?: string | null;
  openCloseAt?: number | null;
  nextOpenAt?: number | null;
  /** detail only: why the draw settings cannot change now. */
  lock?: 'enabled' | 'open_period' | null;
}

export interface DrawSettingsPayload {
  freezeSec: number;
  feeBps: number;
  minBet: number;
  maxBet: number;
  maxBetPerPeriod: number;
}

export interface NewGamePayload extends DrawSettingsPayload {
  lotteryTypeId: number;
  code: string;
  issueCode: string;
  name: string;
  description: string;
  resultSource: 'house' | 'external';
  intervalSec: number;
}

export interface GameOrderRecord {
  id: number;
  code: string;
  name: string;
  state: number;
  sort: number;
  iconH5: string;
  lotteryTypeName: string;
}

export interface GameTypeCount {
  id: number;
  code: (typeof GAME_TYPES)[number];
  games: number;
  enabled: number;
}

export interface PlayRecord {
  id: number;
  lotteryTypeId: number;
  lotteryTypeName: string;
  parentId: number | null;
  code: string;
  selection: string | null;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  introZh: string;
  introEn: string;
  introHi: string;
  oddsX100: number;
  rebateBps: number;
  sort: number;
  status: number;
  parentNameZh: string | null;
  parentNameEn: string | null;
  parentNameHi: string | null;
}

export interface OptionalPlayRecord {
  id: number;
  lotteryTypeId: number;
  lotteryTypeName: string;
  code: string;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  status: number;
  sort: number;
  selections: number;
  enabledSelections: number;
}

export interface GamePayload {
  id: number;
  name: string;
  providerCode: string;
  description: string;
  type: number;
  testSupport: boolean;
  iconH5: string;
  iconPc: string;
}

export interface PlayPayload {
  id: number;
  nameZh: string;
  nameEn: string;
  nameHi: string;
  introZh: string;
  introEn: string;
  introHi: string;
  sort: number;
  rebateBps: number;
}

export interface LotteryTypeActions {
  update: Action<{ id: number; name: string; sort: number }, { id: number }>;
}
export const lotteryTypeActions = defineActions<LotteryTypeActions>({ update: { path: 'chance-lottery-type/update' } });
export const useLotteryTypeCalls = () => useActions('lotteryCatalogueType', lotteryTypeActions);

export interface CatalogueGameActions {
  detail: Action<{ id: number }, GameRecord>;
  update: Action<GamePayload, { id: number }>;
  setState: Action<{ id: number; enabled: boolean }, { id: number; state: number }>;
  order: Action<void, { list: GameOrderRecord[]; total: number }>;
  sort: Action<{ ids: number[] }, { order: number[] }>;
  types: Action<void, { list: GameTypeCount[]; total: number }>;
}
export const catalogueGameActions = defineActions<CatalogueGameActions>({
  detail: { path: 'chance-game/detail' },
  update: { path: 'chance-game/update' },
  setState: { path: 'chance-game/setState' },
  order: { path: 'chance-game/order' },
  sort: { path: 'chance-game/sort' },
  types: { path: 'chance-game/types' },
});
export const useCatalogueGameCalls = () => useActions('lotteryCatalogueGame', catalogueGameActions);

export interface GameManagerActions {
  detail: Action<{ id: number }, GameManagerRecord>;
  create: Action<NewGamePayload, { id: number }>;
  settings: Action<DrawSettingsPayload & { id: number }, { id: number }>;
  setState: Action<{ id: number; enabled: boolean }, { id: number; state: number }>;
}
export const gameManagerActions = defineActions<GameManagerActions>({
  detail: { path: 'chance-game/manager/detail' },
  create: { path: 'chance-game/create' },
  settings: { path: 'chance-game/settings' },
  setState: { path: 'chance-game/manager/setState' },
});
export const useGameManagerCalls = () => useActions('lotteryGameManager', gameManagerActions);

export interface CataloguePlayActions {
  update: Action<PlayPayload, { id: number }>;
  optional: Action<{ lotteryTypeId?: number }, { list: OptionalPlayRecord[]; total: number }>;
  setStatus: Action<{ id: number; enabled: boolean }, { id: number; status: number }>;
}
export const cataloguePlayActions = defineActions<CataloguePlayActions>({
  update: { path: 'chance-play/update' },
  optional: { path: 'chance-play/optional' },
  setStatus: { path: 'chance-play/setStatus' },
});
export const useCataloguePlayCalls = () => useActions('lotteryCataloguePlay', cataloguePlayActions);

/** A play's name in the console's language (Hindi is edited, never the console's language). */
export const playName = (p: { nameZh: string; nameEn: string }, locale: string) => (locale === 'zh' ? p.nameZh : p.nameEn);
