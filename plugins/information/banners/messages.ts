import { bannerMessages as bannerMessagesZh } from './messages.zh';
import { bannerMessages as bannerMessagesEn } from './messages.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (messages.zh.ts / messages.en.ts, through the plugin manifest's loaders).
 */
export const bannerMessages = { zh: bannerMessagesZh, en: bannerMessagesEn };
