import fc from 'fast-check';
import { bonusOf, depositBonusFor, type DiscountRule } from '../../../plugins/money/server/discountRules';

/* depositBonusFor: one rule at most, never more than the rate or the cap allows, order-independent. */

const rule = (over: Partial<DiscountRule> & { id: number }): DiscountRule => ({
  kind: 'every',
  minAmount: 0,
  maxAmount: 0,
  rateBps: 1_000,
  cap: 0,
  turnoverMultipleX100: 100,
  status: 0,
  sort: 0,
  ...over,
});

const ruleArb = fc.record({
  id: fc.integer({ min: 1, max: 1_000 }),
  kind: fc.constantFrom('first', 'daily', 'every' as const),
  minAmount: fc.integer({ min: 0, max: 1_000_000 }),
  maxAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1_000_000, max: 10_000_000 })),
  rateBps: fc.integer({ min: 0, max: 10_000 }),
  cap: fc.integer({ min: 0, max: 500_000 }),
  turnoverMultipleX100: fc.integer({ min: 0, max: 1_000 }),
  status: fc.integer({ min: 0, max: 1 }),
  sort: fc.integer({ min: 0, max: 5 }),
});
const factsArb = fc.record({
  amount: fc.integer({ min: 1, max: 20_000_000 }),
  isFirstDeposit: fc.boolean(),
  approvedToday: fc.integer({ min: 0, max: 3 }),
});

describe('depositBonusFor', () => {
  it('picks the largest bonus of the rules that apply', () => {
    const rules = [
      rule({ id: 1, kind: 'first', rateBps: 1_000, cap: 100_000 }),
      rule({ id: 2, kind: 'daily', rateBps: 300, minAmount: 50_000, maxAmount: 5_000_000 }),
      rule({ id: 3, kind: 'every', rateBps: 100, status: 1 }),
    ];
    expect(depositBonusFor(rules, { amount: 2_000_000, isFirstDeposit: true, approvedToday: 0 })).toEqual({
      ruleId: 1,
      bonus: 100_000,
      turnoverMultipleX100: 100,
    });
    expect(depositBonusFor(rules, { amount: 2_000_000, isFirstDeposit: false, approvedToday: 0 })).toEqual({
      ruleId: 2,
      bonus: 60_000,
      turnoverMultipleX100: 100,
    });
    expect(depositBonusFor(rules, { amount: 2_000_000, isFirstDeposit: false, approvedToday: 1 })).toBeNull();
    expect(depositBonusFor(rules, { amount: 40_000, isFirstDeposit: false, approvedToday: 0 })).toBeNull();
    expect(depositBonusFor(rules, { amount: 0, isFirstDeposit: true, approvedToday: 0 })).toBeNull();
  });

  it('never pays more than the rule allows, only from an enabled rule whose tier and kind match, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(ruleArb, { maxLength: 8 }), factsArb, (rules, facts) => {
        const unique = rules.map((r, i) => ({ ...r, id: i + 1 }));
        const answer = depositBonusFor(unique, facts);
        const reversed = depositBonusFor([...unique].reverse(), facts);
        expect(reversed).toEqual(answer);
        if (!answer) {
          for (const r of unique) {
            const applies =
              r.status === 0 &&
              (r.kind !== 'first' || facts.isFirstDeposit) &&
              (r.kind !== 'daily' || facts.approvedToday === 0) &&
              facts.amount >= r.minAmount &&
              (r.maxAmount === 0 || facts.amount <= r.maxAmount);
            if (applies) expect(bonusOf(r, facts.amount)).toBe(0);
          }
          return;
        }
        const chosen = unique.find((r) => r.id === answer.ruleId) as DiscountRule;
        expect(chosen.status).toBe(0);
        expect(answer.bonus).toBeGreaterThan(0);
        expect(answer.bonus).toBeLessThanOrEqual(Math.floor((facts.amount * chosen.rateBps) / 10_000));
        if (chosen.cap > 0) expect(answer.bonus).toBeLessThanOrEqual(chosen.cap);
        expect(Number.isSafeInteger(answer.bonus)).toBe(true);
        expect(facts.amount >= chosen.minAmount && (chosen.maxAmount === 0 || facts.amount <= chosen.maxAmount)).toBe(true);
        if (chosen.kind === 'first') expect(facts.isFirstDeposit).toBe(true);
        if (chosen.kind === 'daily') expect(facts.approvedToday).toBe(0);
      }),
    );
  });
});
