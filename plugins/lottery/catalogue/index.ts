import { lazy } from 'react';
import type { MenuNode, ResourceDef } from '../../../src';
import { catalogueGameActions, cataloguePlayActions, lotteryTypeActions } from './catalogueCalls';

/*
 * The game catalogue part of the lottery plugin (yoyo_lottery leaves, spec order), spread into
 * ../index.ts. The edit leaves of the spec (lotteryTypeEdit, gameManagerEdit, …) are dialogs of
 * these lists here, so they have no page of their own.
 */

export const catalogueMenu: MenuNode[] = [
  { name: 'gameSort', title: 'lottery.menu.gameSort', screen: { component: lazy(() => import('./GameSortScreen')) } },
  { name: 'lotteryType', title: 'lottery.menu.lotteryType', screen: { resource: 'lotteryCatalogueType' } },
  { name: 'gameType', title: 'lottery.menu.gameType', screen: { component: lazy(() => import('./GameTypeList')) } },
  { name: 'optionalPlay', title: 'lottery.menu.optionalPlay', screen: { component: lazy(() => import('./OptionalPlayScreen')) } },
  { name: 'gamelList', title: 'lottery.menu.gamelList', screen: { resource: 'lotteryCatalogueGame' } },
  { name: 'playList', title: 'lottery.menu.playList', screen: { resource: 'lotteryCataloguePlay' } },
];

export const catalogueResources: ResourceDef[] = [
  {
    name: 'lotteryCatalogueType', list: lazy(() => import('./LotteryTypeList')), recordRepresentation: 'name',
    endpoints: { getList: 'chance-lottery-type/list' }, actions: lotteryTypeActions,
  },
  {
    name: 'lotteryCatalogueGame', list: lazy(() => import('./GameList')), recordRepresentation: 'name',
    endpoints: { getList: 'chance-game/catalogue' }, actions: catalogueGameActions,
  },
  {
    name: 'lotteryCataloguePlay', list: lazy(() => import('./PlayList')), recordRepresentation: 'nameEn',
    endpoints: { getList: 'chance-play/list' }, actions: cataloguePlayActions,
  },
];
