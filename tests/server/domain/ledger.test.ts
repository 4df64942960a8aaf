// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import {
  betPayoutJournal,
  betPool,
  betRefundJournal,
  betStakeJournal,
  depositJournal,
  manualCreditJournal,
  manualDebitJournal,
  memberCash,
  memberFrozen,
  rebateJournal,
  periodCloseJournal,
  systemAccount,
  withdrawFreezeJournal,
  withdrawPayoutJournal,
  withdrawReleaseJournal,
} from '../../../server/domain/ledgerJournals';
import { Ledger, validateJournal, type Journal } from '../../../server/domain/ledgerModel';

const house = systemAccount('house');
const clearing = systemAccount('gateway_clearing');
const feeIncome = systemAccount('fee_income');
const bonusExpense = systemAccount('bonus_expense');

function funded(memberId = 'm1', amount = 10_000, bonus = 0): Ledger {
  const ledger = new Ledger();
  expect(ledger.post(depositJournal({ orderNo: 'D1', memberId, amount, bonus })).ok).toBe(true);
  return ledger;
}

describe('validateJournal', () => {
  const ok: Journal = {
    type: 'manual_credit',
    businessKey: 'k',
    postings: [
      { account: house, amount: -5 },
      { account: memberCash('m1'), amount: 5 },
    ],
  };

  it('accepts a balanced journal', () => {
    expect(validateJournal(ok)).toBeNull();
  });

  it.each<[string, Journal, string]>([
    [
      'unbalanced',
      {
        ...ok,
        postings: [
          { account: house, amount: -5 },
          { account: memberCash('m1'), amount: 4 },
        ],
      },
      'unbalanced',
    ],
    [
      'a float',
      {
        ...ok,
        postings: [
          { account: house, amount: -0.5 },
          { account: memberCash('m1'), amount: 0.5 },
        ],
      },
      'invalid',
    ],
    [
      'a zero leg',
      {
        ...ok,
        postings: [
          { account: house, amount: 0 },
          { account: memberCash('m1'), amount: 0 },
        ],
      },
      'invalid',
    ],
    ['one posting', { ...ok, postings: [{ account: house, amount: 0 }] }, 'invalid'],
    ['no key', { ...ok, businessKey: ' ' }, 'invalid'],
    ['an unknown type', { ...ok, type: 'gift' as Journal['type'] }, 'invalid'],
    [
      'an unknown owner type',
      { ...ok, postings: [{ account: { ownerType: 'bank' as 'house', ownerId: 'x', bucket: 'cash' }, amount: -5 }, ok.postings[1]] },
      'invalid',
    ],
    [
      'an unknown bucket',
      { ...ok, postings: [{ account: { ownerType: 'house', ownerId: 'x', bucket: 'vault' as 'cash' }, amount: -5 }, ok.postings[1]] },
      'invalid',
    ],
  ])('refuses %s', (_name, journal, error) => {
    expect(validateJournal(journal)?.error).toBe(error);
    const ledger = new Ledger();
    expect(ledger.post(journal)).toMatchObject({ ok: false, error });
    expect(ledger.journals()).toHaveLength(0);
  });
});

