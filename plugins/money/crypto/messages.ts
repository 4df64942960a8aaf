import { cryptoMessages as cryptoMessagesZh, cryptoResourceNames as cryptoResourceNamesZh } from './messages.zh';
import { cryptoMessages as cryptoMessagesEn, cryptoResourceNames as cryptoResourceNamesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const cryptoMessages = { zh: cryptoMessagesZh, en: cryptoMessagesEn };
export const cryptoResourceNames = { zh: cryptoResourceNamesZh, en: cryptoResourceNamesEn };
