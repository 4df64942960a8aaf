import type { DialectName } from '../../../../server/db/database';
import { BOMBAY_OFFSET_MS, DAY_MS } from '../../../../server/domain/time';

/*
 * What the stale-mark triggers watch, migration by migration (069 to 074; staleTriggers.ts writes
 * them): the tables and columns whose change changes a stored figure, and the Bombay day a row
 * counts on. Each migration keeps the list it ran with, so a later one widens it without changing
 * what an earlier one meant.
 * Only columns a figure reads fire a trigger; the VIP level does not (the VIP cut counts a member
 * under the level it has when its day is built).
 */

/** The Bombay day number of an epoch-ms SQL expression. */
export const DAY = (ms: string) => `((${ms} + ${BOMBAY_OFFSET_MS}) / ${DAY_MS})`;

export interface Watched {
  table: string;
  /** Columns whose change changes a figure. */
  columns: string[];
  /** The Bombay day (SQL over `r`, the old or new row) the row counts on, or null when it counts nowhere. */
  day(dialect: DialectName, r: string): string;
  /** Inserts mark their day too (rows that can be written for a past day). */
  insert?: boolean;
}

export const dateDay = (dialect: DialectName, column: string) =>
  dialect === 'postgres' ? `(cast(${column} as date) - date '1970-01-01')` : `cast(julianday(${column}) - 2440587.5 as integer)`;

export const WITHDRAWAL_COLUMNS = ['stage', 'paid_at', 'amount', 'fee', 'admin_fee'];
/** Migration 069: the tables the reports are built from (rebuild.ts `sources`). */
export const WATCHED: Watched[] = [
  { table: 'bet', columns: ['status', 'stake', 'payout', 'fee', 'is_test', 'game_id'], day: (_, r) => DAY(`${r}.created_at`) },
  {
    table: 'deposit_order',
    columns: ['status', 'amount', 'bonus', 'is_first', 'reviewed_at', 'kind'],
    day: (_, r) => `case when ${r}.status = 2 then ${DAY(`${r}.reviewed_at`)} end`,
    insert: true,
  },
  {
    table: 'withdrawal_order',
    columns: WITHDRAWAL_COLUMNS,
    day: (_, r) => `case when ${r}.stage = 'paid' then ${DAY(`${r}.paid_at`)} end`,
  },
  {
    table: 'rebate_record',
    columns: ['status', 'amount', 'business_date', 'game_id'],
    day: (d, r) => dateDay(d, `${r}.business_date`),
    insert: true,
  },
];

/*
 * Migration 070 (net gaming revenue): manual credits and debits count on the day they were applied.
 * An adjustment approved, rejected, corrected or written for an earlier day marks the days it counts
 * on before and after. The ledger's reward journals were left without a trigger here on the belief
 * that a journal is always written at its posting time (today, which reports read live); a journal
 * posted with an earlier time (an import, a back-dated correction) proved it wrong: migration 074.
 */
export const WATCHED_070: Watched[] = [
  {
    table: 'manual_adjustment',
    columns: ['status', 'amount', 'direction', 'reviewed_at', 'member_id'],
    day: (_, r) => `case when ${r}.status = 'applied' then ${DAY(`${r}.reviewed_at`)} end`,
    insert: true,
  },
];

/** Every Bombay day a member's figures fall on (registration, bets, deposits, withdrawals, rebates): a move changes them all. */
export const memberDays = (dialect: DialectName, id: string) => `select ${DAY(`${id}.created_at`)} as day
  union select ${DAY('b.created_at')} from bet b where b.member_id = ${id}.id
  union select ${DAY('o.reviewed_at')} from deposit_order o where o.member_id = ${id}.id and o.status = 2
  union select ${DAY('w.paid_at')} from withdrawal_order w where w.member_id = ${id}.id and w.stage = 'paid'
  union select ${dateDay(dialect, 'x.business_date')} from rebate_record x where x.member_id = ${id}.id`;
/** Migration 071: a withdrawal's net payout is a figure too (withdraw_net); its triggers watch it from then on. */
export const withdrawalWatched = (columns: string[]): Watched[] =>
  WATCHED.filter((w) => w.table === 'withdrawal_order').map((w) => ({ ...w, columns }));
export const WATCHED_071 = withdrawalWatched([...WITHDRAWAL_COLUMNS, 'net_payout', 'bonus_deduction']);
/** Every table trigger as migration 071 left it. */
export const CURRENT_WATCHED = [...WATCHED.filter((w) => w.table !== 'withdrawal_order'), ...WATCHED_070, ...WATCHED_071];

/**
 * The ledger journals whose member postings a report figure reads (rebuild.ts LEDGER_REWARDS), over
 * the journal row `j`: VIP and task rewards, registration discounts. Spelled here, not imported: a
 * migration must keep meaning what it meant when it ran; a journal type the reports start reading
 * needs a migration that widens the triggers.
 */
export const rewardJournals = (j: string) =>
  `(${j}.type in ('vip_reward', 'task_reward') or (${j}.type = 'manual_credit' and ${j}.ref_type = 'regist_discount'))`;

/** From migration 070 on, also the days of its manual adjustments and of its ledger rewards and discounts (rebuild.ts). */
export const memberDays070 = (dialect: DialectName, id: string) => `${memberDays(dialect, id)}
  union select ${DAY('ma.reviewed_at')} from manual_adjustment ma where ma.member_id = ${id}.id and ma.status = 'applied'
  union select ${DAY('j.created_at')} from ledger_account la join ledger_posting p on p.account_id = la.id
    join ledger_journal j on j.id = p.journal_id
    where la.owner_type = 'member' and la.owner_id = cast(${id}.id as text)
    and ${rewardJournals('j')}`;
export const MEMBER_COLUMNS = ['agent_id', 'franchisee_id', 'is_test', 'is_internal'];

/** The trigger names (after `report_stale_`) a watch list creates. */
export const triggersOf = (watched: Watched[]) =>
  watched.flatMap((w) => [`${w.table}_update`, `${w.table}_delete`, ...(w.insert ? [`${w.table}_insert`] : [])]);
/** The triggers migration 069 created. */
export const TRIGGERS = [...triggersOf(WATCHED), 'member_update'];
