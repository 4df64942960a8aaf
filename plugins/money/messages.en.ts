import { mergeMessages, type Messages } from '../../src';
import { auditMessages } from './audit/messages.en';
import { cryptoMessages } from './crypto/messages.en';
import { discountMessages } from './discount/messages.en';
import { lotteryTxMessages } from './lottery/messages.en';
import { manualMessages } from './manual/messages.en';
import { ordersMessages } from './orders/messages.en';
import { paymentMessages } from './payment/messages.en';
import { rebateMessages } from './rebate/messages.en';
import { recordsMessages } from './records/messages.en';
import { reviewsMessages } from './reviews/messages.en';
import { yuebaoMessages } from './yuebao/messages.en';

/** The money plugin's English texts: every part's, under money.* (its chunk: see PluginManifest.messages). */
const parts = [
  manualMessages,
  ordersMessages,
  auditMessages,
  reviewsMessages,
  recordsMessages,
  lotteryTxMessages,
  rebateMessages,
  paymentMessages,
  cryptoMessages,
  discountMessages,
  yuebaoMessages,
];

const messages: Messages = {
  money: parts.reduce(mergeMessages, {}),
};
export default messages;
