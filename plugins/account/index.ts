import { definePlugin } from '../../src/plugin/definePlugin';
import type { Messages } from '../../src/plugin/types';
import { mergeMenus, mergeMessages } from '../../src/plugin/registry';
import { agentsSlice } from './agents/slice';
import { membersSlice } from './members/slice';
import type { AccountSlice } from './slice';
import { staffSlice } from './staff/slice';

const slices: AccountSlice[] = [membersSlice, agentsSlice, staffSlice];

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
  // Every text is keyed under the plugin's name (account.menu.*, account.members.*, …).
  messages: {
    zh: { account: slices.reduce((m, s) => mergeMessages(m, s.messages.zh), { menu: { Account_management: '账户管理' } } as Messages) },
    en: { account: slices.reduce((m, s) => mergeMessages(m, s.messages.en), { menu: { Account_management: 'Accounts' } } as Messages) },
  },
});
