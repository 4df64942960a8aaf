/** A menu path (titles from the top, the permission key) as the console's URL of its screen. */
export const menuUrl = (path: readonly string[]): string => `/${path.join('/')}`;

/** A screen's URL with its list filter preset (react-admin reads `?filter=` as the list's filter). */
export const withListFilter = (url: string, filter: Record<string, unknown>): string =>
  `${url}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
