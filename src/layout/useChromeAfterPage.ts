import { createContext, useContext, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { screensWaiting, subscribeScreensWaiting } from '../routes/lazyScreen';

/** The longest the sidebar, top bar and tag bar wait for a cold-loaded page's first answers. */
export const CHROME_WAIT_MS = 500;

/**
 * The longest the top bar's polls (badge counts, the session's figures, the server clock) wait for
 * the page's first answers. Longer than the chrome's wait: on a slow link the frame may draw
 * before the rows, but its three requests would share the link with the rows' (issue 43: at most
 * 10 requests before a cold list's first rows, none of them the top bar's).
 */
export const POLLS_WAIT_MS = 4000;

export interface ChromeState {
  /** The sidebar, top bar and tag bar render now. */
  chrome: boolean;
  /** The page's first answers are drawn (or POLLS_WAIT_MS passed): the frame's own polls may start. */
  settled: boolean;
}

/**
 * Whether the layout's sidebar, top bar and tag bar render now, and whether the page has settled.
 * On a cold load the frame waits until the page's first requests are answered and drawn (at most
 * CHROME_WAIT_MS): rendered with the page, its ~150 ms of render delayed a cold list's first rows
 * by as much (issue 19). It then renders as an ordinary update, not in React's deferred lane:
 * time-sliced there, it took twice as long and a row clicked meanwhile waited for it.
 * `frameFirst` (a sign-in that already started its landing screen's requests): right after the
 * boxes have been painted once, without waiting for the page. The boxes are the sign-in's first
 * answer on screen (the login form gives way at once instead of ~200 ms of frame render later);
 * the frame then renders while the page's answers are still out.
 * The page has settled when no query is fetching and no screen waits for its chunk, still so two
 * tasks later: a screen whose chunk has just arrived asks for its rows in its first render, and
 * before that nothing is fetching although the page is far from drawn.
 */
export function useChromeAfterPage(frameFirst: boolean): ChromeState {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!frameFirst || shown) return;
    let hop: ReturnType<typeof setTimeout> | undefined;
    // A task after the next frame: the boxes are on screen before the frame's render starts.
    const frame = requestAnimationFrame(() => (hop = setTimeout(() => setShown(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hop);
    };
  }, [frameFirst, shown]);

  useEffect(() => {
    if (frameFirst || shown) return;
    if (settled) {
      setShown(true);
      return;
    }
    const fallback = setTimeout(() => setShown(true), CHROME_WAIT_MS);
    return () => clearTimeout(fallback);
  }, [frameFirst, shown, settled]);

  useEffect(() => {
    if (settled) return;
    let hop: ReturnType<typeof setTimeout> | undefined;
    const quiet = () => queryClient.isFetching() === 0 && screensWaiting() === 0;
    // react-query hands an answer to its observers in a task of its own after the cache event;
    // the second hop lets the page draw that answer (or a screen just arrived start its requests).
    const check = () => {
      clearTimeout(hop);
      if (!quiet()) return;
      hop = setTimeout(() => {
        hop = setTimeout(() => {
          if (quiet()) setSettled(true);
        }, 0);
      }, 0);
    };
    const stopQueries = queryClient.getQueryCache().subscribe(check);
    const stopScreens = subscribeScreensWaiting(check);
    const fallback = setTimeout(() => setSettled(true), POLLS_WAIT_MS);
    check();
    return () => {
      stopQueries();
      stopScreens();
      clearTimeout(hop);
      clearTimeout(fallback);
    };
  }, [settled, queryClient]);

  return { chrome: shown, settled };
}

/** Whether the page under the layout has settled (see useChromeAfterPage); true outside a layout. */
export const PageSettledContext = createContext(true);

export function usePageSettled(): boolean {
  return useContext(PageSettledContext);
}
