import { cryptoMessages as cryptoMessagesZh } from './messages.zh';
import { cryptoMessages as cryptoMessagesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const cryptoMessages = { zh: cryptoMessagesZh, en: cryptoMessagesEn };
