import type { QueryClient } from '@tanstack/react-query';
import { getToken } from '../../authProvider/session';
import type { ChanceDataProvider } from '../../dataProvider/chanceDataProvider';
import { landingPath } from '../login/prefetchSignedIn';
import { flattenMenu } from '../plugin/filterMenu';
import { resolveLocation } from '../plugin/menuRouting';
import type { PluginRegistry } from '../plugin/registry';

/**
 * Issue 19: a custom screen's first requests start before its chunk and the layout render (a cold
 * load of its URL, or the moment a sign-in that lands on it succeeds), through the prefetch its
 * menu node declares. Signed out, nothing (the requests would only be refused). Returns whether a
 * prefetch ran.
 */
export function primeScreenQueries(
  queryClient: QueryClient,
  dataProvider: ChanceDataProvider,
  registry: Pick<PluginRegistry, 'menu' | 'resources'>,
  pathname: string,
): boolean {
  if (!getToken()) return false;
  const match = resolveLocation(landingPath(pathname), flattenMenu(registry.menu), registry.resources);
  const screen = match?.kind === 'menu' ? match.entry.node.screen : undefined;
  if (!screen || !('component' in screen) || !screen.prefetch) return false;
  screen.prefetch({ queryClient, dataProvider });
  return true;
}
