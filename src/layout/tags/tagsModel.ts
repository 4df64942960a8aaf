/** One open tab: its page path identifies it; `search` keeps the rest of the URL (a record page's tab, list filters, page and sort). */
export interface Tag {
  path: string;
  search: string;
}

export const TAGS_KEY = 'tagsView';

export function loadTags(): Tag[] {
  try {
    const raw = JSON.parse(sessionStorage.getItem(TAGS_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.filter((t) => typeof t?.path === 'string').map((t) => ({ path: t.path, search: String(t.search ?? '') }))
      : [];
  } catch {
    return [];
  }
}

export function saveTags(tags: Tag[]): void {
  sessionStorage.setItem(TAGS_KEY, JSON.stringify(tags));
}

/** Affix tabs first (in menu order), then the others in the order they were opened. */
export function withAffix(tags: Tag[], affixPaths: string[]): Tag[] {
  const affix = affixPaths.map((path) => tags.find((t) => t.path === path) ?? { path, search: '' });
  return [...affix, ...tags.filter((t) => !affixPaths.includes(t.path))];
}

/** Opens a tab, or refreshes the search of the tab already open for that path. */
export function visitTag(tags: Tag[], visit: Tag): Tag[] {
  const i = tags.findIndex((t) => t.path === visit.path);
  if (i === -1) return [...tags, visit];
  if (tags[i].search === visit.search) return tags;
  return tags.map((t, j) => (j === i ? visit : t));
}

export function closeTag(tags: Tag[], path: string, affixPaths: string[]): Tag[] {
  return affixPaths.includes(path) ? tags : tags.filter((t) => t.path !== path);
}

export function closeOtherTags(tags: Tag[], path: string, affixPaths: string[]): Tag[] {
  return tags.filter((t) => t.path === path || affixPaths.includes(t.path));
}

export function closeAllTags(tags: Tag[], affixPaths: string[]): Tag[] {
  return tags.filter((t) => affixPaths.includes(t.path));
}

export function tagLocation(tag: Tag): string {
  return `${tag.path}${tag.search}`;
}
