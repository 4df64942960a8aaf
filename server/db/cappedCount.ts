import type { SelectQueryBuilder } from 'kysely';
import { countRow } from './countRow';
import type { Database } from './database';

/** The most rows a big list counts; past it the total is reported as "more than". */
export const LIST_COUNT_CAP = 10_000;

/**
 * The rows a money list counts past the start of the page asked for (see pagedList's countWindow).
 * Those lists' joins cost ~10 µs a row at the large profile: counting to LIST_COUNT_CAP took
 * 50–170 ms of a 20 ms budget, a thousand rows takes a few. The window moves with the page, so the
 * pager always reaches the next thousand rows and no page is cut off.
 */
export const LIST_COUNT_WINDOW = 1_000;

export interface CappedTotal {
  total: number;
  /** True when more rows match than were counted: `total` is then a lower bound. */
  totalCapped: boolean;
}

/**
 * Counts the rows of `filtered` up to `cap`. On a million members an exact count of a broad filter
 * reads the whole table (seconds); counting one past the cap tells "exact" from "more than" and
 * bounds the work, which is all a pager needs.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any filtered query; only its rows are counted
export async function cappedCount(db: Database, filtered: SelectQueryBuilder<any, any, any>, cap = LIST_COUNT_CAP): Promise<CappedTotal> {
  const row = await db
    .selectFrom(
      filtered
        .clearSelect()
        .clearOrderBy()
        .select((eb) => eb.lit(1).as('one'))
        .limit(cap + 1)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const { n } = countRow.map(row);
  return n > cap ? { total: cap, totalCapped: true } : { total: n, totalCapped: false };
}
