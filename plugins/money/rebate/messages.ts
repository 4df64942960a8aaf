import { rebateMessages as rebateMessagesZh } from './messages.zh';
import { rebateMessages as rebateMessagesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const rebateMessages = { zh: rebateMessagesZh, en: rebateMessagesEn };
