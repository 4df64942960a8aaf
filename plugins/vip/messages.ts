import { vipMessages as vipMessagesZh } from './messages.zh';
import { vipMessages as vipMessagesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const vipMessages = { zh: vipMessagesZh, en: vipMessagesEn };
