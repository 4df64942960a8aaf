import { loadProfile } from '../../authProvider';
import { getToken } from '../../authProvider/session';
import { loadLayout } from '../layout/LazyAppLayout';
import type { HostHttp } from '../plugin/HttpContext';
import type { PluginRegistry } from '../plugin/registry';
import { preloadOf } from './prefetch';
import { screenAt } from './screenAt';

/**
 * A signed-in cold load (issue 19): the session check, the layout's chunk and the route's screen
 * chunk start together, while the entry is still rendering, instead of one after another (the
 * session check ran after the first render, the layout after it, the screen after the layout).
 * Signed-out loads fetch nothing here: the login page prefetches while idle. Errors are left to
 * the guard and the route, which ask again.
 */
export function bootPrefetch(
  registry: Pick<PluginRegistry, 'menu' | 'resources'>,
  http: Pick<HostHttp, 'request'>,
  location: Pick<Location, 'pathname'> = window.location,
): boolean {
  if (!getToken()) return false;
  const quiet = (p: Promise<unknown>) => void p.catch(() => undefined);
  quiet(loadProfile(http, { silent: true }));
  quiet(loadLayout());
  const preload = preloadOf(screenAt(registry, location.pathname));
  if (preload) quiet(preload());
  return true;
}
