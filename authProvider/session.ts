import Cookies from 'js-cookie';
import type { Role } from './types';
import type { Profile } from './types';

/**
 * Where each piece of client state lives (spec §3 "Stored client state"): the token survives the
 * browser (localStorage); who is signed in is per tab (sessionStorage), so two tabs cannot mix
 * identities after a re-login; language and size are cookies so they apply before any script
 * state exists and are shared with the login page.
 */
export const SITE_CODE = 'chance';

export const TOKEN_KEY = 'token';
export const ROLE_KEY = 'role';
export const USER_ID_KEY = 'userId';
export const USER_NAME_KEY = 'userName';
/** The layout keeps the open tabs here; logout must forget them. */
export const TAGS_VIEW_KEY = 'tagsView';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Same values and cookie as src/settings (the size select writes it there). */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

const ROLES: readonly Role[] = ['admin', 'franchisee', 'agent', 'agent2'];
/** A year: a preference, not a session. */
const COOKIE_OPTIONS = { expires: 365, sameSite: 'lax' as const };

/**
 * Device tokens, one per account signed in from this browser (the server's auth/trustedDevice.ts):
 * a sign-in that presents its account's token is not held back by failures other clients cause.
 * They outlive sign-out on purpose: they say "this browser signed in before", not "signed in now".
 */
export const DEVICES_KEY = 'loginDevices';

function devices(): Record<string, string> {
  try {
    const parsed = JSON.parse(localStorage.getItem(DEVICES_KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function getDeviceToken(username: string): string | undefined {
  const token = devices()[username.toLowerCase()];
  return typeof token === 'string' ? token : undefined;
}

export function setDeviceToken(username: string, token: unknown): void {
  if (typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) return;
  localStorage.setItem(DEVICES_KEY, JSON.stringify({ ...devices(), [username.toLowerCase()]: token }));
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY) || null;
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

export function removeToken(): void {
  localStorage.removeItem(TOKEN_KEY);
}

export interface SessionUser {
  role: Role;
  userId: string;
  userName: string;
}

export function setSessionUser(user: { role: Role; userId: number | string; userName: string }): void {
  sessionStorage.setItem(ROLE_KEY, user.role);
  sessionStorage.setItem(USER_ID_KEY, String(user.userId));
  sessionStorage.setItem(USER_NAME_KEY, user.userName);
}

export function getSessionUser(): SessionUser | null {
  const role = sessionStorage.getItem(ROLE_KEY);
  const userId = sessionStorage.getItem(USER_ID_KEY);
  const userName = sessionStorage.getItem(USER_NAME_KEY);
  if (!role || !ROLES.includes(role as Role) || !userId || userName === null) return null;
  return { role: role as Role, userId, userName };
}

/** The signed-in user's id, for the "me" calls (language, password). */
export function getUserId(): string | null {
  return sessionStorage.getItem(USER_ID_KEY) || null;
}

/** The language a visitor chose (the cookie), or null when none is saved. */
export function getSavedLanguage(): Language | null {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/*
 * A language for this page load only, used while none is saved: a members' public page follows the
 * browser (src/i18n/language.ts followBrowserLanguage). Kept in memory, not in the cookie, so the
 * browser's language never becomes a choice the visitor did not make (nor the console's language
 * for staff later signing in from this browser).
 */
let unsavedLanguage: Language | null = null;

export function setUnsavedLanguage(language: Language | null): void {
  unsavedLanguage = language;
}

export function getLanguage(): Language {
  return getSavedLanguage() ?? unsavedLanguage ?? DEFAULT_LANGUAGE;
}

export function setLanguage(language: Language): void {
  Cookies.set(LANGUAGE_COOKIE, language, COOKIE_OPTIONS);
}

export function getSize(): Size {
  const value = Cookies.get(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(value ?? '') ? (value as Size) : DEFAULT_SIZE;
}

export function setSize(size: Size): void {
  Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
}

// The profile is kept in memory only: it carries the menu rights, and a reload must ask the
// server again rather than trust a copy the user could edit.
let cachedProfile: Profile | null = null;

export function getCachedProfile(): Profile | null {
  return cachedProfile;
}

export function setCachedProfile(profile: Profile | null): void {
  cachedProfile = profile;
}

/** Forgets who is signed in and what they may see (role, ids, profile), keeping the token. */
export function resetPermissionState(): void {
  sessionStorage.removeItem(ROLE_KEY);
  sessionStorage.removeItem(USER_ID_KEY);
  sessionStorage.removeItem(USER_NAME_KEY);
  cachedProfile = null;
}

/** A0230 (token invalid): the token and everything derived from it go. */
export function invalidateSession(): void {
  removeToken();
  resetPermissionState();
}

/**
 * Logout and failed guards: token, the whole sessionStorage (role, ids, open tabs and anything
 * else the layout kept for this user) and the profile the routes are built from.
 */
export function clearSession(): void {
  removeToken();
  sessionStorage.clear();
  cachedProfile = null;
}

/** The `language` request header: '1' Chinese, '0' otherwise. */
export function languageHeader(): '1' | '0' {
  return getLanguage() === 'zh' ? '1' : '0';
}
