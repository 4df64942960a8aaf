import { approveDeposit, rejectDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { payWithdrawal, rejectWithdrawal, reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT } from '../helpers/server';
import { creditMember, moneyFixture, type MoneyFixture } from './fixture';

/* The member list's running totals and first-charge labels follow the orders that really moved money. */

let fx: MoneyFixture;
beforeAll(async () => {
  fx = await moneyFixture(2);
}, SETUP_TIMEOUT);
afterAll(() => fx.close());

const labels = (id: number) =>
  fx.db
    .selectFrom('member')
    .select(['total_recharge', 'total_withdrawal', 'first_charge_at', 'first_charge_amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('member running totals', () => {
  it('count approved deposits without their bonus, mark the first charge once, and ignore rejected ones', async () => {
    const m = fx.members[0];
    const rejected = await submitDeposit(fx.db, { memberId: m, amount: 99_000, kind: 'company' });
    await rejectDeposit(fx.db, { orderId: rejected.id, staffId: fx.maker, reason: 'no such transfer' });
    expect(await labels(m)).toMatchObject({ total_recharge: 0, first_charge_at: null, first_charge_amount: 0 });
    const first = await submitDeposit(fx.db, { memberId: m, amount: 20_000, bonus: 1_000, kind: 'company' });
    await approveDeposit(fx.db, { orderId: first.id, staffId: fx.maker, now: 1_000 });
    const second = await submitDeposit(fx.db, { memberId: m, amount: 5_000, kind: 'online' });
    await approveDeposit(fx.db, { orderId: second.id, staffId: fx.maker, now: 2_000 });
    expect(await labels(m)).toMatchObject({ total_recharge: 25_000, first_charge_at: 1_000, first_charge_amount: 20_000 });
  });

  it('count paid withdrawals only (a manual credit is not a recharge)', async () => {
    const m = fx.members[1];
    await creditMember(fx.db, fx, m, 10_000);
    expect((await labels(m)).total_recharge).toBe(0);
    const refused = await submitWithdrawal(fx.db, { memberId: m, amount: 3_000 });
    await rejectWithdrawal(fx.db, { orderId: refused.id, staffId: fx.maker, reason: 'bank details wrong' });
    const paid = await submitWithdrawal(fx.db, { memberId: m, amount: 4_000 });
    await reviewWithdrawal(fx.db, { orderId: paid.id, staffId: fx.maker });
    expect((await labels(m)).total_withdrawal).toBe(0);
    await payWithdrawal(fx.db, { orderId: paid.id, staffId: fx.checker });
    expect((await labels(m)).total_withdrawal).toBe(4_000);
  });
});
