import type { Database } from '../../../server/db/database';
import { bombayDate, bombayDayRange } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { depositBonusFor, loadDiscountRules } from './discountRules';
import type { AnswerOf } from '../../../shared/contract';
import type { orderContracts } from '../shared/orderContract';

/*
 * The bonus a pending deposit gets when it is approved now: the recharge_discount rule that pays
 * (depositBonusFor over the member's franchisee's rules, with the member's first-deposit and
 * same-day facts), else the bonus given when the order was submitted. Staff may lower it, down to
 * nothing, but not raise it above what the rules (or the submitted bonus) allow: a larger gift
 * goes through a manual credit, which needs a second staff member.
 */

export interface DepositOrderFacts {
  id: number;
  member_id: number;
  franchisee_id: number;
  amount: number;
  bonus: number;
}

/** What approving a deposit now would give (the rule, the prefilled bonus, the most staff may give) and the facts it rests on. */
export type BonusOffer = AnswerOf<typeof orderContracts.bonusOffer>;

export async function bonusOfferFor(db: Database, order: DepositOrderFacts, now: number): Promise<BonusOffer> {
  const earlier = await db
    .selectFrom('deposit_order')
    .select('id')
    .where('member_id', '=', order.member_id)
    .where('status', '=', 2)
    .where('id', '<>', order.id)
    .executeTakeFirst();
  const [dayStart, dayEnd] = bombayDayRange(bombayDate(now));
  const today = await db
    .selectFrom('deposit_order')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', order.member_id)
    .where('status', '=', 2)
    .where('id', '<>', order.id)
    .where('reviewed_at', '>=', dayStart)
    .where('reviewed_at', '<', dayEnd)
    .executeTakeFirstOrThrow();
  const facts = { amount: Number(order.amount), isFirstDeposit: !earlier, approvedToday: Number(today.n) };
  const hit = depositBonusFor(await loadDiscountRules(db, order.franchisee_id), facts);
  let rule: BonusOffer['rule'] = null;
  if (hit) {
    const row = await db.selectFrom('recharge_discount_rule').select('name').where('id', '=', hit.ruleId).executeTakeFirstOrThrow();
    rule = { id: hit.ruleId, name: row.name, bonus: hit.bonus, turnoverMultipleX100: hit.turnoverMultipleX100 };
  }
  const submitted = Number(order.bonus);
  return { rule, offered: rule ? rule.bonus : submitted, max: Math.max(rule?.bonus ?? 0, submitted), ...facts };
}

/** The bonus to credit: staff's choice within [0, offer.max], else the offer; refused naming the field otherwise. */
export function chosenBonus(offer: BonusOffer, requested: number | undefined): number {
  if (requested === undefined) return offer.offered;
  if (requested > offer.max) throw new ApiError('A0400', 'bonus_over_offer', { field: 'bonus', max: offer.max });
  return requested;
}
