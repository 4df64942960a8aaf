import { RECENT_LIMIT, type PaletteItem } from './ranking';

/*
 * The palette's recently opened items, newest first, in localStorage per signed-in user (so a
 * shared browser never offers one user's members to another). A stored menu item is offered again
 * only while it is still among the user's screens (the caller checks); members, orders and
 * periods are kept as they were shown.
 */

const keyOf = (userId: string | number | undefined) => `chance.palette.recent.${userId ?? 'anonymous'}`;

export function loadRecent(userId: string | number | undefined): PaletteItem[] {
  try {
    const raw = JSON.parse(localStorage.getItem(keyOf(userId)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((i): i is PaletteItem => typeof i?.id === 'string' && typeof i?.to === 'string').slice(0, RECENT_LIMIT)
      : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: string | number | undefined, item: PaletteItem): PaletteItem[] {
  const next = [item, ...loadRecent(userId).filter((i) => i.id !== item.id)].slice(0, RECENT_LIMIT);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the recent list.
  }
  return next;
}
