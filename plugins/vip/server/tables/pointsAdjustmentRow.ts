import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/**
 * A points adjustment request (points_adjustment, tables/pointsAdjustment.ts) as its checker decides
 * it (pointsAdjustment.ts): the member, the signed points asked for and the maker.
 */
export const pointsAdjustmentRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  amount: column('amount').int(),
  makerId: column('maker_id').int(),
});
