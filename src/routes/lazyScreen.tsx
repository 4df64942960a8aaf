import { createContext, useContext, useEffect, useReducer, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

type Loader = () => Promise<unknown>;

const LAZY_SCREEN = Symbol.for('chance.lazyScreen');

export interface LazyScreenOptions {
  /** Chunks the screen itself loads later (Home's chart): preload() fetches them too. */
  also?: Loader[];
  /** Shown while the chunk is on its way; else the nearest ScreenFallback (the layout's spinner). */
  fallback?: ReactNode;
}

/** A screen in its own chunk that can be fetched ahead of its route (`preload`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export type LazyScreen<T extends ComponentType<any> = ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  preload: () => Promise<unknown>;
  readonly [LAZY_SCREEN]: true;
};

/** How many mounted screens wait for their chunk; the layout's frame waits for none (useChromeAfterPage). */
let waitingScreens = 0;
const waitingListeners = new Set<() => void>();

export function screensWaiting(): number {
  return waitingScreens;
}

export function subscribeScreensWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => void waitingListeners.delete(listener);
}

function countWaiting(step: 1 | -1) {
  waitingScreens += step;
  waitingListeners.forEach((listener) => listener());
}

/** What a lazy screen shows while its chunk loads, for screens that name no fallback of their own. */
export const ScreenFallback = createContext<ReactNode>(null);

/**
 * A code-split screen (issue 19), the plugin contract's replacement for React.lazy. Unlike
 * React.lazy it never suspends: once its chunk is in (the boot or an idle prefetch usually brought
 * it) it renders the screen in the same pass, and while it is not, it shows a fallback and
 * re-renders the moment the chunk lands. React reveals suspended content in batches up to 300 ms
 * apart, and a React.lazy suspends on its first render even when its module is already loaded,
 * so each lazy step on a cold path could cost that much again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
export function lazyScreen<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options: LazyScreenOptions = {},
): LazyScreen<T> {
  type P = ComponentProps<T>;
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchOwn = () =>
    (pending ??= load().then(
      (m) => (Loaded = m.default as ComponentType<P>),
      (error: unknown) => {
        // A chunk that failed (offline for a moment) is asked for again next time.
        pending = undefined;
        throw error;
      },
    ));
  const preload = () => Promise.all([fetchOwn(), ...(options.also ?? []).map((l) => l())]);

  function LazyScreenView(props: P) {
    const inherited = useContext(ScreenFallback);
    const [failure, setFailure] = useState<{ error: unknown }>();
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const waiting = !Loaded;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      countWaiting(1);
      fetchOwn().then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
        countWaiting(-1);
      };
    }, [waiting]);
    // The route's error boundary shows a chunk that could not load.
    if (failure) throw failure.error;
    if (Loaded) return <Loaded {...props} />;
    // Asked for now, while rendering, not after the commit.
    void preload().catch(() => undefined);
    return <>{options.fallback ?? inherited}</>;
  }
  LazyScreenView.displayName = 'LazyScreen';
  return Object.assign(LazyScreenView, { preload, [LAZY_SCREEN]: true as const });
}

export function isLazyScreen(component: unknown): component is LazyScreen {
  return typeof component === 'function' && (component as Partial<LazyScreen>)[LAZY_SCREEN] === true;
}
