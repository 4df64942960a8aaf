import { JOURNAL_TYPES, type JournalType } from '../../../shared/journalTypes';

/*
 * What member_cash_record shows of the ledger, for the server's list and the console's screen
 * alike: the journal types that can post to a member's accounts (the type filter offers each of
 * them and the screen labels each of them; a unit test keeps the labels complete) and the business
 * number a journal's key carries.
 */

/** Journal types that never post to a member: a period's close (bet pool → house) and an agent's commission (house → agent). */
const NEVER_MEMBER: readonly JournalType[] = ['period_close', 'commission'];

/** Every journal type a member's account can see (postJournal(s) refuses any type outside JOURNAL_TYPES). */
export const MEMBER_JOURNAL_TYPES = JOURNAL_TYPES.filter((t) => !NEVER_MEMBER.includes(t)) as readonly JournalType[];

/**
 * A journal's business key as a business number: the key is `<event>:<number…>` (deposit:D…,
 * withdraw_freeze:W…, bet:B…, rebate:member:day:game), and the event is already the row's type, so
 * the number parts are shown, joined as one reads them. A key without an event prefix is shown whole.
 */
export function businessNumber(key: string): string {
  const parts = key.split(':');
  return parts.length < 2 ? key : parts.slice(1).join(' · ');
}

/** Journal types of the lottery cut of members' cash (detauls_lottery_transaction): stakes, payouts, refunds and rebates. */
export const LOTTERY_TRANSACTION_TYPES = ['bet_stake', 'bet_payout', 'bet_refund', 'rebate'] as const;
