import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** The longest the sidebar, top bar and tag bar wait for a cold-loaded page's first answers. */
export const CHROME_WAIT_MS = 500;

/**
 * Whether the layout's sidebar, top bar and tag bar render now. On a cold load they wait until the
 * page's first requests are answered and drawn (at most CHROME_WAIT_MS): rendered with the page,
 * their ~150 ms of render delayed a cold list's first rows by as much (issue 19). They then render
 * as an ordinary update, not in React's deferred lane: time-sliced there, they took twice as long
 * and a row clicked meanwhile waited for them.
 * `frameFirst` (a sign-in that already started its landing screen's requests): right after the
 * boxes have been painted once, without waiting for the page. The boxes are the sign-in's first
 * answer on screen (the login form gives way at once instead of ~200 ms of frame render later);
 * the frame then renders while the page's answers are still out.
 */
export function useChromeAfterPage(frameFirst: boolean): boolean {
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let hop: ReturnType<typeof setTimeout> | undefined;
    const show = () => setShown(true);
    if (frameFirst) {
      // A task after the next frame: the boxes are on screen before the frame's render starts.
      const frame = requestAnimationFrame(() => (hop = setTimeout(show, 0)));
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(hop);
      };
    }
    // react-query hands an answer to its observers in a task of its own after the cache event;
    // the second hop lets the page draw that answer first.
    const afterAnswers = () => {
      clearTimeout(hop);
      hop = setTimeout(() => {
        hop = setTimeout(show, 0);
      }, 0);
    };
    const check = () => {
      if (queryClient.isFetching() === 0) afterAnswers();
    };
    const stop = queryClient.getQueryCache().subscribe(check);
    const fallback = setTimeout(show, CHROME_WAIT_MS);
    check();
    return () => {
      stop();
      clearTimeout(hop);
      clearTimeout(fallback);
    };
  }, [shown, frameFirst, queryClient]);
  return shown;
}
