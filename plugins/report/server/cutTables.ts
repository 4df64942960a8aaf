import { REPORT_BET_METRICS, REPORT_ORDER_METRICS } from '../../../server/db/migrations/004_people_content';

/*
 * The report cut tables (migration 016): each is keyed by day, real, franchisee and agent, then
 * by its own key. Shared by the migration that creates them and rebuild.ts that fills them.
 */

export const CUT_DEPOSIT_METRICS = ['deposit_count', 'deposit_amount', 'first_deposit_count', 'first_deposit_amount', 'bonuses'] as const;

/** Cut table → its own key column (null: the agent table itself), whether that key is text, and its metrics. */
export const CUT_TABLES = {
  daily_cut_agent: { key: null, text: false, metrics: [...REPORT_ORDER_METRICS, ...REPORT_BET_METRICS] },
  daily_cut_game: { key: 'game_id', text: false, metrics: REPORT_BET_METRICS },
  daily_cut_play: { key: 'play_code', text: true, metrics: REPORT_BET_METRICS },
  daily_cut_vip: { key: 'vip_level', text: false, metrics: REPORT_BET_METRICS },
  daily_cut_hour: { key: 'hour', text: false, metrics: REPORT_BET_METRICS },
  daily_cut_deposit: { key: 'deposit_kind', text: true, metrics: CUT_DEPOSIT_METRICS },
} as const;

export type CutTable = keyof typeof CUT_TABLES;

/**
 * The per-member daily cut (migration 047): one row per member, Bombay day and `real`, with the
 * member's franchisee and agent, for the agents' member report. Not in CUT_TABLES: its key is the
 * member (primary key member_id, day, real), so a page of members is a range of the key.
 */
export const MEMBER_CUT_TABLE = 'daily_cut_member';
export const MEMBER_CUT_METRICS = [
  'deposit_amount',
  'withdraw_amount',
  'bet_count',
  'stake',
  'valid_turnover',
  'payout',
  'house_profit',
] as const;
/**
 * Report migration 073 (issue 40): what a member's withdrawals cost in fees and what it actually
 * received, beside the gross withdraw_amount, with the daily overview's definitions (rebuild.ts
 * `sources`). Kept apart from MEMBER_CUT_METRICS, which migration 047 creates the table with.
 */
export const MEMBER_WITHDRAW_METRICS = ['withdraw_fees', 'withdraw_net'] as const;
/** Every figure the per-member cut keeps now. */
export const MEMBER_FIGURES = [...MEMBER_CUT_METRICS, ...MEMBER_WITHDRAW_METRICS] as const;
export const MEMBER_CUT_KEYS = ['member_id', 'real', 'franchisee_id', 'agent_id'];
