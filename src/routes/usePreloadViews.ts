import { useEffect } from 'react';
import type { ResourceDef } from '../plugin/types';
import { preloadOf, whenIdle } from './prefetch';

/**
 * Once a resource's screen is up, its other views (show, edit, create) are fetched while the
 * browser is idle, so opening a row does not wait for its chunk (issue 19: row → detail).
 */
export function usePreloadViews(resource: ResourceDef | undefined): void {
  useEffect(() => {
    if (!resource) return;
    let live = true;
    whenIdle(() => {
      if (!live) return;
      for (const view of [resource.show, resource.edit, resource.create]) void preloadOf(view)?.().catch(() => undefined);
    });
    return () => {
      live = false;
    };
  }, [resource]);
}
