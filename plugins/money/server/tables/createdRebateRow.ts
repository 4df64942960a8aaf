import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/** A rebate_record the nightly rebate job inserted (RETURNING id, member_id, game_id), matched back to its line (rebateJob.ts). */
export const createdRebateRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  // The job writes one record per member and game: never null here.
  gameId: column('game_id').int().nonNull(),
});
