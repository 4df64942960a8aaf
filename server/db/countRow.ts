import { column, defineRowMapping } from './rowMapping';

/**
 * A `count(*) as n` row (BIGINT on PostgreSQL, read as a whole number): the counts a capped list
 * total (cappedCount.ts) and the menu badges (plugins' counters.ts) answer.
 */
export const countRow = defineRowMapping({ n: column('n').int() });
