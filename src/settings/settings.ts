import Cookies from 'js-cookie';
import { getSize, setSize, type Size } from '../../authProvider/session';

/** Element-style control sizes (vue-element-admin): default is the roomiest, mini the densest. */
export { SIZES, DEFAULT_SIZE, type Size as UiSize } from '../../authProvider/session';

export const THEME_PRESETS = ['#1890ff', '#304156', '#11a983', '#13c2c2', '#6959cd', '#f5222d', '#fa8c16'] as const;

/** What the settings drawer changes; persisted in localStorage. */
export interface LayoutSettings {
  theme: string;
  showSettings: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: THEME_PRESETS[0],
  showSettings: true,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
};

export const SETTINGS_KEY = 'chance.layoutSettings';
export const SIDEBAR_COOKIE = 'sidebarStatus';

const HEX = /^#[0-9a-f]{6}$/i;

export function loadSettings(): LayoutSettings {
  try {
    const raw = JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<LayoutSettings>;
    const merged = { ...DEFAULT_SETTINGS };
    if (typeof raw.theme === 'string' && HEX.test(raw.theme)) merged.theme = raw.theme;
    for (const key of ['showSettings', 'tagsView', 'fixedHeader', 'sidebarLogo'] as const) {
      if (typeof raw[key] === 'boolean') merged[key] = raw[key];
    }
    return merged;
  } catch {
    // A hand-edited or foreign value must not keep the console from starting.
    return { ...DEFAULT_SETTINGS };
  }
}

export function saveSettings(settings: LayoutSettings): void {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

export function isValidColour(value: string): boolean {
  return HEX.test(value);
}

/** The 'size' cookie is shared with the session module, which owns its format and lifetime. */
export const readSize = getSize;
export const writeSize: (size: Size) => void = setSize;

/** vue-element-admin's convention: '1' opened, '0' collapsed; absent means opened. */
export function readSidebarOpened(): boolean {
  return Cookies.get(SIDEBAR_COOKIE) !== '0';
}

export function writeSidebarOpened(opened: boolean): void {
  Cookies.set(SIDEBAR_COOKIE, opened ? '1' : '0', { expires: 365, sameSite: 'lax' });
}
