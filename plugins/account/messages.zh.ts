import { mergeMessages, type Messages } from '../../src';
import { agentsMessages } from './agents/messages.zh';
import { commissionMessages } from './commission/messages.zh';
import { membersMessages } from './members/messages.zh';
import { staffMessages } from './staff/messages.zh';

/** The account plugin's Chinese texts: every part's, under account.* (its chunk: see PluginManifest.messages). */
const messages: Messages = {
  account: [membersMessages, agentsMessages, staffMessages, commissionMessages].reduce(mergeMessages, {}),
};
export default messages;
