export { createI18nProvider, buildMessages, LOCALES, type ConsoleI18nProvider, type ExtraMessages } from './i18nProvider';
export { useMessagesLoaded } from './useMessagesLoaded';
export {
  getLocale,
  languageHeader,
  changeLanguage,
  browserLanguage,
  followBrowserLanguage,
  LANGUAGE_RELOAD_DELAY_MS,
  type ChangeLanguageOptions,
  type Locale,
} from './language';
export { zhMessages } from './zh';
