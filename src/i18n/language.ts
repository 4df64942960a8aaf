import { getLanguage, getUserId, setLanguage, type Language } from '../../authProvider/session';

export type { Language as Locale } from '../../authProvider/session';
export { languageHeader } from '../../authProvider/session';

/** Spec §9: the page reloads 1 s after a language change (the success toast stays readable). */
export const LANGUAGE_RELOAD_DELAY_MS = 1000;

/** The UI language, from the `language` cookie (default zh). */
export function getLocale(): Language {
  return getLanguage();
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
