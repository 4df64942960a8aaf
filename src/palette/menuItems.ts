import type { FlatMenuNode } from '../plugin/filterMenu';
import type { Messages } from '../plugin/types';
import type { PaletteItem } from './ranking';

/** A message by its dotted key in one language's catalogue; the key itself when missing. */
export function messageAt(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return key;
    node = node[part];
  }
  return typeof node === 'string' ? node : key;
}

/**
 * One palette item per screen the user may open: `flat` is the menu already cut by role and
 * menuList (useVisibleFlatMenu), so an agent's palette can only offer an agent's screens. Hidden
 * nodes (edit pages, details) are routes, not destinations, and are left out; so are sections
 * (their screens are offered one by one). Each item answers to its zh and en titles and to the
 * pinyin initials of the zh title; the hint is its path of section titles.
 */
export function menuPaletteItems(
  flat: readonly FlatMenuNode[],
  messages: { zh: Messages; en: Messages },
  lang: 'zh' | 'en',
  initialsOf?: (text: string) => string,
): PaletteItem[] {
  return flat
    .filter((f) => f.node.screen && !f.node.hidden && !f.ancestors.some((a) => a.hidden))
    .map((f) => {
      const zh = messageAt(messages.zh, f.node.title);
      const en = messageAt(messages.en, f.node.title);
      const own = lang === 'zh' ? messages.zh : messages.en;
      return {
        id: `menu:${f.path}`,
        kind: 'menu' as const,
        label: lang === 'zh' ? zh : en,
        hint: f.ancestors.map((a) => messageAt(own, a.title)).join(' › '),
        names: [zh, en],
        initials: initialsOf ? [initialsOf(zh)] : undefined,
        to: f.path,
      };
    });
}
