import type { Generated } from 'kysely';

/*
 * Row types of migration 018_vip: members' VIP standing over time, level decisions, weekly rewards.
 * The columns 018 adds to vip_level and member_ticket are declared with those tables (levelsAndPoints.ts;
 * the marketing plugin's tickets.ts).
 */

export interface VipMemberStateTable {
  member_id: number;
  /** Bombay date 'YYYY-MM-DD' the member reached (or last kept) its level: the 30-day fallback window starts here. */
  level_since: string;
  updated_at: number;
}

/** 'promote' by the daily evaluation; 'kept' and 'fallback' are the 30-day rule's two outcomes. */
export type VipChangeKind = 'promote' | 'kept' | 'fallback';

export interface VipLevelChangeTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  /** The evaluated Bombay day; one decision per member and day (unique). */
  business_date: string;
  kind: VipChangeKind;
  from_level: number;
  to_level: number;
  /** Valid bets (paise) over the 30 and 7 days ending that day, as evaluated. */
  monthly_bet: number;
  weekly_bet: number;
  /** Promotion rewards paid with this change (paise) and points credited. */
  reward: number;
  points: number;
  created_at: number;
}

export interface VipWeeklyRewardTable {
  id: Generated<number>;
  member_id: number;
  franchisee_id: number;
  /** Monday (Bombay date) of the rewarded week; unique with member_id. */
  week_start: string;
  level: number;
  weekly_bet: number;
  amount: number;
  journal_key: string;
  created_at: number;
}

export interface VipTables {
  vip_member_state: VipMemberStateTable;
  vip_level_change: VipLevelChangeTable;
  vip_weekly_reward: VipWeeklyRewardTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends VipTables {}
}
