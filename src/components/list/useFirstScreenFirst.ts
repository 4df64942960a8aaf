import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

/** At least what sits above a list's first row: top bar, tag bar, one row of filters, table head. */
const ABOVE_FIRST_ROW_PX = 180;
/** A table row at its lowest: one line of text, or a small chip or button. */
const MIN_ROW_PX = 40;

/** How many rows can show in a window this tall before any scrolling. */
export function firstScreenRows(windowHeight: number): number {
  return Math.max(5, Math.ceil((windowHeight - ABOVE_FIRST_ROW_PX) / MIN_ROW_PX));
}

/**
 * A table's first answer drawn in two steps: the rows the window can show, then the rest in a
 * transition just after. A row costs milliseconds in MUI (cells, chips, buttons, checkbox); on a
 * cold list URL the rows' render was the last step before anything useful showed. Only the first
 * answer is staged — a page, sort or filter change replaces rows already on screen, and a table
 * short for a frame would jump there — and rows already drawn are not drawn again (react-admin's
 * rows are memoised on their record).
 */
export function useFirstScreenFirst<T>(data: T[] | undefined, limit: number): T[] | undefined {
  // Set once a full answer has been on screen; read in render only to decide whether to stage.
  const settled = useRef(false);
  const [rest, setRest] = useState(false);
  const stage = !settled.current && !rest && data !== undefined && data.length > limit;
  const head = useMemo(() => (stage && data ? data.slice(0, limit) : undefined), [stage, data, limit]);
  useEffect(() => {
    if (data === undefined) return;
    if (stage) startTransition(() => setRest(true));
    else settled.current = true;
  }, [data, stage]);
  return stage ? head : data;
}
