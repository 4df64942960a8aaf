import type { Route } from './route';

/** The paths a route is served under: its own, then its contract's aliases (shared/contract.ts). */
/** Every served call, `METHOD /path` (aliases included), to the route that answers it. */
export const routesByCall = (routes: readonly Route[]): Map<string, Route> =>
  new Map(routes.flatMap((route) => pathsOf(route).map((path) => [`${route.method} ${path}`, route] as const)));

export const pathsOf = (route: Pick<Route, 'path' | 'contract'>): string[] => [route.path, ...(route.contract?.aliases ?? [])];
