import { mergeMessages, type Messages } from '../../src';
import { agentsMessages } from './agents/messages.en';
import { commissionMessages } from './commission/messages.en';
import { membersMessages } from './members/messages.en';
import { popupMessages } from './popup/messages.en';
import { staffMessages } from './staff/messages.en';

/** The account plugin's English texts: every part's, under account.* (its chunk: see PluginManifest.messages). */
const messages: Messages = {
  // The names react-admin shows (empty states) of the parts' resources no menu leaf opens (pickers,
  // tabs, dialogs' tables); listed ones are named by their menu leaf.
  resources: {
    agentChoice: { name: 'agents' },
    stationChoice: { name: 'stations' },
    memberHistory: { name: 'member records' },
    memberBets: { name: 'bets' },
    onlineAgent: { name: 'agents' },
    agentQuotaRecord: { name: 'quota records' },
    staffFranchisee: { name: 'franchisees' },
    staffStation: { name: 'stations' },
    stationQuotaRecord: { name: 'station quota records' },
    pushOutbox: { name: 'pushes' },
  },
  account: [membersMessages, agentsMessages, staffMessages, commissionMessages, popupMessages].reduce(mergeMessages, {
    menu: { Account_management: 'Accounts' },
  }),
};
export default messages;
