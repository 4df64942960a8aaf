import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ResourceDef } from '../plugin/types';
import { preloadOf } from './prefetch';

/**
 * Once a resource's list has its rows, its other views (show, edit, create) are fetched, so
 * opening a row does not wait for its chunk (issue 19: row → detail). Not sooner: evaluating a
 * detail chunk while the list's first page is on its way delayed the rows.
 */
export function usePreloadViews(resource: ResourceDef | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!resource) return;
    const views = [resource.show, resource.edit, resource.create].filter((v) => preloadOf(v));
    if (views.length === 0) return;
    let done = false;
    const preload = () => {
      if (done) return;
      done = true;
      stop();
      // Fetched now, not when the browser next idles: on a cold load the sidebar and top bar render
      // just after the rows (useChromeAfterPage), idle came ~0.5 s later, and a row clicked before
      // it waited for its chunk. The chunk's download runs beside that render; its evaluation is small.
      // Two hops, as the chrome waits: react-query hands the answer to the list in a task of its own
      // after this cache event, and the list draws it first; one hop started the detail's chunk
      // before the rows were on screen (issue 43). A row hovered or focused before asks for its
      // detail itself (useDetailPrefetch).
      setTimeout(() => setTimeout(() => views.forEach((v) => void preloadOf(v)?.().catch(() => undefined)), 0), 0);
    };
    const listed = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: [resource.name, 'getList'] })
        .some((q) => q.state.status === 'success');
    const stop = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.query.queryKey[0] === resource.name &&
        event.query.queryKey[1] === 'getList' &&
        event.query.state.status === 'success'
      )
        preload();
    });
    if (listed()) preload();
    return () => {
      done = true;
      stop();
    };
  }, [resource, queryClient]);
}
