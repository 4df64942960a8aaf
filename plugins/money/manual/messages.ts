import { manualMessages as manualMessagesZh } from './messages.zh';
import { manualMessages as manualMessagesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const manualMessages = { zh: manualMessagesZh, en: manualMessagesEn };
