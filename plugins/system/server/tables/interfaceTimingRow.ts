import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * interface_timing's rows (tables/timing.ts) as the timing store reads them back into cells
 * (timing/timingStore.ts): counts, microseconds, epoch ms; the histogram stays its sparse JSON
 * text, which the store decodes into the cell's buckets.
 */
export const interfaceTimingRow = defineRowMapping({
  route: column('route').text(),
  startAt: column('start_at').epochMs(),
  span: column('span').int(),
  count: column('count').int(),
  errors: column('errors').int(),
  sumUs: column('sum_us').int(),
  maxUs: column('max_us').int(),
  histogram: column('histogram').text(),
});
