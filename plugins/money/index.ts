import { definePlugin, menuFromTree, mergeMenuDecorations } from '../../src';
import { channelsSlices } from './channelsSlices';
import { ordersSlices } from './ordersSlices';
import { moneyPanels } from './panels';
import { MONEY_MENU_NODES } from './shared/menuTree';
import type { MoneySection, MoneySlice } from './slice';

const slices: MoneySlice[] = [...ordersSlices, ...channelsSlices];

/**
 * /money_management: deposits and withdrawals, manual credits and debits, payment channels,
 * turnover audit, rebates, Yue Bao, rewards and recharge discounts. The section node lives here;
 * each part adds its screens under it.
 */
export default definePlugin({
  name: 'money',
  menu: menuFromTree('money', MONEY_MENU_NODES, {
    money_management: {
      // The VIP plugin draws reward_management: the weekly rewards and level changes are its jobs' records.
      partial: ['reward_management'],
      children: mergeMenuDecorations<MoneySection>(slices.map((s) => s.menu)),
    },
  }),
  resources: slices.flatMap((s) => s.resources),
  popupPanels: [...slices.flatMap((s) => s.popupPanels ?? []), ...moneyPanels],
  badges: slices.flatMap((s) => s.badges ?? []),
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.moneyAuditLabels),
});
