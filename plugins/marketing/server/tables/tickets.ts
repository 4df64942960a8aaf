import type { Generated } from 'kysely';

/*
 * Row types of the tickets and the tickets members hold (tables of the core's migration 004_people_content
 * that the marketing plugin issues, voids and draws); the award-log columns of member_ticket came
 * with the vip plugin's migration 018_vip, lucky_draw_id with migration 038_lucky_draw (luckyDraw.ts).
 */

export interface TicketTable {
  id: Generated<number>;
  franchisee_id: number;
  name: string;
  type: 'cash' | 'free_bet' | 'deposit_bonus' | 'rebate_boost';
  game_id: number | null;
  title_zh: Generated<string>;
  title_en: Generated<string>;
  title_hi: Generated<string>;
  subtitle_zh: Generated<string>;
  subtitle_en: Generated<string>;
  subtitle_hi: Generated<string>;
  details_zh: Generated<string>;
  details_en: Generated<string>;
  details_hi: Generated<string>;
  amount: number;
  limit_count: Generated<number>;
  expires_at: number | null;
  valid_days: number | null;
  status: Generated<number>;
  created_at: number;
}

export interface MemberTicketTable {
  id: Generated<number>;
  ticket_id: number;
  member_id: number;
  serial_no: string;
  won: Generated<number>;
  voided: Generated<number>;
  issued_at: number;
  expires_at: number | null;
  used_at: number | null;
  // 018_vip: who issued the ticket, and why and by whom it was voided (the award log).
  issued_by: Generated<number | null>;
  void_reason: Generated<string>;
  voided_by: Generated<number | null>;
  voided_at: Generated<number | null>;
}

export interface TicketTables {
  ticket: TicketTable;
  member_ticket: MemberTicketTable;
}

// The core's database type gains these tables by declaration merging: no core file names them.
declare module '../../../../server/db/schema' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds the tables, nothing of its own
  interface DB extends TicketTables {}
}
