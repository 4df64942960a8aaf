import { useEffect } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { flattenMenu } from '../plugin/filterMenu';
import { resolveLocation } from '../plugin/menuRouting';
import { useRegistry } from '../plugin/RegistryContext';
import type { PluginRegistry } from '../plugin/registry';
import { preloadOf } from './prefetch';
import { keepFresh, PRIMED_FRESH_MS } from './primeList';

/**
 * How long the pointer rests on a link before its detail is fetched: a pointer crossing a table on
 * its way elsewhere passes each row in a few milliseconds and should not ask for every record;
 * one aimed at a link rests far longer before the click (about 300 ms).
 */
export const HOVER_INTENT_MS = 60;

export interface DetailTarget {
  resource: string;
  view: 'show' | 'edit';
  id: string;
}

/** The record view (show or edit) a link's address opens, if it opens one of a known resource. */
export function detailTargetOf(
  registry: Pick<PluginRegistry, 'menu' | 'resources'>,
  href: string,
  origin: string,
): DetailTarget | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  const match = resolveLocation(url.pathname, flattenMenu(registry.menu), registry.resources);
  if (match?.kind !== 'resource' || (match.action !== 'show' && match.action !== 'edit') || match.id === undefined) return undefined;
  return { resource: match.resource, view: match.action, id: match.id };
}

/**
 * Row → detail (issue 43): when a link to a record's show or edit view is hovered (for
 * HOVER_INTENT_MS) or focused, the view's chunk and its first query (react-admin's getOne, under
 * the very key the view asks with) start then rather than on the click, so the detail paints from
 * the cache. The answer counts as fresh for the view for a short window (keepFresh), so opening it
 * does not ask again; a link hovered twice asks once while its answer is fresh or on its way.
 * A list's row already under the key (react-admin puts it there) does not count: it is a part of
 * the record, and the view asked again on mount.
 * Any plugin's links get it, whatever draws them (a table cell, a reference field, a menu).
 */
export function useDetailPrefetch(): void {
  const registry = useRegistry();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  useEffect(() => {
    // When each detail was last asked for here: a link hovered again while its answer is fresh
    // asks nothing. Not the query's own state: react-admin's lists fill every row's getOne entry
    // with the row itself (a part of the record), which looks fresh but is not the detail.
    const asked = new Map<string, number>();
    const fetchDetail = (target: DetailTarget) => {
      const resource = registry.resources.find((r) => r.name === target.resource);
      void preloadOf(resource?.[target.view])?.().catch(() => undefined);
      const queryKey = [target.resource, 'getOne', { id: target.id, meta: undefined }];
      const hash = hashKey(queryKey);
      if (queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching' || Date.now() - (asked.get(hash) ?? -Infinity) < PRIMED_FRESH_MS)
        return;
      asked.set(hash, Date.now());
      keepFresh(queryClient, queryKey);
      void queryClient.prefetchQuery({
        queryKey,
        // The same answer as react-admin's useGetOne query function; asked even when the list's row
        // sits under the key (staleTime 0 here, over keepFresh's default for the view).
        queryFn: () => dataProvider.getOne(target.resource, { id: target.id }).then(({ data }) => data),
        staleTime: 0,
      });
    };
    const targetAt = (node: EventTarget | null) => {
      const link = node instanceof Element ? node.closest('a[href]') : null;
      const target = link ? detailTargetOf(registry, link.getAttribute('href')!, window.location.origin) : undefined;
      return link && target ? { link, target } : undefined;
    };
    let resting: { link: Element; timer: ReturnType<typeof setTimeout> } | undefined;
    const onPointerOver = (event: PointerEvent) => {
      const at = targetAt(event.target);
      if (resting && resting.link === at?.link) return;
      if (resting) clearTimeout(resting.timer);
      resting = at && { link: at.link, timer: setTimeout(() => fetchDetail(at.target), HOVER_INTENT_MS) };
    };
    const onFocusIn = (event: FocusEvent) => {
      const at = targetAt(event.target);
      if (at) fetchDetail(at.target);
    };
    document.addEventListener('pointerover', onPointerOver);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      if (resting) clearTimeout(resting.timer);
      document.removeEventListener('pointerover', onPointerOver);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [registry, queryClient, dataProvider]);
}
