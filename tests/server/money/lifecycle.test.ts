import { memberCash, systemAccount } from '../../../server/domain/ledgerJournals';
import { rupees } from '../../../server/domain/money';
import { ApiError } from '../../../server/http/errors';
import { t } from '../../../server/http/messages';
import { approveDeposit, rejectDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { balanceOf, memberBalances } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { approveManual, rejectManual, submitManual } from '../../../plugins/money/server/manual';
import { writeMoneySetting } from '../../../plugins/money/server/settings';
import { addValidTurnover } from '../../../server/ledger/turnover';
import { payWithdrawal, rejectWithdrawal, reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { SETUP_TIMEOUT } from '../helpers/server';
import { creditMember, moneyFixture, type MoneyFixture } from './fixture';

/** The ApiError message key a promise rejects with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
  throw new Error('expected a refusal');
}

let fx: MoneyFixture;
beforeAll(async () => {
  fx = await moneyFixture(4);
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

const cash = async (member: number) =>
  (await memberBalances(fx.db, [member])).get(member) as { cash: number; frozen: number; bonus: number };

describe('deposit orders', () => {
  it('approve credits amount + bonus once, marks the first deposit and opens a turnover requirement', async () => {
    const [m] = fx.members;
    const order = await submitDeposit(fx.db, { memberId: m, amount: 10_000, bonus: 500, kind: 'company' });
    const approved = await approveDeposit(fx.db, { orderId: order.id, staffId: fx.maker });
    expect(approved).toMatchObject({ credited: 10_500, balanceAfter: 10_500, isFirst: 1 });
    expect(await refusal(approveDeposit(fx.db, { orderId: order.id, staffId: fx.maker }))).toBe('order_not_pending');
    expect(await refusal(rejectDeposit(fx.db, { orderId: order.id, staffId: fx.maker, reason: 'late' }))).toBe('order_not_pending');
    expect((await cash(m)).cash).toBe(10_500);
    const req = await fx.db.selectFrom('turnover_requirement').selectAll().where('member_id', '=', m).executeTakeFirstOrThrow();
    expect(req).toMatchObject({
      deposit_amount: 10_000,
      discount_amount: 500,
      normal_required: 10_000,
      comprehensive_required: 10_500,
      status: 'open',
    });
    const member = await fx.db.selectFrom('member').select('first_charge_at').where('id', '=', m).executeTakeFirstOrThrow();
    expect(member.first_charge_at).not.toBeNull();
    expect(await balanceOf(fx.db, systemAccount('gateway_clearing', String(fx.franchiseeId)))).toBe(-10_000);
  });

  it('reject needs a reason, keeps it and moves no money', async () => {
    const [, m] = fx.members;
    const order = await submitDeposit(fx.db, { memberId: m, amount: 7_000, kind: 'online' });
    expect(await refusal(rejectDeposit(fx.db, { orderId: order.id, staffId: fx.maker, reason: '  ' }))).toBe('reason_required');
    await rejectDeposit(fx.db, { orderId: order.id, staffId: fx.maker, reason: 'no such UTR' });
    const row = await fx.db.selectFrom('deposit_order').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 3, reject_reason: 'no such UTR', reviewed_by: fx.maker });
    expect(await cash(m)).toEqual({ cash: 0, frozen: 0, bonus: 0 });
    expect(await refusal(approveDeposit(fx.db, { orderId: order.id, staffId: fx.maker }))).toBe('order_not_pending');
    expect(await refusal(approveDeposit(fx.db, { orderId: 999_999, staffId: fx.maker }))).toBe('not_found');
  });
});

describe('withdrawal orders', () => {
  it('freezes at submit and refuses more than the cash, writing nothing', async () => {
    const [, , m] = fx.members;
    await creditMember(fx.db, fx, m, 20_000);
    expect(await refusal(submitWithdrawal(fx.db, { memberId: m, amount: 20_001 }))).toBe('insufficient_funds');
    expect(await fx.db.selectFrom('withdrawal_order').select('id').where('member_id', '=', m).execute()).toHaveLength(0);
    const w = await submitWithdrawal(fx.db, { memberId: m, amount: 15_000 });
    expect(await cash(m)).toEqual({ cash: 5_000, frozen: 15_000, bonus: 0 });
    expect(await refusal(rejectWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker, reason: '' }))).toBe('reason_required');
    await rejectWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker, reason: 'name mismatch' });
    expect(await cash(m)).toEqual({ cash: 20_000, frozen: 0, bonus: 0 });
    expect(await refusal(payWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker }))).toBe('order_not_pending');
  });

  it('above the threshold needs a second reviewer who is not the first, then pays out', async () => {
    const [, , , m] = fx.members;
    await writeMoneySetting(fx.db, 'secondReviewThreshold', 10_000, Date.now());
    await creditMember(fx.db, fx, m, 30_000);
    const w = await submitWithdrawal(fx.db, { memberId: m, amount: 12_000 });
    expect(w.needsSecondReview).toBe(true);
    expect(await reviewWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker })).toMatchObject({ stage: 'first_approved' });
    expect(await refusal(reviewWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker }))).toBe('same_reviewer');
    expect(await refusal(payWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker }))).toBe('order_not_pending');
    expect(await reviewWithdrawal(fx.db, { orderId: w.id, staffId: fx.checker })).toMatchObject({ stage: 'approved', netPayout: 12_000 });
    await payWithdrawal(fx.db, { orderId: w.id, staffId: fx.checker, txnId: 'UTR1' });
    expect(await refusal(rejectWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker, reason: 'too late' }))).toBe('order_not_pending');
    expect(await cash(m)).toEqual({ cash: 18_000, frozen: 0, bonus: 0 });
    const steps = await fx.db
      .selectFrom('withdrawal_review')
      .select(['step', 'staff_id', 'decision'])
      .where('withdrawal_id', '=', w.id)
      .orderBy('step')
      .execute();
    expect(steps).toEqual([
      { step: 1, staff_id: fx.maker, decision: 'approve' },
      { step: 2, staff_id: fx.checker, decision: 'approve' },
      { step: 3, staff_id: fx.checker, decision: 'pay' },
    ]);
    await writeMoneySetting(fx.db, 'secondReviewThreshold', 5_000_000, Date.now());
  });
});

describe('manual requests (maker-checker)', () => {
  const journals = async () => (await checkLedger(fx.db)).journals;
  const rowsOf = (id: number) =>
    fx.db
      .selectFrom('manual_adjustment')
      .select(['status', 'journal_id', 'balance_after', 'checker_id'])
      .where('batch_id', '=', id)
      .orderBy('id')
      .execute();

  it('a batch moves nothing at submit and applies to every member once, at approval by another staff member', async () => {
    const members = fx.members;
    // members[1] has nothing, so a debit batch including it is refused at submit, whole.
    expect(
      await refusal(
        submitManual(fx.db, {
          kind: 'batch',
          memberIds: [members[0], members[1]],
          direction: 'debit',
          amount: 100,
          staffId: fx.maker,
          reasonType: 'manual_withdrawal',
        }),
      ),
    ).toBe('insufficient_funds');
    expect(await fx.db.selectFrom('manual_batch').select('id').where('direction', '=', 'debit').execute()).toHaveLength(0);
    expect(
      await refusal(
        submitManual(fx.db, {
          kind: 'batch',
          memberIds: [members[0], members[0]],
          direction: 'credit',
          amount: 100,
          staffId: fx.maker,
          reasonType: 'x',
        }),
      ),
    ).toBe('duplicate_members');
    expect(
      await refusal(
        submitManual(fx.db, {
          kind: 'batch',
          memberIds: [members[0], 999_999],
          direction: 'credit',
          amount: 100,
          staffId: fx.maker,
          reasonType: 'x',
        }),
      ),
    ).toBe('member_not_found');

    const before = await memberBalances(fx.db, members);
    const journalsBefore = await journals();
    const batch = await submitManual(fx.db, {
      kind: 'batch',
      memberIds: members,
      direction: 'credit',
      amount: 250,
      staffId: fx.maker,
      reasonType: 'activity_bonus',
    });
    expect(batch).toMatchObject({ status: 'pending_approval', count: members.length, totalAmount: 250 * members.length });
    expect(await memberBalances(fx.db, members)).toEqual(before);
    expect(await journals()).toBe(journalsBefore);
    expect(await rowsOf(batch.id)).toEqual(
      members.map(() => ({ status: 'pending_approval', journal_id: null, balance_after: null, checker_id: null })),
    );

    expect(await refusal(approveManual(fx.db, { id: batch.id, staffId: fx.maker }))).toBe('maker_is_checker');
    expect(await refusal(rejectManual(fx.db, { id: batch.id, staffId: fx.maker, reason: 'mine' }))).toBe('maker_is_checker');
    expect(await refusal(approveManual(fx.db, { id: 999_999, staffId: fx.checker }))).toBe('not_found');
    const applied = await approveManual(fx.db, { id: batch.id, staffId: fx.checker });
    expect(applied).toMatchObject({ status: 'applied', count: members.length });
    const after = await memberBalances(fx.db, members);
    for (const m of members) expect(after.get(m)?.cash).toBe((before.get(m)?.cash ?? 0) + 250);
    expect(await journals()).toBe(journalsBefore + members.length);
    for (const row of await rowsOf(batch.id))
      expect(row).toMatchObject({ status: 'applied', journal_id: expect.any(Number), checker_id: fx.checker });
    expect(await refusal(approveManual(fx.db, { id: batch.id, staffId: fx.checker }))).toBe('request_not_pending');
    expect(await refusal(rejectManual(fx.db, { id: batch.id, staffId: fx.checker, reason: 'late' }))).toBe('request_not_pending');
    expect(await memberBalances(fx.db, members)).toEqual(after);
    expect(await checkLedger(fx.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a debit covered at submit but not at approval refuses the whole approval; reject needs a reason and moves nothing', async () => {
    // b has the smaller cash of the two, so a debit of all of it fits both at submit.
    const [a, b] = [fx.members[2], fx.members[0]];
    const cashB = (await cash(b)).cash;
    const request = await submitManual(fx.db, {
      kind: 'batch',
      memberIds: [a, b],
      direction: 'debit',
      amount: cashB,
      staffId: fx.maker,
      reasonType: 'manual_withdrawal',
    });
    // Meanwhile b's cash drops (a withdrawal freezes some): the debit no longer fits.
    await submitWithdrawal(fx.db, { memberId: b, amount: 1 });
    const before = await memberBalances(fx.db, [a, b]);
    const journalsBefore = await journals();
    expect(await refusal(approveManual(fx.db, { id: request.id, staffId: fx.checker }))).toBe('batch_overdraw'); // a batch names the rows that would overdraw
    // The refusal names the row, the member and both amounts in ₹ with Indian grouping (rupees()), in zh and en.
    const params = await approveManual(fx.db, { id: request.id, staffId: fx.checker }).then(
      () => ({}),
      (e: ApiError) => e.params as Record<string, string | number>,
    );
    const short = `#2 m1 (${rupees(cashB)} > ${rupees(cashB - 1)})`;
    expect(params).toEqual({ count: 1, rows: short });
    expect(t('en', 'batch_overdraw', params)).toBe(`Nothing was applied: 1 row(s) would overdraw the member's cash: ${short}`);
    expect(t('zh', 'batch_overdraw', params)).toBe(`未执行任何入账：1 行会使会员可用余额不足：${short}`);
    expect(await memberBalances(fx.db, [a, b])).toEqual(before);
    expect(await journals()).toBe(journalsBefore);
    const row = await fx.db
      .selectFrom('manual_batch')
      .select(['status', 'checker_id'])
      .where('id', '=', request.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending_approval', checker_id: null });

    expect(await refusal(rejectManual(fx.db, { id: request.id, staffId: fx.checker, reason: '  ' }))).toBe('reason_required');
    const rejected = await rejectManual(fx.db, { id: request.id, staffId: fx.checker, reason: 'balance changed' });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'balance changed' });
    expect(
      await fx.db
        .selectFrom('manual_batch')
        .select(['status', 'reject_reason', 'checker_id'])
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'rejected', reject_reason: 'balance changed', checker_id: fx.checker });
    for (const r of await rowsOf(request.id)) expect(r).toMatchObject({ status: 'rejected', journal_id: null });
    expect(await refusal(approveManual(fx.db, { id: request.id, staffId: fx.checker }))).toBe('request_not_pending');
    expect(await memberBalances(fx.db, [a, b])).toEqual(before);
    expect(await journals()).toBe(journalsBefore);
  });

  it('the database itself refuses a checker who is the maker', async () => {
    const request = await submitManual(fx.db, {
      kind: 'single',
      direction: 'credit',
      memberIds: [fx.members[3]],
      amount: 10,
      staffId: fx.maker,
      reasonType: 'x',
    });
    await expect(
      fx.db.updateTable('manual_batch').set({ checker_id: fx.maker }).where('id', '=', request.id).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
    await expect(
      fx.db.updateTable('manual_adjustment').set({ checker_id: fx.maker }).where('batch_id', '=', request.id).execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
  });

  it('an audited credit opens its turnover requirement at approval, not at submit', async () => {
    const m = fx.members[3];
    const request = await submitManual(fx.db, {
      kind: 'single',
      direction: 'credit',
      memberIds: [m],
      amount: 5_000,
      staffId: fx.maker,
      reasonType: 'bonus',
      normalAudit: true,
      comprehensiveMultipleX100: 300,
    });
    const requirements = () =>
      fx.db
        .selectFrom('turnover_requirement')
        .select(['source_type', 'deposit_amount', 'comprehensive_multiple_x100'])
        .where('member_id', '=', m)
        .where('source_type', '=', 'manual_credit')
        .execute();
    expect(await requirements()).toEqual([]);
    await approveManual(fx.db, { id: request.id, staffId: fx.checker });
    expect(await requirements()).toEqual([{ source_type: 'manual_credit', deposit_amount: 5_000, comprehensive_multiple_x100: 300 }]);
  });
});

describe('audit (spec §9) through the withdrawal lifecycle', () => {
  let g: MoneyFixture;
  beforeAll(async () => {
    g = await moneyFixture(4);
    await writeMoneySetting(g.db, 'normalMultipleX100', 100, Date.now());
  }, SETUP_TIMEOUT);
  afterAll(async () => g?.close());

  // Deposit ₹100 with a ₹10 bonus: normal needs 10 000, comprehensive (10 000 + 1 000) × multiple.
  async function depositAndBet(member: number, comprehensiveX100: number, turnover: number) {
    await writeMoneySetting(g.db, 'comprehensiveMultipleX100', comprehensiveX100, Date.now());
    const d = await submitDeposit(g.db, { memberId: member, amount: 10_000, bonus: 1_000, kind: 'company' });
    await approveDeposit(g.db, { orderId: d.id, staffId: g.maker });
    await addValidTurnover(g.db, member, turnover, Date.now());
  }

  async function withdrawAll(member: number, amount: number) {
    const w = await submitWithdrawal(g.db, { memberId: member, amount });
    const reviewed = await reviewWithdrawal(g.db, { orderId: w.id, staffId: g.maker });
    await payWithdrawal(g.db, { orderId: w.id, staffId: g.checker });
    const reqs = await g.db
      .selectFrom('turnover_requirement')
      .select(['status', 'normal_met', 'comprehensive_met'])
      .where('member_id', '=', member)
      .execute();
    return { reviewed, reqs };
  }

  it('both audits met: nothing deducted', async () => {
    const m = g.members[0];
    await depositAndBet(m, 200, 22_000);
    const { reviewed, reqs } = await withdrawAll(m, 11_000);
    expect(reviewed).toMatchObject({ fee: 0, adminFee: 0, bonusDeduction: 0, netPayout: 11_000 });
    expect(reqs).toEqual([{ status: 'met', normal_met: 1, comprehensive_met: 1 }]);
  });

  it('normal audit unmet: an admin fee of 100 % of the deposit', async () => {
    const m = g.members[1];
    await depositAndBet(m, 50, 6_000); // comprehensive needs 5 500: met; normal needs 10 000: unmet
    const { reviewed, reqs } = await withdrawAll(m, 11_000);
    expect(reviewed).toMatchObject({ adminFee: 10_000, bonusDeduction: 0, netPayout: 1_000 });
    expect(reqs).toEqual([{ status: 'settled', normal_met: 0, comprehensive_met: 1 }]);
  });

  it('comprehensive audit unmet: the discount is deducted', async () => {
    const m = g.members[2];
    await depositAndBet(m, 200, 12_000); // normal 10 000 met; comprehensive 22 000 unmet
    const { reviewed, reqs } = await withdrawAll(m, 11_000);
    expect(reviewed).toMatchObject({ adminFee: 0, bonusDeduction: 1_000, netPayout: 10_000 });
    expect(reqs).toEqual([{ status: 'settled', normal_met: 1, comprehensive_met: 0 }]);
  });

  it('both unmet: admin fee and deduction; refused while nothing would be paid', async () => {
    const m = g.members[3];
    await depositAndBet(m, 200, 5_000);
    const w = await submitWithdrawal(g.db, { memberId: m, amount: 11_000 });
    expect(await refusal(reviewWithdrawal(g.db, { orderId: w.id, staffId: g.maker }))).toBe('net_payout_not_positive');
    await rejectWithdrawal(g.db, { orderId: w.id, staffId: g.maker, reason: 'audit not reached' });
    await creditMember(g.db, g, m, 20_000);
    const feeIncome = await balanceOf(g.db, systemAccount('fee_income', String(g.franchiseeId)));
    const { reviewed, reqs } = await withdrawAll(m, 31_000);
    expect(reviewed).toMatchObject({ adminFee: 10_000, bonusDeduction: 1_000, netPayout: 20_000 });
    expect(reqs).toEqual([{ status: 'settled', normal_met: 0, comprehensive_met: 0 }]);
    expect(await balanceOf(g.db, systemAccount('fee_income', String(g.franchiseeId)))).toBe(feeIncome + 10_000);
    expect(await balanceOf(g.db, memberCash(m))).toBe(0);
    expect(await checkLedger(g.db)).toMatchObject({ ok: true });
  });
});
