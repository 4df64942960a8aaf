import type { Selectable } from 'kysely';
import type { DB } from '../../server/db/schema';
import { bombayDate } from '../../server/domain/time';
import { memberRebates, VIP_LEVELS, type RebateTemplate } from '../../plugins/money/server/rebateRules';
import { dayNumberStart } from '../../server/time/bombay';

/*
 * Player cash-back (返水) in the seed: each business day's valid turnover of a member on a game
 * earns the member's VIP rate in the seeded rebate template (one platform-wide, all-games
 * template at the VIP levels' rebate_bps, as the member detail screen shows it), computed by the
 * same rules as the daily rebate job (plugins/money/server/rebateRules.ts), so seeded days and job days agree.
 * Records are calculated half an hour after the day ends and paid after review the same morning;
 * a paid record is a 'rebate' journal (rebate expense → member cash) with the key
 * rebate:{member}:{date}:{game} (DOMAIN A.4 #5; rebateJournal in server/domain/ledgerJournals.ts),
 * which the record keeps as journal_key.
 * Amounts under ₹1 are not worth a record.
 */

const HOUR = 3_600_000;

/** The VIP ratio the seeded vip_level rows carry (content.ts writes them with it). */
export function vipRebateBps(level: number): number {
  return 20 + level * 5;
}

/** The seeded template (rebate_template id 1): every franchisee, every game, no cap, turnover ×1. */
export const SEED_REBATE_TEMPLATE: RebateTemplate = {
  id: 1,
  franchiseeId: null,
  gameId: null,
  auditMultipleX100: 100,
  dailyCap: 0,
  rates: new Map(Array.from({ length: VIP_LEVELS }, (_, level) => [level, vipRebateBps(level)])),
};

/** A rebate_record row as the seed writes it: always for one game. */
export type RebateRow = Selectable<DB['rebate_record']> & { game_id: number };

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

  /** Records for the day of a member at VIP level `vipLevel` (status and key are the caller's: they depend on review). */
  records(member: { id: number; franchisee_id: number }, vipLevel: number, nextId: () => number): RebateRow[] {
    const date = bombayDate(dayNumberStart(this.day));
    const games = [...this.byGame].map(([gameId, turnover]) => ({ gameId, turnover }));
    return memberRebates([SEED_REBATE_TEMPLATE], { franchiseeId: member.franchisee_id, vipLevel }, games).map((line) => ({
      id: nextId(),
      member_id: member.id,
      franchisee_id: member.franchisee_id,
      game_id: line.gameId,
      business_date: date,
      valid_turnover: line.turnover,
      rate_bps: line.rateBps,
      amount: line.amount,
      status: 0,
      journal_key: null,
      created_at: calculatedAt(this.day),
      cancel_reason: '',
      cancelled_by: null,
      cancelled_at: null,
      template_id: line.templateId,
    }));
  }
}
