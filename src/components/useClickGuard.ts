import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §5/§9: a guarded button comes back 2 s after a click. */
export const CLICK_GUARD_MS = 2000;

export interface ClickGuard<A extends unknown[]> {
  /** Calls the handler unless a previous click is still cooling down or its promise still runs; says whether it did. */
  guarded: (...args: A) => boolean;
  /** True for `ms` after each click, and for as long as the handler's promise is pending. */
  busy: boolean;
}

/**
 * Stops double submits (two deposits for one click) on buttons that call the server. The ref
 * blocks a second click in the same frame, before React has re-rendered the button disabled.
 * A rejected handler promise is only awaited here: the http layer has already shown the failure.
 */
export function useClickGuard<A extends unknown[]>(fn: (...args: A) => unknown, ms: number = CLICK_GUARD_MS): ClickGuard<A> {
  const [cooling, setCooling] = useState(false);
  const [running, setRunning] = useState(false);
  const locked = useRef(false);
  const pending = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(fn);

  useEffect(() => {
    latest.current = fn;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const guarded = useCallback(
    (...args: A) => {
      if (locked.current || pending.current) return false;
      locked.current = true;
      setCooling(true);
      timer.current = setTimeout(() => {
        locked.current = false;
        if (mounted.current) setCooling(false);
      }, ms);
      const result = latest.current(...args);
      if (result && typeof (result as PromiseLike<unknown>).then === 'function') {
        pending.current = true;
        setRunning(true);
        const settle = () => {
          pending.current = false;
          if (mounted.current) setRunning(false);
        };
        (result as PromiseLike<unknown>).then(settle, settle);
      }
      return true;
    },
    [ms],
  );

  return { guarded, busy: cooling || running };
}
