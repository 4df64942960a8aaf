import { column, defineRowMapping, type RowMappingTo } from '../../../../server/db/rowMapping';
import type { AnswerOf } from '../../../../shared/contract';
import type { rewardContracts } from '../../shared/rewardContract';

/*
 * reward_management's rows as its lists answer them (rewardRoutes.ts), each with its member's
 * username joined: the level evaluation's decisions (vip_level_change) and the weekly rewards paid
 * (vip_weekly_reward). Bets and rewards in paise, dates Bombay 'YYYY-MM-DD', times epoch ms.
 */

type LevelChangeRecord = AnswerOf<typeof rewardContracts.changes>['list'][number];
type WeeklyRewardRecord = AnswerOf<typeof rewardContracts.weekly>['list'][number];

export const levelChangeRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  businessDate: column('business_date').text(),
  kind: column('kind').text().oneOf(['promote', 'kept', 'fallback']),
  fromLevel: column('from_level').int(),
  toLevel: column('to_level').int(),
  monthlyBet: column('monthly_bet').money(),
  weeklyBet: column('weekly_bet').money(),
  reward: column('reward').money(),
  points: column('points').int(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<LevelChangeRecord>;

export const weeklyRewardRow = defineRowMapping({
  id: column('id').int(),
  memberId: column('member_id').int(),
  username: column('username').text(),
  weekStart: column('week_start').text(),
  level: column('level').int(),
  weeklyBet: column('weekly_bet').money(),
  amount: column('amount').money(),
  journalKey: column('journal_key').text(),
  createdAt: column('created_at').epochMs(),
}) satisfies RowMappingTo<WeeklyRewardRecord>;
