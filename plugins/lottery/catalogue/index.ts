import type { MenuNode, ResourceDef } from '../../../src';
import { catalogueGameActions, cataloguePlayActions, gameManagerActions, lotteryTypeActions } from './catalogueCalls';
import { lazyScreen } from '../../../src';

/*
 * The game catalogue part of the lottery plugin (yoyo_lottery leaves, spec order), spread into
 * ../index.ts. The spec's Edit leaves are hidden pages of their own address (`?id=` names the
 * record): the list they belong to with the record's form open over it; list rows open them and
 * closing returns to the list. They are the only way to edit these records.
 */

export const catalogueMenu: MenuNode[] = [
  { name: 'gameSort', title: 'lottery.menu.gameSort', screen: { component: lazyScreen(() => import('./GameSortScreen')) } },
  {
    name: 'game_managementEdit',
    title: 'lottery.menu.game_managementEdit',
    hidden: true,
    screen: { component: lazyScreen(() => import('./GameEditScreen')) },
  },
  { name: 'lotteryType', title: 'lottery.menu.lotteryType', screen: { resource: 'lotteryCatalogueType' } },
  {
    name: 'lotteryTypeEdit',
    title: 'lottery.menu.lotteryTypeEdit',
    hidden: true,
    screen: { component: lazyScreen(() => import('./LotteryTypeEditScreen')) },
  },
  { name: 'gameType', title: 'lottery.menu.gameType', screen: { component: lazyScreen(() => import('./GameTypeList')) } },
  { name: 'optionalPlay', title: 'lottery.menu.optionalPlay', screen: { component: lazyScreen(() => import('./OptionalPlayScreen')) } },
  { name: 'gamelList', title: 'lottery.menu.gamelList', screen: { resource: 'lotteryCatalogueGame' } },
  { name: 'playList', title: 'lottery.menu.playList', screen: { resource: 'lotteryCataloguePlay' } },
  { name: 'gameManager', title: 'lottery.menu.gameManager', screen: { resource: 'lotteryGameManager' } },
  {
    name: 'gameManagerEdit',
    title: 'lottery.menu.gameManagerEdit',
    hidden: true,
    screen: { component: lazyScreen(() => import('./GameManagerEditScreen')) },
  },
];

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
