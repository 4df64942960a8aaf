import { column, defineRowMapping } from '../../../../server/db/rowMapping';

/*
 * VIP's rows as the level screen answers them and as the nightly evaluation and the weekly reward
 * read them: the level definitions (vip_level), members' standing for the evaluation, and their
 * valid-bet totals. Money in paise; the level screen's switches stay 1/0 as its contract answers them.
 */

/** A level's rules (what the level screen shows and the operation log keeps of an edit). */
export const vipLevelRow = defineRowMapping({
  franchiseeId: column('franchisee_id').int(),
  level: column('level').int(),
  name: column('name').text(),
  icon: column('icon').text(),
  medal: column('medal').text(),
  requiredMembers: column('required_members').int(),
  requiredMonthly: column('required_monthly').money(),
  requiredWeekly: column('required_weekly').money(),
  upgradeReward: column('upgrade_reward').money(),
  upgradePoints: column('upgrade_points').int(),
  weeklyReward: column('weekly_reward').money(),
  weeklyRewardEnabled: column('weekly_reward_enabled').int(),
  fallback: column('fallback').int(),
});

/** A level as the list shows it, with its franchisee's name (the route adds how many members hold it). */
export const vipLevelListRow = defineRowMapping({
  id: column('id').int(),
  franchiseeName: column('franchisee_name').text(),
  ...vipLevelRow.fields,
});

/** How many members of a franchisee hold a level: the count grouped by member.franchisee_id and vip_level. */
export const levelHoldersRow = defineRowMapping({
  franchiseeId: column('franchisee_id').int(),
  level: column('vip_level').int(),
  members: column('n').int(),
});

/** A level's rules as the evaluation applies them, by franchisee. */
export const vipLevelRuleRow = vipLevelRow
  .pick('franchiseeId', 'level', 'requiredMonthly', 'requiredWeekly', 'upgradeReward', 'upgradePoints')
  .extend({ fallback: column('fallback').bool01() });

/** A member the evaluation weighs: its level, points and the day it reached (or last kept) the level. */
export const vipCandidateRow = defineRowMapping({
  memberId: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  level: column('vip_level').int(),
  points: column('points').int(),
  since: column('level_since').text().nullable(),
});

/** A member whose fallback window has run: its state row is joined, so it has a day. */
export const vipDueCandidateRow = vipCandidateRow.extend({ since: column('level_since').text() });

/** A member's valid bets over the evaluation's month and week. */
export const vipBetTotalsRow = defineRowMapping({
  memberId: column('member_id').int(),
  monthly: column('monthly').money(),
  weekly: column('weekly').money(),
});

/** A member owed the week's reward: its level's reward and requirement, and its week's valid bets. */
export const vipWeeklyDueRow = defineRowMapping({
  memberId: column('id').int(),
  franchiseeId: column('franchisee_id').int(),
  level: column('level').int(),
  weeklyReward: column('weekly_reward').money(),
  requiredWeekly: column('required_weekly').money(),
  weekly: column('weekly').money(),
});

/** Only the member a row names. */
export const memberIdRow = defineRowMapping({ memberId: column('member_id').int() });
