import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import { authMessages } from '../../authProvider/messages';
import { getLanguage, LANGUAGES, setLanguage, type Language } from '../../authProvider/session';
import { imageUploadMessages } from '../components/input/imageUploadMessages';
import { richTextMessages } from '../components/input/richTextMessages';
import { formatMessages } from '../format/messages';
import { mergeDistinctMessages, type ScreenTexts } from '../plugin/registry';
import type { Messages } from '../plugin/types';
import { withGroupedCounts } from './countGrouping';
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
    [formatMessages[locale], imageUploadMessages[locale], richTextMessages[locale], authMessages[locale], extra[locale]].reduce<Messages>(
      (acc, next) => mergeDistinctMessages(acc, next, `${locale} messages`),
      base as Messages,
    ) as TranslationMessages;
  return { zh: layer(zhMessages, 'zh'), en: layer(english, 'en') };
}

function asLanguage(locale: string): Language {
  return (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : 'zh';
}

/** The console's i18nProvider, plus what the signed-in screens wait for before their first paint. */
export interface ConsoleI18nProvider extends I18nProvider {
  /** True once the plugins' frame texts of the page's first language are in (at once without a loader). */
  messagesLoaded(): boolean;
  /** Settles when messagesLoaded() turns true, or when loading them failed (the keys then show). */
  whenMessagesLoaded(): Promise<void>;
}

/**
 * The console's i18nProvider: zh (default) and en, starting from the `language` cookie.
 * `allowMissing` makes a missing key render as itself (or the caller's `_` default) instead of
 * throwing; a unit test proves react-admin's own keys are all present in both languages.
 *
 * `loadMore(locale)` fetches the plugins' frame texts (menu titles, resource names: one chunk per
 * language): the page's language is requested at once, beside the session check, while the
 * login page paints from the texts given here. `screenTexts` brings each plugin's screen texts
 * when its first screen is wanted (the registry's screen wrapper waits for them, so no screen
 * renders before its texts are in); they join the texts of the language they were loaded for.
 * Switching language waits for the other language's frame texts and the screen texts of every
 * plugin wanted so far before anything re-renders (react-admin awaits changeLocale), so no raw key
 * shows in between.
 *
 * Counts in the texts are grouped (1,257 笔, 共 10,000 条) by withGroupedCounts, whoever asks.
 *
 * changeLocale also writes the cookie, so the `language` request header always matches what
 * the screen shows. (Use src/i18n/language.changeLanguage to switch on purpose: it also tells
 * the server and reloads.)
 */
export function createI18nProvider(
  extra?: ExtraMessages,
  loadMore?: (locale: Language) => Promise<Messages>,
  screenTexts?: ScreenTexts,
): ConsoleI18nProvider {
  const messages = buildMessages(extra);
  const frame: Partial<Record<Language, TranslationMessages>> = loadMore ? {} : { ...messages };
  const loading: Partial<Record<Language, Promise<TranslationMessages>>> = {};
  const loadFrame = (language: Language): Promise<TranslationMessages> => {
    loading[language] ??= loadMore
      ? loadMore(language).then(
          (more) =>
            (frame[language] = mergeDistinctMessages(messages[language] as Messages, more, `${language} messages`) as TranslationMessages),
        )
      : Promise.resolve(messages[language]);
    return loading[language];
  };
  // Each plugin's screen texts, by the language they were loaded for.
  const screens: Record<Language, Map<string, Messages>> = { zh: new Map(), en: new Map() };
  const textsOf = (language: Language): TranslationMessages =>
    [...screens[language]].reduce<Messages>(
      (acc, [plugin, more]) => mergeDistinctMessages(acc, more, `plugin ${plugin} screens (${language})`),
      (frame[language] ?? messages[language]) as Messages,
    ) as TranslationMessages;
  // Those already in are not asked for again: a plugin's loader waits for the rebuild its own
  // texts start (see listen below).
  const loadAll = (language: Language): Promise<TranslationMessages> =>
    Promise.all([
      loadFrame(language),
      ...(screenTexts?.wanted() ?? [])
        .filter((plugin) => !screens[language].has(plugin))
        .map((plugin) => screenTexts!.load(plugin, language)),
    ]).then(() => textsOf(language));
  const first = getLanguage();
  let constructing = true;
  // ra-i18n-polyglot wants the first language's texts synchronously: those given here (the
  // login page's); every later call (a switch, the reload below, a plugin's screen texts) gets
  // the frame texts and every wanted plugin's screen texts of that language.
  const base = polyglotI18nProvider(
    (locale) => {
      const language = asLanguage(locale);
      return constructing ? messages[language] : loadAll(language);
    },
    first,
    LOCALES,
    { allowMissing: true },
  );
  constructing = false;
  let requested: Language = first;
  let loaded = !loadMore;
  screenTexts?.listen(
    (plugin, language, more) => {
      screens[language].set(plugin, more);
      // Rebuilt now for the language on screen, so the screen that asked renders with them.
      return language === requested ? base.changeLocale(language) : undefined;
    },
    () => requested,
  );
  const whenLoaded = loadFrame(first)
    // Rebuilt with the complete texts, unless a switch to the other language was asked meanwhile.
    .then(() => (requested === first ? base.changeLocale(first) : undefined))
    .then(
      () => void (loaded = true),
      (error: unknown) => console.error('The console texts did not load', error),
    );
  return {
    ...withGroupedCounts(base),
    changeLocale: (locale: string, options?: unknown) => {
      const language = asLanguage(locale);
      requested = language;
      setLanguage(language);
      return base.changeLocale(language, options);
    },
    messagesLoaded: () => loaded,
    whenMessagesLoaded: () => whenLoaded,
  };
}
