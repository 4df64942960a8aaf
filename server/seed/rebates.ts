import type { Selectable } from 'kysely';
import type { RebateRecordTable } from '../db/tables/lottery';
import { applyBps } from '../domain/money';
import { bombayDate } from '../domain/time';
import { dayNumberStart } from '../time/bombay';

/*
 * Player cash-back (返水) in the seed: each business day's valid turnover of a member on a game
 * earns the member's VIP rebate ratio (vip_level.rebate_bps, as the member detail screen shows it).
 * Records are calculated half an hour after the day ends and paid after review the same morning;
 * a paid record is a 'rebate' journal (rebate expense → member cash) with the key
 * rebate:{member}:{date}:{game} (DOMAIN A.4 #5; rebateJournal in server/domain/ledgerJournals.ts),
 * which the record keeps as journal_key.
 * Amounts under ₹1 are not worth a record.
 */

const HOUR = 3_600_000;
export const MIN_REBATE = 100;

/** The VIP ratio the seeded vip_level rows carry (content.ts writes them with it). */
export function vipRebateBps(level: number): number {
  return 20 + level * 5;
}

/** A rebate_record row as the seed writes it: always for one game. */
export type RebateRow = Selectable<RebateRecordTable> & { game_id: number };

/** When day `day`'s rebates are calculated: 00:30 the next Bombay day. */
export function calculatedAt(day: number): number {
  return dayNumberStart(day + 1) + HOUR / 2;
}

/** Turnover per Bombay day number and game, as the member's bets are placed. */
export class RebateDay {
  readonly byGame = new Map<number, number>();
  constructor(readonly day: number) {}

  add(gameId: number, stake: number): void {
    this.byGame.set(gameId, (this.byGame.get(gameId) ?? 0) + stake);
  }

  /** Records for the day at ratio `rateBps` (status and key are the caller's: they depend on review). */
  records(member: { id: number; franchisee_id: number }, rateBps: number, nextId: () => number): RebateRow[] {
    const date = bombayDate(dayNumberStart(this.day));
    const rows: RebateRow[] = [];
    for (const [gameId, turnover] of [...this.byGame].sort(([a], [b]) => a - b)) {
      const amount = applyBps(turnover, rateBps);
      if (amount < MIN_REBATE) continue;
      rows.push({
        id: nextId(), member_id: member.id, franchisee_id: member.franchisee_id, game_id: gameId, business_date: date, valid_turnover: turnover,
        rate_bps: rateBps, amount, status: 0, journal_key: null, created_at: calculatedAt(this.day), cancel_reason: '', cancelled_by: null, cancelled_at: null,
      });
    }
    return rows;
  }
}
