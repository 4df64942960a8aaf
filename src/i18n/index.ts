export { createI18nProvider, buildMessages, LOCALES, type ExtraMessages } from './i18nProvider';
export { getLocale, languageHeader, changeLanguage, LANGUAGE_RELOAD_DELAY_MS, type ChangeLanguageOptions, type Locale } from './language';
export { zhMessages } from './zh';
