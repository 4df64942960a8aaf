import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loader = () => Promise<unknown>;

/** A React.lazy screen that can also be fetched ahead of its route (`preload`). */
export type PreloadableScreen<P = object> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

/**
 * React.lazy over `load`, with `preload()` calling the very same loader (plus `also`: chunks the
 * screen itself loads lazily, e.g. Home's chart), so a prefetch fills the module cache the route
 * reads from. Still a React.lazy, as the plugin contract asks.
 */
export function lazyScreen<P = object>(load: () => Promise<{ default: ComponentType<P> }>, ...also: Loader[]): PreloadableScreen<P> {
  const screen = lazy(load) as PreloadableScreen<P>;
  screen.preload = () => Promise.all([load(), ...also.map((l) => l())]);
  return screen;
}

export function preloadOf(component: unknown): Loader | undefined {
  const preload = (component as { preload?: unknown } | null)?.preload;
  return typeof preload === 'function' ? (preload as Loader) : undefined;
}

/** Runs `task` when the browser is idle (after 200 ms where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  if (idle) idle(task);
  else setTimeout(task, 200);
}
