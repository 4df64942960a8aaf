import { mergeMessages, type Messages } from '../../src';
import { auditMessages } from './audit/messages.zh';
import { cryptoMessages } from './crypto/messages.zh';
import { discountMessages } from './discount/messages.zh';
import { lotteryTxMessages } from './lottery/messages.zh';
import { manualMessages } from './manual/messages.zh';
import { ordersMessages } from './orders/messages.zh';
import { paymentMessages } from './payment/messages.zh';
import { rebateMessages } from './rebate/messages.zh';
import { recordsMessages } from './records/messages.zh';
import { reviewsMessages } from './reviews/messages.zh';
import { yuebaoMessages } from './yuebao/messages.zh';

/** The money plugin's Chinese texts: every part's, under money.* (its chunk: see PluginManifest.messages). */
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
