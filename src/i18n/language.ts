import { matchPath } from 'react-router-dom';
import { getLanguage, getSavedLanguage, getUserId, setLanguage, setUnsavedLanguage, type Language } from '../../authProvider/session';
import type { PublicPage } from '../plugin/types';

export type { Language as Locale } from '../../authProvider/session';
export { languageHeader } from '../../authProvider/session';

/** Spec §9: the page reloads 1 s after a language change (the success toast stays readable). */
export const LANGUAGE_RELOAD_DELAY_MS = 1000;

/** The UI language: the `language` cookie, else this page load's (followBrowserLanguage), else zh. */
export function getLocale(): Language {
  return getLanguage();
}

/**
 * The console language a browser asks for: the first of its preferred languages the console has
 * (zh-CN, zh-TW, zh → zh; en-IN, en → en); English when it prefers none of them.
 */
export function browserLanguage(languages: readonly string[]): Language {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh' || primary === 'en') return primary;
  }
  return 'en';
}

function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * Before the i18nProvider is made: on a members' public page (`language: 'browser'`) that a visitor
 * opens with no saved language, this page load uses the browser's language, for the texts and the
 * `language` header alike. A saved choice always wins; the console keeps its zh default.
 */
export function followBrowserLanguage(
  pages: readonly PublicPage[],
  pathname: string,
  languages: readonly string[] = preferredLanguages(),
): void {
  const members = pages.some((page) => page.language === 'browser' && matchPath(page.path, pathname) !== null);
  setUnsavedLanguage(members && getSavedLanguage() === null ? browserLanguage(languages) : null);
}

interface LanguageHttp {
  request<T>(path: string, options?: { body?: unknown }): Promise<T>;
}

export interface ChangeLanguageOptions {
  http: LanguageHttp;
  /** Defaults to the signed-in user's id from sessionStorage. */
  userId?: number | string;
  /**
   * react-admin's `useSetLocale()` setter. Pass it: react-admin persists the locale in its
   * store, and a stale store value would otherwise switch the UI back after the reload.
   */
  setLocale?: (locale: Language) => void;
  reload?: () => void;
  delayMs?: number;
}

/**
 * Saves the language on the server (`update/me/language`, 1 zh / 0 en), then in the cookie,
 * then reloads so every screen, plugin and server message is fetched in the new language.
 * The server call comes first: if it fails the UI stays as it was (the http layer toasts).
 */
export async function changeLanguage(locale: Language, options: ChangeLanguageOptions): Promise<void> {
  const { http, setLocale, reload = () => window.location.reload(), delayMs = LANGUAGE_RELOAD_DELAY_MS } = options;
  const userId = options.userId ?? getUserId();
  if (userId === null || userId === '') throw new Error('changeLanguage needs the signed-in user id');
  await http.request('chance-staion-user/update/me/language', {
    body: { id: Number(userId), language: locale === 'zh' ? 1 : 0 },
  });
  setLanguage(locale);
  setLocale?.(locale);
  setTimeout(reload, delayMs);
}
