import type { Generated } from 'kysely';

/* Row types of migration 038_lucky_draw: lucky-draw campaigns, their prizes and draws. Times epoch ms UTC. */

declare module './tickets' {
  interface MemberTicketTable {
    /** The lucky draw that won this ticket (null when staff issued it). */
    lucky_draw_id: Generated<number | null>;
  }
}

export type LuckyCampaignStatus = 'draft' | 'open' | 'closed';
export type LuckyPrizeKind = 'none' | 'money' | 'points' | 'ticket';
export type LuckyDrawOutcome = 'won' | 'no_prize' | 'out_of_stock';

export interface LuckyCampaignTable {
  id: Generated<number>;
  /** null: a platform-wide member lottery (admin); set: a franchisee's (business) campaign. */
  franchisee_id: number | null;
  station_id: number | null;
  name: string;
  description: Generated<string>;
  starts_at: number;
  ends_at: number;
  min_vip_level: Generated<number>;
  /** Paise of approved deposits a member needs in total. */
  min_deposit: Generated<number>;
  /** Draws per member per Bombay day. */
  daily_limit: number;
  status: Generated<LuckyCampaignStatus>;
  /** Drawn at opening; revealed (answered publicly) only once closed. */
  seed: Generated<string | null>;
  seed_hash: Generated<string | null>;
  total_weight: Generated<number>;
  draws_made: Generated<number>;
  opened_at: Generated<number | null>;
  closed_at: Generated<number | null>;
  created_by: number | null;
  created_at: number;
}

export interface LuckyPrizeTable {
  id: Generated<number>;
  campaign_id: number;
  /** 0-based order: the published weight table is read in this order. */
  position: number;
  name: string;
  kind: LuckyPrizeKind;
  /** Paise for money, points for points, 0 otherwise. */
  amount: Generated<number>;
  ticket_id: number | null;
  weight: number;
  /** null: unlimited. */
  stock: number | null;
  stock_left: number | null;
}

export interface LuckyDrawTable {
  id: Generated<number>;
  campaign_id: number;
  draw_no: number;
  member_id: number;
  prize_id: number;
  outcome: LuckyDrawOutcome;
  journal_id: number | null;
  points_ledger_id: number | null;
  member_ticket_id: number | null;
  created_at: number;
}

export interface LuckyDrawTables {
  lucky_campaign: LuckyCampaignTable;
  lucky_prize: LuckyPrizeTable;
  lucky_draw: LuckyDrawTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends LuckyDrawTables {}
}
