import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * A member's valid turnover in one game over a business day, with the member's franchisee, VIP
 * level and status, as the nightly rebate job groups bets (rebateJob.ts): bet joined to member,
 * the stakes summed per member and game. A group has at least one bet, so the sum is never null.
 */
export const rebateTurnoverRow = defineRowMapping({
  memberId: column('member_id').int(),
  gameId: column('game_id').int(),
  franchiseeId: column('franchisee_id').int(),
  vipLevel: column('vip_level').int(),
  status: column('status').int(),
  turnover: column('turnover').money(),
});
