import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * A member's points as the points screen lists them (pointsRoutes.ts): the member with its
 * franchisee's name, its VIP level, its points and how many adjustments of them await a checker.
 */
export const memberPointsRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  nickname: column('nickname').text(),
  franchiseeName: column('franchisee_name').text(),
  vipLevel: column('vip_level').int(),
  points: column('points').int(),
  // A count subquery: never null, though its type allows it.
  pending: column('pending').int().nonNull(),
});
