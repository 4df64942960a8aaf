import { definePlugin, menuFromTree, mergeMenuDecorations } from '../../src';
import { agentsSlice } from './agents/slice';
import { commissionSlice } from './commission/slice';
import { membersSlice } from './members/slice';
import type { AccountSection, AccountSlice } from './slice';
import { staffSlice } from './staff/slice';
import { menuUrl } from '../../shared/menuUrl';
import { ACCOUNT_MENU, ACCOUNT_MENU_NODES } from './shared/menuTree';

/**
 * Lookups the account screens pick from (react-admin ReferenceInput + AutocompleteInput, searched
 * on the server): agents by username within the caller's scope, stations for a select.
 */
const pickers: AccountSlice = {
  menu: {},
  resources: [
    {
      name: 'agentChoice',
      recordRepresentation: 'username',
      // { usernameKeyword, stationId, pageIndex, pageSize }; getMany sends { ids }.
      endpoints: { getList: 'chance_offline_agent/selectList', getMany: 'chance_offline_agent/selectList' },
    },
    { name: 'stationChoice', recordRepresentation: 'name', endpoints: { getList: 'station/api/query/station/list' } },
  ],
};

const slices: AccountSlice[] = [pickers, membersSlice, agentsSlice, staffSlice, commissionSlice];

/**
 * /Account_management: members, trial and internal players, agents and their applications,
 * staff, roles, franchisees and stations. The section node itself lives here; each slice draws
 * its screens under it (a screen no slice draws throws at start).
 */
export default definePlugin({
  name: 'account',
  menu: menuFromTree('account', ACCOUNT_MENU_NODES, {
    Account_management: { children: mergeMenuDecorations<AccountSection>(slices.map((s) => s.menu)) },
  }),
  resources: slices.flatMap((s) => s.resources),
  popupPanels: slices.flatMap((s) => s.popupPanels ?? []),
  badges: slices.flatMap((s) => s.badges ?? []),
  // Spec §2's /vip: the member list, the screen operators open most.
  shortcuts: [{ path: '/vip', to: menuUrl(ACCOUNT_MENU.Account_management.vip.path) }],
  // What the frame shows before any screen (menu titles, resource names); the screens' texts load
  // with the first of them.
  messages: { zh: () => import('./frame.zh'), en: () => import('./frame.en') },
  screenMessages: { zh: () => import('./messages.zh'), en: () => import('./messages.en') },
  auditLabels: () => import('./shared/auditLabels').then((m) => m.accountAuditLabels),
});
