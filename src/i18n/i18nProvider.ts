import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { authMessages } from '../../authProvider/messages';
import { getLanguage, LANGUAGES, setLanguage, type Language } from '../../authProvider/session';
import { imageUploadMessages } from '../components/input/imageUploadMessages';
import { formatMessages } from '../format/messages';
import { mergeDistinctMessages } from '../plugin/registry';
import type { Messages } from '../plugin/types';
import { zhMessages } from './zh';

export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'zh', name: '中文' },
  { locale: 'en', name: 'English' },
];

/**
 * react-admin's English, except the sort tooltip: it lower-cases the column's first letter
 * ("Sort by iD ascending"), which reads wrong for the abbreviations our columns are full of.
 */
const english: TranslationMessages = {
  ...englishMessages,
  ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } },
};

export interface ExtraMessages {
  zh: Messages;
  en: Messages;
}

/** react-admin's messages, then ours (formatters, session forms), then the host's and plugins'. */
export function buildMessages(extra: ExtraMessages = { zh: {}, en: {} }): Record<Language, TranslationMessages> {
  const layer = (base: TranslationMessages, locale: Language) =>
    // Each layer has its own namespaces: a key declared twice is a bug, not an override.
    [formatMessages[locale], imageUploadMessages[locale], authMessages[locale], extra[locale]].reduce<Messages>(
      (acc, next) => mergeDistinctMessages(acc, next, `${locale} messages`),
      base as Messages,
    ) as TranslationMessages;
  return { zh: layer(zhMessages, 'zh'), en: layer(english, 'en') };
}

function asLanguage(locale: string): Language {
  return (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'zh';
}

/**
 * The console's i18nProvider: zh (default) and en, starting from the `language` cookie.
 * `allowMissing` makes a missing key render as itself (or the caller's `_` default) instead of
 * throwing; a unit test proves react-admin's own keys are all present in both languages.
 *
 * changeLocale also writes the cookie, so the `language` request header always matches what
 * the screen shows. (Use src/i18n/language.changeLanguage to switch on purpose: it also tells
 * the server and reloads.)
 */
export function createI18nProvider(extra?: ExtraMessages): I18nProvider {
  const messages = buildMessages(extra);
  const base = polyglotI18nProvider((locale) => messages[asLanguage(locale)], getLanguage(), LOCALES, {
    allowMissing: true,
  });
  return {
    ...base,
    changeLocale: (locale: string, options?: unknown) => {
      const language = asLanguage(locale);
      setLanguage(language);
      return base.changeLocale(language, options);
    },
  };
}
