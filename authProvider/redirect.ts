/**
 * The `/login?redirect=<path>` round trip (spec §2). react-admin 5.15 gives checkAuth no location
 * (`checkAuth(params)` only carries `signal`), so the current route is read from window.location.
 * react-admin routes with a HashRouter by default (`#/path?query`), and with a BrowserRouter the
 * route is pathname + search; both are handled (a basename is not: the console has none).
 */
export const LOGIN_ROUTE = '/login';

/** Routes anyone may open (spec §2); never worth coming back to after a login. */
export const PUBLIC_ROUTES = ['/login', '/auth-redirect', '/404', '/401'];

export type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** The router path with its query: '/a/b?x=1'. */
export function currentRoutePath(location: LocationLike = window.location): string {
  if (location.hash.startsWith('#/')) return location.hash.slice(1);
  return `${location.pathname || '/'}${location.search}`;
}

/** The router query string ('?x=1' or ''). */
export function currentRouteSearch(location: LocationLike = window.location): string {
  const path = currentRoutePath(location);
  const at = path.indexOf('?');
  return at < 0 ? '' : path.slice(at);
}

function isPublic(pathname: string): boolean {
  return PUBLIC_ROUTES.includes(pathname) || pathname.startsWith('/redirect/');
}

/**
 * Only same-console paths: an absolute or protocol-relative URL ('//evil.example', '/\\evil')
 * in the query would turn the login page into an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0];
  if (isPublic(pathname)) return null;
  return value;
}

/** Where an unauthenticated visit of `path` goes: '/login?redirect=%2Fa%2Fb%3Fx%3D1'. */
export function loginRedirectUrl(path: string): string {
  const target = safeRedirect(path);
  if (!target || target === '/') return LOGIN_ROUTE;
  return `${LOGIN_ROUTE}?redirect=${encodeURIComponent(target)}`;
}

/** The path the login page should return to, from its query string ('?redirect=…'). */
export function readRedirect(search: string): string | null {
  return safeRedirect(new URLSearchParams(search).get('redirect'));
}
