import { useEffect, useState } from 'react';

/**
 * The longest a hidden tab waits: browsers run no animation frames there, and a screen opened in
 * a background tab would otherwise never start what waits for its first paint.
 */
export const AFTER_PAINT_FALLBACK_MS = 1000;

/**
 * False until the render in which `ready` turned true has been painted, then true for as long as
 * the component lives. For a screen's second request (a grand total, a chart's code) that should
 * not start before its rows are on screen: started from an effect of the render that draws them,
 * it went out before they were painted (react-query hands an answer to its observers as a sync
 * update, whose effects run in the same task as the commit), and on a cold screen it shared the
 * link and the main thread with them (issue 43: 公司入款's grand total was one request more
 * before its rows).
 */
export function useAfterPaint(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return undefined;
    let hop: ReturnType<typeof setTimeout> | undefined;
    const done = () => setPainted(true);
    // A task after the next frame: the frame that shows the render is painted by then.
    const frame = requestAnimationFrame(() => (hop = setTimeout(done, 0)));
    const fallback = setTimeout(done, AFTER_PAINT_FALLBACK_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(hop);
      clearTimeout(fallback);
    };
  }, [ready, painted]);
  return painted;
}
