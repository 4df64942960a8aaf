import { mergeMessages, type Messages } from '../../src';
import { agentsMessages } from './agents/messages.zh';
import { commissionMessages } from './commission/messages.zh';
import { membersMessages } from './members/messages.zh';
import { popupMessages } from './popup/messages.zh';
import { staffMessages } from './staff/messages.zh';

/** The account plugin's Chinese texts: every part's, under account.* (its chunk: see PluginManifest.messages). */
const messages: Messages = {
  // The names react-admin shows (empty states) of the parts' resources no menu leaf opens (pickers,
  // tabs, dialogs' tables); listed ones are named by their menu leaf.
  resources: {
    agentChoice: { name: '代理' },
    stationChoice: { name: '站点' },
    memberHistory: { name: '会员记录' },
    memberBets: { name: '投注记录' },
    onlineAgent: { name: '代理' },
    agentQuotaRecord: { name: '额度记录' },
    staffFranchisee: { name: '加盟商' },
    staffStation: { name: '站点' },
    stationQuotaRecord: { name: '站点额度记录' },
    pushOutbox: { name: '推送记录' },
  },
  account: [membersMessages, agentsMessages, staffMessages, commissionMessages, popupMessages].reduce(mergeMessages, {
    menu: { Account_management: '账户管理' },
  }),
};
export default messages;
