import type { PartialMenuDecorations, ResourceDef } from '../../../src';
import type { LOTTERY_MENU_NODES } from '../shared/menuTree';
import { catalogueGameActions, cataloguePlayActions, gameManagerActions, lotteryTypeActions } from './catalogueCalls';
import { lazyScreen } from '../../../src';

/*
 * The game catalogue part of the lottery plugin (yoyo_lottery leaves of shared/menuTree.ts, in the
 * console's order), spread into ../index.ts. The spec's Edit leaves are hidden pages of their own address (`?id=` names the
 * record): the list they belong to with the record's form open over it; list rows open them and
 * closing returns to the list. They are the only way to edit these records.
 */

export const catalogueMenu = {
  gameSort: { screen: { component: lazyScreen(() => import('./GameSortScreen')) } },
  game_managementEdit: { hidden: true, screen: { component: lazyScreen(() => import('./GameEditScreen')) } },
  lotteryType: { screen: { resource: 'lotteryCatalogueType' } },
  lotteryTypeEdit: { hidden: true, screen: { component: lazyScreen(() => import('./LotteryTypeEditScreen')) } },
  gameType: { screen: { component: lazyScreen(() => import('./GameTypeList')) } },
  optionalPlay: { screen: { component: lazyScreen(() => import('./OptionalPlayScreen')) } },
  gamelList: { screen: { resource: 'lotteryCatalogueGame' } },
  playList: { screen: { resource: 'lotteryCataloguePlay' } },
  gameManager: { screen: { resource: 'lotteryGameManager' } },
  gameManagerEdit: { hidden: true, screen: { component: lazyScreen(() => import('./GameManagerEditScreen')) } },
} satisfies PartialMenuDecorations<(typeof LOTTERY_MENU_NODES)[0][1]>;

export const catalogueResources: ResourceDef[] = [
  {
    name: 'lotteryCatalogueType',
    list: lazyScreen(() => import('./LotteryTypeList')),
    recordRepresentation: 'name',
    endpoints: { getList: 'chance-lottery-type/list' },
    actions: lotteryTypeActions,
  },
  {
    name: 'lotteryCatalogueGame',
    list: lazyScreen(() => import('./GameList')),
    recordRepresentation: 'name',
    endpoints: { getList: 'chance-game/catalogue' },
    actions: catalogueGameActions,
  },
  {
    name: 'lotteryGameManager',
    list: lazyScreen(() => import('./GameManagerList')),
    recordRepresentation: 'name',
    endpoints: { getList: 'chance-game/manager' },
    actions: gameManagerActions,
  },
  {
    name: 'lotteryCataloguePlay',
    list: lazyScreen(() => import('./PlayList')),
    recordRepresentation: 'nameEn',
    endpoints: { getList: 'chance-play/list' },
    actions: cataloguePlayActions,
  },
];
