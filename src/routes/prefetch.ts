import { isLazyScreen } from './lazyScreen';

type Loader = () => Promise<unknown>;

export function preloadOf(component: unknown): Loader | undefined {
  return isLazyScreen(component) ? component.preload : undefined;
}

/** Runs `task` when the browser is idle (after 200 ms where requestIdleCallback is missing). */
export function whenIdle(task: () => void): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  if (idle) idle(task);
  else setTimeout(task, 200);
}
