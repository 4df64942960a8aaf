import fc from 'fast-check';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { ApiError } from '../../../server/http/errors';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { approveDeposit, rejectDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { depositBonusFor, type DiscountRule } from '../../../plugins/money/server/discountRules';
import { memberBalances } from '../../../server/ledger/balances';
import { SETUP_TIMEOUT } from '../helpers/server';
import { moneyFixture, type MoneyFixture } from './fixture';

/*
 * Recharge discounts as a property (issue 12's ledger property tests): random rules of one
 * franchisee (first / daily / every, tiers, rate, cap, enabled or not) and a random sequence of
 * deposits approved or rejected over two Bombay days, through the real services. Each approval
 * credits the amount plus the bonus the rule function names for the member's history at that
 * moment (first deposit, already approved that day) — one bonus at most; a second decision on an
 * order is refused and changes nothing; the ledger stays clean.
 */

const HOUR = 3_600_000;
const rule = fc.record({
  kind: fc.constantFrom('first' as const, 'daily' as const, 'every' as const),
  min: fc.integer({ min: 0, max: 200_000 }),
  // The tier's top above its floor by this much (0: no top), as the table's check wants.
  span: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2_000_000 })),
  rate: fc.integer({ min: 0, max: 3_000 }),
  cap: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000 })),
  multiple: fc.integer({ min: 0, max: 500 }),
  sort: fc.integer({ min: 0, max: 3 }),
  enabled: fc.boolean(),
});
const discountCase = fc.record({
  rules: fc.array(rule, { minLength: 1, maxLength: 4 }),
  deposits: fc.array(
    fc.record({
      amount: fc.integer({ min: 100, max: 1_000_000 }),
      day: fc.integer({ min: 0, max: 1 }),
      approve: fc.constantFrom(true, true, false),
    }),
    { minLength: 1, maxLength: 8 },
  ),
});

let fx: MoneyFixture;
let run = 0;
beforeAll(async () => {
  fx = await moneyFixture(0);
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

async function refusal(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
}

it('each approval credits the amount and the one bonus the rules name for the member’s history; decisions are final; the ledger stays clean', async () => {
  await fc.assert(
    fc.asyncProperty(discountCase, async (c) => {
      run += 1;
      // A franchisee per run: its rules are exactly this case's.
      const { id: franchiseeId } = await fx.db
        .insertInto('franchisee')
        .values({ code: `RD${run}`, name: `rd${run}`, status: 0, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: stationId } = await fx.db
        .insertInto('station')
        .values({ franchisee_id: franchiseeId, code: `RD${run}`, name: `rd${run}`, amount: 0, status: 0, created_at: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rules: DiscountRule[] = [];
      for (const r of c.rules) {
        const max = r.span === 0 ? 0 : r.min + r.span;
        const { id } = await fx.db
          .insertInto('recharge_discount_rule')
          .values({
            franchisee_id: franchiseeId,
            name: 'p',
            kind: r.kind,
            min_amount: r.min,
            max_amount: max,
            rate_bps: r.rate,
            cap: r.cap,
            turnover_multiple_x100: r.multiple,
            sort: r.sort,
            status: r.enabled ? 0 : 1,
            created_at: 0,
            updated_at: 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        rules.push({
          id,
          kind: r.kind,
          minAmount: r.min,
          maxAmount: max,
          rateBps: r.rate,
          cap: r.cap,
          turnoverMultipleX100: r.multiple,
          status: r.enabled ? 0 : 1,
          sort: r.sort,
        });
      }
      const { id: memberId } = await fx.db
        .insertInto('member')
        .values({
          username: `rd${run}`,
          nickname: '',
          phone: '',
          station_id: stationId,
          franchisee_id: franchiseeId,
          agent_id: null,
          is_internal: 0,
          status: 0,
          created_at: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const day0 = addBombayDays('2026-02-02', run * 3);
      let approvedBefore = 0;
      const approvedOn = new Map<number, number>();
      let cash = 0;
      // Deposits in day order (a deposit is decided the day it is made, an hour apart).
      const deposits = [...c.deposits].sort((a, b) => a.day - b.day);
      for (const [k, d] of deposits.entries()) {
        const now = bombayDayStart(addBombayDays(day0, d.day)) + (k + 1) * HOUR;
        const order = await submitDeposit(fx.db, { memberId, amount: d.amount, kind: 'company', now });
        if (!d.approve) {
          await rejectDeposit(fx.db, { orderId: order.id, staffId: fx.maker, reason: 'no', now });
        } else {
          const expected = depositBonusFor(rules, {
            amount: d.amount,
            isFirstDeposit: approvedBefore === 0,
            approvedToday: approvedOn.get(d.day) ?? 0,
          });
          await approveDeposit(fx.db, { orderId: order.id, staffId: fx.maker, now });
          const row = await fx.db
            .selectFrom('deposit_order')
            .select(['bonus', 'is_first', 'credited_amount'])
            .where('id', '=', order.id)
            .executeTakeFirstOrThrow();
          const bonus = expected?.bonus ?? 0;
          expect([Number(row.bonus), row.is_first, Number(row.credited_amount)]).toEqual([
            bonus,
            approvedBefore === 0 ? 1 : 0,
            d.amount + bonus,
          ]);
          const gifts = await fx.db
            .selectFrom('ledger_journal')
            .select('id')
            .where('type', '=', 'deposit_bonus')
            .where('ref_type', '=', 'deposit_order')
            .where('ref_id', '=', String(order.id))
            .execute();
          expect(gifts.length).toBe(bonus > 0 ? 1 : 0);
          cash += d.amount + bonus;
          approvedBefore += 1;
          approvedOn.set(d.day, (approvedOn.get(d.day) ?? 0) + 1);
        }
        // A second decision, either way, is refused and moves nothing.
        const again = await refusal(approveDeposit(fx.db, { orderId: order.id, staffId: fx.maker, now: now + 1 }));
        expect(again).not.toBeNull();
        expect(await refusal(rejectDeposit(fx.db, { orderId: order.id, staffId: fx.maker, reason: 'late', now: now + 2 }))).not.toBeNull();
        expect((await memberBalances(fx.db, [memberId])).get(memberId)?.cash ?? 0).toBe(cash);
      }
      expect((await checkLedger(fx.db)).problems).toEqual([]);
    }),
    { numRuns: 20 },
  );
  // The runs paid bonuses (so the property was about something).
  expect(
    Number(
      (
        await fx.db
          .selectFrom('ledger_journal')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('type', '=', 'deposit_bonus')
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBeGreaterThan(0);
}, 240_000);
