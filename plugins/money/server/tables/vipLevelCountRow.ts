import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** How many of the caller's members each VIP level holds, for a batch adjustment by level (manualBatch.ts). */
export const vipLevelCountRow = defineRowMapping({
  level: column('level').int(),
  members: column('members').int(),
});
