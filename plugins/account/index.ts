import { definePlugin, mergeMenus, mergeMessages, type Messages } from '../../src';
import { agentsSlice } from './agents/slice';
import { commissionSlice } from './commission/slice';
import { membersSlice } from './members/slice';
import type { AccountSlice } from './slice';
import { staffSlice } from './staff/slice';

/**
 * Lookups the account screens pick from (react-admin ReferenceInput + AutocompleteInput, searched
 * on the server): agents by username within the caller's scope, stations for a select.
 */
const pickers: AccountSlice = {
  menu: [],
  resources: [
    {
      name: 'agentChoice',
      recordRepresentation: 'username',
      // { usernameKeyword, stationId, pageIndex, pageSize }; getMany sends { ids }.
      endpoints: { getList: 'chance_offline_agent/selectList', getMany: 'chance_offline_agent/selectList' },
    },
    { name: 'stationChoice', recordRepresentation: 'name', endpoints: { getList: 'station/api/query/station/list' } },
  ],
  messages: { zh: {}, en: {} },
  resourceNames: { zh: { agentChoice: '代理', stationChoice: '站点' }, en: { agentChoice: 'agents', stationChoice: 'stations' } },
};

const slices: AccountSlice[] = [pickers, membersSlice, agentsSlice, staffSlice, commissionSlice];

/** `resources.<name>.name` of the parts' unlisted resources (listed ones are named by their menu leaf). */
const resourceNames = (locale: 'zh' | 'en'): Messages =>
  Object.fromEntries(slices.flatMap((s) => Object.entries(s.resourceNames?.[locale] ?? {})).map(([resource, name]) => [resource, { name }]));

/**
 * /Account_management: members, trial and internal players, agents and their applications,
 * staff, roles, franchisees and stations. The section node itself lives here; each slice adds
 * its screens under it.
 */
export default definePlugin({
  name: 'account',
  menu: slices.reduce((menu, s) => mergeMenus(menu, s.menu), [] as AccountSlice['menu']),
  resources: slices.flatMap((s) => s.resources),
  popupPanels: slices.flatMap((s) => s.popupPanels ?? []),
  badges: slices.flatMap((s) => s.badges ?? []),
  // Spec §2's /vip: the member list, the screen operators open most.
  shortcuts: [{ path: '/vip', to: '/Account_management/vip' }],
  // Every text is keyed under the plugin's name (account.menu.*, account.members.*, …).
  messages: {
    zh: { resources: resourceNames('zh'), account: slices.reduce((m, s) => mergeMessages(m, s.messages.zh), { menu: { Account_management: '账户管理' } } as Messages) },
    en: { resources: resourceNames('en'), account: slices.reduce((m, s) => mergeMessages(m, s.messages.en), { menu: { Account_management: 'Accounts' } } as Messages) },
  },
});
