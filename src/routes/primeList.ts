import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, Store } from 'react-admin';
import { getToken } from '../../authProvider/session';
import { flattenMenu } from '../plugin/filterMenu';
import { resolveLocation } from '../plugin/menuRouting';
import type { PluginRegistry } from '../plugin/registry';

/**
 * Issue 19: on a cold list URL the list's first getList waits for the route's chunk, which waits
 * for the session check. Priming starts that request at once, under the very key react-admin's
 * useGetList will ask for, so the list renders from the cache without a second request.
 *
 * The key holds the list's props (perPage, sort, permanent filter, meta) that only its chunk
 * knows, so it cannot be derived before the chunk loads. It is learned instead: the first list
 * query a page load shows on a list route (the list on its defaults, or on the URL's params) is
 * kept in a store that outlives the page, under that path; later filter changes are not, since
 * a cold load opens the list on its defaults again. The next cold load of that path asks for the
 * same key, unless the URL carries other list params.
 * Plugins need no code for it: the path → resource mapping comes from the registry.
 */

type ListKeyParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter' | 'meta'>;

interface LearnedList {
  resource: string;
  /** location.search when the query started: react-admin's list params in the URL win over the store. */
  search: string;
  params: ListKeyParams;
}

/**
 * How long after the prime a list mounting on its key takes the answer as fresh (no refetch on
 * mount). Query defaults match keys partially, so for this window the same list with other
 * filters counts fresh too for as long after its own answer: kept short.
 */
export const PRIMED_FRESH_MS = 15_000;

const storeKey = (pathname: string) => `chance.primedList.${pathname}`;

/** The resource whose list a pathname shows (a menu leaf's list screen or a bare /resource route). */
export function listResourceAt(registry: PluginRegistry, pathname: string): string | undefined {
  const match = resolveLocation(pathname, flattenMenu(registry.menu), registry.resources);
  if (!match) return undefined;
  if (match.kind === 'resource') return match.action === 'list' ? match.resource : undefined;
  const screen = match.entry.node.screen;
  return screen && 'resource' in screen && (screen.view ?? 'list') === 'list' ? screen.resource : undefined;
}

const listKey = (resource: string, params: ListKeyParams): QueryKey => [resource, 'getList', params];

/**
 * Keeps the key of the first list query shown on each list route during this page load (an
 * observer joins a query on mount and whenever the list's params change). Returns the unsubscribe.
 */
export function learnListKeys(
  queryClient: QueryClient,
  store: Store,
  registry: PluginRegistry,
  location: Location = window.location,
): () => void {
  const learnedHere = new Set<string>();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded') return;
    const [resource, verb, params] = event.query.queryKey as [unknown, unknown, ListKeyParams | undefined];
    if (verb !== 'getList' || typeof resource !== 'string' || !params) return;
    if (listResourceAt(registry, location.pathname) !== resource || learnedHere.has(location.pathname)) return;
    learnedHere.add(location.pathname);
    const learned: LearnedList = { resource, search: location.search, params };
    store.setItem(storeKey(location.pathname), learned);
  });
}

/**
 * On a cold load at a list URL, starts the list's first request under the learned key. Signed-out
 * loads prime nothing (the request would only be refused). Returns whether it primed.
 */
export function primeListQuery(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  store: Store,
  registry: PluginRegistry,
  location: Location = window.location,
): boolean {
  if (!getToken()) return false;
  const resource = listResourceAt(registry, location.pathname);
  if (!resource) return false;
  const learned = store.getItem<LearnedList>(storeKey(location.pathname));
  if (!learned || learned.resource !== resource) return false;
  // A URL with list params of its own asks for what they say, which may not be what was learned.
  if (location.search && location.search !== learned.search) return false;
  const queryKey = listKey(resource, learned.params);
  // The list's observer reads the defaults when it mounts: the primed answer is fresh for it, so
  // it does not ask again. They stay for a short window rather than until the first observer:
  // the route's guard and suspense can mount the list more than once while it boots (a real
  // browser showed a second request when the defaults went at the first observer).
  keepFresh(queryClient, queryKey);
  void queryClient.prefetchQuery({
    queryKey,
    // The same answer shape as react-admin's useGetList query function.
    queryFn: ({ signal }) =>
      dataProvider
        .getList(resource, { ...learned.params, signal: dataProvider.supportAbortSignal === true ? signal : undefined } as GetListParams)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  return true;
}

/**
 * After a prime, the list mounting (or switching on) on its key takes the answer as fresh instead of
 * asking again: until that list goes away (its observer leaves: unmounted, or its params changed),
 * for at most PRIMED_FRESH_MS. Not longer: a list left for an edit page and come back to must ask
 * again (e2e: a banner created on its page was missing from the list kept fresh for 15 s).
 */
export function keepFresh(queryClient: QueryClient, queryKey: QueryKey): void {
  const hash = hashKey(queryKey);
  queryClient.setQueryDefaults(queryKey, { staleTime: PRIMED_FRESH_MS });
  const release = () => {
    stop();
    clearTimeout(timer);
    queryClient.setQueryDefaults(queryKey, {});
  };
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'observerRemoved' && event.query.queryHash === hash) release();
  });
  const timer = setTimeout(release, PRIMED_FRESH_MS);
}

/**
 * A cold list URL's first page is asked for while the list first renders, not after (issue 19),
 * for a list never primed from a learned key (a first visit). react-query starts a query when its
 * observer subscribes, after the commit, and react-admin's list stays switched off until the
 * session check and canAccess answer, a render or two later; but the query enters the cache as
 * soon as the list's hook first runs, under the very key the list asks for and with its query
 * function, so its fetch starts from that moment. The list then finds the answer fresh (or under
 * way) when it switches on: one request. Any plugin's list gets it; only the route's own list,
 * once per page load, signed in.
 */
export function fetchListOnFirstRender(
  queryClient: QueryClient,
  registry: PluginRegistry,
  location: Location = window.location,
): () => void {
  const resource = getToken() ? listResourceAt(registry, location.pathname) : undefined;
  if (!resource) return () => undefined;
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const { query } = event;
    if (query.queryKey[0] !== resource || query.queryKey[1] !== 'getList') return;
    // The first list query of the route decides, fetched or not (a primed one is under way already).
    stop();
    if (query.state.data !== undefined || query.state.fetchStatus !== 'idle' || !query.options.queryFn) return;
    keepFresh(queryClient, query.queryKey);
    // Its listeners hear of it through react-query's scheduler, after this render.
    void query.fetch().catch(() => undefined);
  });
  return stop;
}
