import { mergeMessages, type Messages } from '../../src';
import { agentsMessages } from './agents/messages.en';
import { commissionMessages } from './commission/messages.en';
import { membersMessages } from './members/messages.en';
import { staffMessages } from './staff/messages.en';

/** The account plugin's English texts: every part's, under account.* (its chunk: see PluginManifest.messages). */
const messages: Messages = {
  account: [membersMessages, agentsMessages, staffMessages, commissionMessages].reduce(mergeMessages, {}),
};
export default messages;
