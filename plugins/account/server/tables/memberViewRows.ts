import { column, defineRowMapping } from '../../../../server/db/rowMapping';
import { memberPostingRow } from './memberDetailRows';

/*
 * The rows of the member-facing views under vip/ (members/viewRoutes.ts): postings on every
 * member's accounts, the VIP levels as franchisees define them, and the members holding a
 * registration discount. Paise, basis points, epoch ms.
 */

const { id, ...posting } = memberPostingRow.fields;

/** A posting as on the member's statement, with its member's id (member_id) and username. */
export const memberTradeRow = defineRowMapping({
  id,
  memberId: column('member_id').int(),
  username: column('username').text(),
  ...posting,
});

/** A VIP level (vip_level) with its franchisee's name (franchisee_name); thresholds and rewards in paise. */
export const memberVipLevelRow = defineRowMapping({
  id: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  franchiseeName: column('franchisee_name').text(),
  level: column('level').int(),
  name: column('name').text(),
  requiredMonthly: column('required_monthly').money(),
  requiredWeekly: column('required_weekly').money(),
  upgradeReward: column('upgrade_reward').money(),
  weeklyReward: column('weekly_reward').money(),
  rebateBps: column('rebate_bps').int(),
});

/** A member's registration discount (member.regist_discount*; status 0 pending, 1 granted, 2 cancelled). */
export const registDiscountRow = defineRowMapping({
  id: column('id').int(),
  username: column('username').text(),
  amount: column('regist_discount').money(),
  multipleX100: column('regist_discount_multiple_x100').int(),
  status: column('regist_discount_status').int(),
  grantedAt: column('regist_discount_at').epochMs().nullable(),
  createdAt: column('created_at').epochMs(),
  registerIp: column('register_ip').text(),
});

/** How many members hold a VIP level: the count grouped by member.vip_level. */
export const vipLevelHoldersRow = defineRowMapping({
  level: column('level').int(),
  members: column('members').int(),
});
