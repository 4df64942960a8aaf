import { loadHashPassword } from '../../authProvider/loadHashPassword';
import { loadLayout } from '../layout/LazyAppLayout';
import { flattenMenu } from '../plugin/filterMenu';
import type { MenuNode } from '../plugin/types';
import { preloadOf, whenIdle } from '../routes/prefetch';

/** Where signing in lands: `/` redirects to the dashboard (appRoutes). */
export const HOME_PATH = '/dashboard';

/** `/` lands on Home (appRoutes), so what it needs is Home's. */
export const landingPath = (pathname: string) => (!pathname || pathname === '/' ? HOME_PATH : pathname);

/**
 * The loaders a sign-in to `target` will need: the layout chunk and the landing screen's chunks
 * (Home and its chart). The same loaders the router calls, so nothing is fetched twice.
 */
export function signedInLoaders(menu: MenuNode[], target: string): (() => Promise<unknown>)[] {
  const path = landingPath(target.split('?')[0]);
  const entry = flattenMenu(menu).find((f) => f.path === path);
  const screen = entry?.node.screen;
  const preload = screen && 'component' in screen ? preloadOf(screen.component) : undefined;
  return preload ? [loadLayout, preload] : [loadLayout];
}

/**
 * While the login form is idle, fetches what signing in needs (the password hash) and what the
 * first signed-in paint needs (errors are the sign-in's and the route's to show).
 */
export function prefetchSignedIn(menu: MenuNode[], target: string): void {
  whenIdle(() => {
    void loadHashPassword().catch(() => undefined);
    for (const load of signedInLoaders(menu, target)) void load().catch(() => undefined);
  });
}
