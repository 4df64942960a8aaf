import { mailTexts as mailTextsZh } from './mailTexts.zh';
import { mailTexts as mailTextsEn } from './mailTexts.en';

/*
 * Both languages at once, for tests. The console never imports this file: it loads one
 * language's texts at a time (mailTexts.zh.ts / mailTexts.en.ts, through the plugin manifest's loaders).
 */
export const mailTexts = { zh: mailTextsZh, en: mailTextsEn };
