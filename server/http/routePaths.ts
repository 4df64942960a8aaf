import type { Route } from './route';

/** The paths a route is served under: its own, then its contract's aliases (shared/contract.ts). */
export const pathsOf = (route: Pick<Route, 'path' | 'contract'>): string[] => [route.path, ...(route.contract?.aliases ?? [])];