describe('Ledger', () => {
  it('credits a deposit and its bonus as two member postings with a balance_after chain', () => {
    const ledger = funded('m1', 100_000, 5_000);
    expect(ledger.balance(memberCash('m1'))).toBe(105_000);
    expect(ledger.balance(clearing)).toBe(-100_000); // system accounts may go negative
    expect(ledger.balance(bonusExpense)).toBe(-5_000);
    expect(ledger.postingsOf(memberCash('m1')).map((p) => [p.amount, p.balanceAfter])).toEqual([
      [100_000, 100_000],
      [5_000, 105_000],
    ]);
  });

  it('leaves out the bonus legs when there is no bonus', () => {
    expect(depositJournal({ orderNo: 'D', memberId: 1, amount: 100 }).postings).toHaveLength(2);
  });

  it('refuses to overdraw member cash, changes nothing, and lets the same key succeed later', () => {
    const ledger = funded('m1', 1_000);
    const freeze = withdrawFreezeJournal({ orderNo: 'W1', memberId: 'm1', amount: 1_500 });
    expect(ledger.post(freeze)).toMatchObject({ ok: false, error: 'insufficient_funds' });
    expect(ledger.balance(memberCash('m1'))).toBe(1_000);
    expect(ledger.balance(memberFrozen('m1'))).toBe(0);
    expect(ledger.journals()).toHaveLength(1);
    expect(ledger.hasKey('withdraw_freeze:W1')).toBe(false);
    ledger.post(depositJournal({ orderNo: 'D2', memberId: 'm1', amount: 500 }));
    expect(ledger.post(freeze)).toMatchObject({ ok: true, replayed: false });
    expect(ledger.balance(memberCash('m1'))).toBe(0);
  });

  it('checks member balances at every posting, not only at the end of the journal', () => {
    const ledger = new Ledger();
    const shuffle: Journal = {
      type: 'manual_debit',
      businessKey: 'x',
      postings: [
        { account: memberCash('m1'), amount: -100 },
        { account: memberCash('m1'), amount: 100 },
      ],
    };
    expect(ledger.post(shuffle)).toMatchObject({ ok: false, error: 'insufficient_funds' });
  });

  it('applies a business key once: a replay returns the first result and changes nothing', () => {
    const ledger = new Ledger();
    const deposit = depositJournal({ orderNo: 'D1', memberId: 'm1', amount: 700 });
    const first = ledger.post(deposit);
    const again = ledger.post(depositJournal({ orderNo: 'D1', memberId: 'm1', amount: 700 }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(ledger.balance(memberCash('m1'))).toBe(700);
    expect(ledger.journals()).toHaveLength(1);
    expect(ledger.post(depositJournal({ orderNo: 'D1', memberId: 'm1', amount: 800 }))).toMatchObject({ ok: false, error: 'key_conflict' });
    expect(ledger.balance(memberCash('m1'))).toBe(700);
  });

  it('runs a withdrawal as a two-phase hold: freeze, then pay or release, never both', () => {
    const ledger = funded('m1', 10_000, 1_000);
    expect(ledger.post(withdrawFreezeJournal({ orderNo: 'W1', memberId: 'm1', amount: 8_000 })).ok).toBe(true);
    expect([ledger.balance(memberCash('m1')), ledger.balance(memberFrozen('m1'))]).toEqual([3_000, 8_000]);

    const pay = withdrawPayoutJournal({ orderNo: 'W1', memberId: 'm1', amount: 8_000, fee: 100, adminFee: 2_000, bonusDeduction: 1_000 });
    expect(ledger.post(pay).ok).toBe(true);
    expect(ledger.balance(memberFrozen('m1'))).toBe(0);
    expect(ledger.balance(clearing)).toBe(-10_000 + 4_900);
    expect(ledger.balance(feeIncome)).toBe(2_100);
    expect(ledger.balance(bonusExpense)).toBe(0); // the bonus cost is reversed

    expect(ledger.post(withdrawReleaseJournal({ orderNo: 'W1', memberId: 'm1', amount: 8_000 }))).toMatchObject({
      ok: false,
      error: 'key_conflict',
    });
    expect(ledger.post(pay)).toMatchObject({ ok: true, replayed: true });
    expect(ledger.balance(memberCash('m1'))).toBe(3_000);
  });

  it('releases a rejected withdrawal back to cash, after which it cannot be paid', () => {
    const ledger = funded('m1', 5_000);
    ledger.post(withdrawFreezeJournal({ orderNo: 'W1', memberId: 'm1', amount: 5_000 }));
    expect(ledger.post(withdrawReleaseJournal({ orderNo: 'W1', memberId: 'm1', amount: 5_000 })).ok).toBe(true);
    expect([ledger.balance(memberCash('m1')), ledger.balance(memberFrozen('m1'))]).toEqual([5_000, 0]);
    expect(ledger.post(withdrawPayoutJournal({ orderNo: 'W1', memberId: 'm1', amount: 5_000 }))).toMatchObject({
      ok: false,
      error: 'key_conflict',
    });
  });

  it('refuses to pay out more than is frozen', () => {
    const ledger = funded('m1', 5_000);
    ledger.post(withdrawFreezeJournal({ orderNo: 'W1', memberId: 'm1', amount: 1_000 }));
    expect(ledger.post(withdrawPayoutJournal({ orderNo: 'W1', memberId: 'm1', amount: 2_000 }))).toMatchObject({
      ok: false,
      error: 'insufficient_funds',
    });
  });

  it('moves a bet through the pool, pays winners and closes the period into the house', () => {
    const ledger = funded('m1', 20_000);
    ledger.post(depositJournal({ orderNo: 'D2', memberId: 'm2', amount: 20_000 }));
    ledger.post(betStakeJournal({ betNo: 'B1', memberId: 'm1', periodId: 'P1', stake: 10_000, fee: 200, contract: 9_800 }));
    ledger.post(betStakeJournal({ betNo: 'B2', memberId: 'm2', periodId: 'P1', stake: 10_000, fee: 200, contract: 9_800 }));
    expect(ledger.balance(betPool('P1'))).toBe(19_600);
    expect(ledger.balance(feeIncome)).toBe(400);
    ledger.post(betPayoutJournal({ betNo: 'B1', memberId: 'm1', periodId: 'P1', payout: 88_200 })); // ×9
    expect(ledger.balance(betPool('P1'))).toBe(19_600 - 88_200);
    const close = periodCloseJournal({ periodId: 'P1', poolBalance: ledger.balance(betPool('P1')) })!;
    expect(ledger.post(close).ok).toBe(true);
    expect(ledger.balance(betPool('P1'))).toBe(0);
    expect(ledger.balance(house)).toBe(-68_600); // the house lost this period
    expect(ledger.balance(memberCash('m1'))).toBe(98_200);
    expect(periodCloseJournal({ periodId: 'P1', poolBalance: 0 })).toBeNull();
  });

  it('refunds a cancelled bet in full, fee included', () => {
    const ledger = funded('m1', 10_000);
    const bet = { betNo: 'B1', memberId: 'm1', periodId: 'P1', stake: 10_000, fee: 200, contract: 9_800 };
    ledger.post(betStakeJournal(bet));
    expect(ledger.post(betRefundJournal(bet)).ok).toBe(true);
    expect([ledger.balance(memberCash('m1')), ledger.balance(betPool('P1')), ledger.balance(feeIncome)]).toEqual([10_000, 0, 0]);
  });

  it('moves manual credits and debits between house and member, refusing an overdraft', () => {
    const ledger = new Ledger();
    expect(ledger.post(manualCreditJournal({ ref: 'A1', memberId: 'm1', amount: 300 })).ok).toBe(true);
    expect(ledger.post(manualDebitJournal({ ref: 'A2', memberId: 'm1', amount: 301 }))).toMatchObject({
      ok: false,
      error: 'insufficient_funds',
    });
    expect(ledger.post(manualDebitJournal({ ref: 'A3', memberId: 'm1', amount: 300 })).ok).toBe(true);
    expect([ledger.balance(memberCash('m1')), ledger.balance(house)]).toEqual([0, 0]);
  });

  it('pays a rebate from the rebate expense account, once per member, day and game', () => {
    const ledger = new Ledger();
    const rebate = { memberId: 'm1', date: '2026-11-21', gameId: 3, amount: 250 };
    expect(rebateJournal(rebate).businessKey).toBe('rebate:m1:2026-11-21:3');
    expect(ledger.post(rebateJournal(rebate)).ok).toBe(true);
    expect(ledger.post(rebateJournal(rebate))).toMatchObject({ ok: true, replayed: true });
    expect([ledger.balance(memberCash('m1')), ledger.balance(systemAccount('rebate_expense'))]).toEqual([250, -250]);
  });

  it('builders refuse nonsense amounts', () => {
    expect(() => depositJournal({ orderNo: 'D', memberId: 1, amount: 0 })).toThrow(RangeError);
    expect(() => withdrawPayoutJournal({ orderNo: 'W', memberId: 1, amount: 100, adminFee: 100 })).toThrow(/net payout/);
    expect(() => betStakeJournal({ betNo: 'B', memberId: 1, periodId: 1, stake: 100, fee: 2, contract: 97 })).toThrow(/must equal/);
    expect(() => betPayoutJournal({ betNo: 'B', memberId: 1, periodId: 1, payout: 0 })).toThrow(RangeError);
    expect(() => manualCreditJournal({ ref: 'M', memberId: 1, amount: 1.5 })).toThrow(RangeError);
    expect(() => rebateJournal({ memberId: 1, date: '2026-11-21', gameId: 1, amount: 0 })).toThrow(RangeError);
  });

  it('keeps the tenant of system accounts apart', () => {
    const j = depositJournal({ orderNo: 'D', memberId: 1, amount: 100, tenant: 'f7' });
    expect(j.postings[0].account).toEqual({ ownerType: 'gateway_clearing', ownerId: 'f7', bucket: 'cash' });
  });

  it('hands out records that callers cannot change', () => {
    const ledger = funded();
    const [journal] = ledger.journals();
    expect(() => {
      (journal.postings[0] as { amount: number }).amount = 1;
    }).toThrow(TypeError);
    (ledger.journals() as unknown[]).length = 0;
    expect(ledger.journals()).toHaveLength(1);
  });
});
