/*
 * The command palette's ranking, kept free of React and of the pinyin dictionary so a keystroke
 * over the whole menu is a few string comparisons per item (bench/palette.ts times it).
 *
 * Tiers: the whole name typed (exact) > the start of a name (prefix) > the start of the pinyin
 * initials of a Chinese name (“hylb” for 会员列表) > anywhere in a name (contains). Inside a tier,
 * recently opened items come first, then shorter names (the more specific match), then menu order.
 */

/** 'menu' for a screen; anything else is what a plugin's finder calls its hits ('member', 'order'). */
export type PaletteKind = string;

export interface PaletteItem {
  /** Stable across sessions ('menu:/money_management/access/withdrawal', 'member:42'), for the recent list. */
  id: string;
  kind: PaletteKind;
  /** What the option shows first, in the current language. */
  label: string;
  /** A second line: the menu path in the current language, a member's phone, … */
  hint?: string;
  /** Every name the item answers to: zh and en titles, username, phone, id, order number. */
  names: string[];
  /** Pinyin initials of the Chinese names (lower case), e.g. 'hylb'. */
  initials?: string[];
  /** Where Enter takes the user. */
  to: string;
  /** A plugin's hit: its kind's name in the language it was found in, and the menu path of the screen it opens. */
  kindName?: string;
  screen?: string;
}

export const TIER = { exact: 4, prefix: 3, initials: 2, contains: 1, none: 0 } as const;

/** How many recent items are remembered, and so boosted. */
export const RECENT_LIMIT = 8;

/** Lower case without spaces: “Company Income” and “companyincome” match alike. */
export function normalize(text: string): string {
  return text.toLowerCase().replace(/\s+/g, '');
}

const LATIN = /^[a-z]+$/;

/** The best tier of any of the item's names for an already normalized query. */
export function tierOf(item: PaletteItem, q: string): number {
  let best: number = TIER.none;
  for (const raw of item.names) {
    const name = normalize(raw);
    if (name === q) return TIER.exact;
    if (name.startsWith(q)) best = Math.max(best, TIER.prefix);
    else if (best < TIER.contains && name.includes(q)) best = TIER.contains;
  }
  if (best < TIER.initials && LATIN.test(q) && item.initials?.some((i) => i.startsWith(q))) best = TIER.initials;
  return best;
}

/**
 * A recent item's boost: always less than one tier (100), so a recent “contains” never beats an
 * exact or prefix match, but the newest recent item leads its tier.
 */
export function recentBoost(id: string, recentIds: readonly string[]): number {
  const at = recentIds.indexOf(id);
  return at < 0 ? 0 : 50 - at * (50 / RECENT_LIMIT);
}

export interface Ranked {
  item: PaletteItem;
  score: number;
}

/**
 * The items matching `query`, best first. An empty query lists the recent items (newest first)
 * and then the rest in their own order.
 */
export function rankItems(items: readonly PaletteItem[], query: string, recentIds: readonly string[] = [], limit = 50): PaletteItem[] {
  const q = normalize(query);
  const ranked: (Ranked & { at: number })[] = [];
  items.forEach((item, at) => {
    const tier = q ? tierOf(item, q) : TIER.contains;
    if (tier === TIER.none) return;
    ranked.push({ item, score: tier * 100 + recentBoost(item.id, recentIds), at });
  });
  ranked.sort((a, b) => b.score - a.score || a.item.label.length - b.item.label.length || a.at - b.at);
  return ranked.slice(0, limit).map((r) => r.item);
}
