import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { StaleDay } from '../staleMarks';

/*
 * Per-day rows the reports read beside their figures: when each stored day of the cut tables was
 * last built (freshness.ts), how many members first bet on a day (memberStats.ts) and the days a
 * later write made stale (staleMarks.ts). Bombay day numbers, epoch ms, counts.
 */

/** A stored day with when its cut rows were last built (a max over the day's rows, never null). */
export const cutBuiltRow = defineRowMapping({
  day: column('day').int(),
  at: column('at').epochMs().nonNull(),
});

/** Members whose first bet fell on a stored day. */
export const firstBetDayRow = defineRowMapping({
  day: column('day').int(),
  n: column('n').int(),
});

/** Members whose first bet is today. */
export const firstBetTodayRow = firstBetDayRow.pick('n');

/** A day a later write made stale, with the version of its mark (staleMarks.ts). */
export const staleDayRow = defineRowMapping({
  day: column('day').int(),
  version: column('version').int(),
}) satisfies RowMappingTo<StaleDay>;
