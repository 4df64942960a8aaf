// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import {
  betPayoutJournal,
  betPool,
  betStakeJournal,
  depositJournal,
  manualCreditJournal,
  manualDebitJournal,
  memberCash,
  memberFrozen,
  periodCloseJournal,
  systemAccount,
  withdrawFreezeJournal,
  withdrawPayoutJournal,
  withdrawReleaseJournal,
} from '../../../server/domain/ledgerJournals';
import { Ledger, accountKey, type Journal, type PostResult } from '../../../server/domain/ledgerModel';
import { feeOf, mulOdds } from '../../../server/domain/money';

/*
 * Random sequences of deposits, bets, settlements, period closes, withdrawals (freeze, pay,
 * reject), manual adjustments, replays, reused keys and malformed journals, run against the
 * ledger while an independent model predicts every outcome and every balance.
 */

const MEMBERS = ['m0', 'm1', 'm2'];
const SYSTEM = ['house', 'gateway_clearing', 'fee_income', 'bonus_expense'] as const;

const member = fc.integer({ min: 0, max: MEMBERS.length - 1 });
const amount = fc.integer({ min: 1, max: 200_000 });
const cmd = fc.oneof(
  fc.record({ k: fc.constant('deposit' as const), m: member, amount, bonus: fc.integer({ min: 0, max: 20_000 }) }),
  fc.record({ k: fc.constant('withdraw' as const), m: member, amount }),
  fc.record({
    k: fc.constant('pay' as const),
    pick: fc.nat(),
    feePct: fc.integer({ min: 0, max: 30 }),
    adminPct: fc.integer({ min: 0, max: 30 }),
    bonusPct: fc.integer({ min: 0, max: 30 }),
  }),
  fc.record({ k: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({
    k: fc.constant('bet' as const),
    m: member,
    slot: fc.integer({ min: 0, max: 1 }),
    stake: fc.integer({ min: 1, max: 50_000 }),
  }),
  fc.record({ k: fc.constant('settle' as const), pick: fc.nat(), mult: fc.constantFrom(0, 150, 200, 450, 900) }),
  fc.record({ k: fc.constant('close' as const), slot: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ k: fc.constant('credit' as const), m: member, amount }),
  fc.record({ k: fc.constant('debit' as const), m: member, amount }),
  fc.record({ k: fc.constant('replay' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('retry' as const), pick: fc.nat() }),
  fc.record({ k: fc.constant('reuseKey' as const), pick: fc.nat(), delta: fc.integer({ min: 1, max: 1_000 }) }),
  fc.record({
    k: fc.constant('garbage' as const),
    m: member,
    a: fc.integer({ min: -1_000, max: 1_000 }),
    b: fc.integer({ min: -1_000, max: 1_000 }),
  }),
);
type Cmd = typeof cmd extends fc.Arbitrary<infer T> ? T : never;

interface Order {
  no: string;
  m: string;
  amount: number;
  final?: Journal;
}
interface Bet {
  no: string;
  m: string;
  period: string;
  stake: number;
  fee: number;
  contract: number;
  payout?: Journal;
  settled: boolean;
}

class Model {
  readonly bal = new Map<string, number>();
  readonly orders: Order[] = [];
  readonly bets: Bet[] = [];
  readonly posted: Journal[] = [];
  /** Refused journals with what to record if a later retry succeeds. */
  readonly refused: { journal: Journal; onSuccess: () => void }[] = [];
  readonly generation = [0, 0];
  private n = 0;
  next(prefix: string): string {
    return `${prefix}${++this.n}`;
  }
  get(key: string): number {
    return this.bal.get(key) ?? 0;
  }
  /** What the ledger should do with a journal, judged only from the model's own balances. */
  expect(j: Journal): 'ok' | 'insufficient_funds' {
    const scratch = new Map<string, number>();
    for (const p of j.postings) {
      const k = accountKey(p.account);
      const after = (scratch.get(k) ?? this.get(k)) + p.amount;
      if (p.account.ownerType === 'member' && after < 0) return 'insufficient_funds';
      scratch.set(k, after);
    }
    return 'ok';
  }
  apply(j: Journal): void {
    for (const p of j.postings) this.bal.set(accountKey(p.account), this.get(accountKey(p.account)) + p.amount);
    this.posted.push(j);
  }
  period(slot: number): string {
    return `P${slot}g${this.generation[slot]}`;
  }
}

function fingerprint(ledger: Ledger): string {
  return JSON.stringify([ledger.journals().length, ledger.accounts().map((a) => [accountKey(a), ledger.balance(a)])]);
}

/**
 * Posts a journal whose key has never been applied and checks the outcome the model predicts.
 * A refusal must leave no trace, not even a used key, so it is kept for a later retry.
 */
function postNew(ledger: Ledger, model: Model, j: Journal, onSuccess: () => void = () => {}): boolean {
  const before = fingerprint(ledger);
  const predicted = model.expect(j);
  const r = ledger.post(j);
  if (predicted === 'ok') {
    expect(r).toMatchObject({ ok: true, replayed: false });
    model.apply(j);
    onSuccess();
    return true;
  }
  expect(r).toMatchObject({ ok: false, error: predicted });
  expect(fingerprint(ledger)).toBe(before);
  expect(ledger.hasKey(j.businessKey)).toBe(false);
  model.refused.push({ journal: j, onSuccess });
  return false;
}

/** Posts something that must change nothing: a replay (same result again) or a refusal. */
function postNoChange(ledger: Ledger, j: Journal, outcome: 'replay' | 'key_conflict' | 'refused'): PostResult {
  const before = fingerprint(ledger);
  const r = ledger.post(j);
  if (outcome === 'replay') expect(r).toMatchObject({ ok: true, replayed: true });
  else if (outcome === 'key_conflict') expect(r).toMatchObject({ ok: false, error: 'key_conflict' });
  else expect(r.ok).toBe(false);
  expect(fingerprint(ledger)).toBe(before);
  return r;
}

function run(ledger: Ledger, model: Model, c: Cmd): void {
  switch (c.k) {
    case 'deposit':
      postNew(ledger, model, depositJournal({ orderNo: model.next('D'), memberId: MEMBERS[c.m], amount: c.amount, bonus: c.bonus }));
      return;
    case 'withdraw': {
      const order = { no: model.next('W'), m: MEMBERS[c.m], amount: c.amount };
      postNew(ledger, model, withdrawFreezeJournal({ orderNo: order.no, memberId: order.m, amount: order.amount }), () =>
        model.orders.push(order),
      );
      return;
    }
    case 'pay':
    case 'reject': {
      if (model.orders.length === 0) return;
      const o = model.orders[c.pick % model.orders.length];
      const pct = (p: number) => Math.floor((o.amount * p) / 100);
      const j =
        c.k === 'pay'
          ? withdrawPayoutJournal({
              orderNo: o.no,
              memberId: o.m,
              amount: o.amount,
              fee: pct(c.feePct),
              adminFee: pct(c.adminPct),
              bonusDeduction: pct(c.bonusPct),
            })
          : withdrawReleaseJournal({ orderNo: o.no, memberId: o.m, amount: o.amount });
      if (!o.final) {
        expect(postNew(ledger, model, j)).toBe(true); // the frozen amount is always there
        o.final = j;
      } else {
        postNoChange(ledger, j, JSON.stringify(j) === JSON.stringify(o.final) ? 'replay' : 'key_conflict');
      }
      return;
    }
    case 'bet': {
      const fee = feeOf(c.stake);
      const bet: Bet = {
        no: model.next('B'),
        m: MEMBERS[c.m],
        period: model.period(c.slot),
        stake: c.stake,
        fee,
        contract: c.stake - fee,
        settled: false,
      };
      // A refused bet is not retried: its period may have closed meanwhile.
      if (
        postNew(
          ledger,
          model,
          betStakeJournal({ betNo: bet.no, memberId: bet.m, periodId: bet.period, stake: bet.stake, fee: bet.fee, contract: bet.contract }),
        )
      ) {
        model.bets.push(bet);
      } else {
        model.refused.pop();
      }
      return;
    }
    case 'settle': {
      if (model.bets.length === 0) return;
      const b = model.bets[c.pick % model.bets.length];
      if (b.settled) {
        if (b.payout) postNoChange(ledger, b.payout, 'replay');
        return;
      }
      b.settled = true;
      const payout = mulOdds(b.contract, c.mult);
      if (payout === 0) return; // a lost bet posts nothing
      b.payout = betPayoutJournal({ betNo: b.no, memberId: b.m, periodId: b.period, payout });
      expect(postNew(ledger, model, b.payout)).toBe(true);
      return;
    }
    case 'close': {
      const period = model.period(c.slot);
      if (model.bets.some((b) => b.period === period && !b.settled)) return; // the state machine settles first
      const pool = model.get(accountKey(betPool(period)));
      expect(ledger.balance(betPool(period))).toBe(pool);
      const j = periodCloseJournal({ periodId: period, poolBalance: pool });
      if (j) expect(postNew(ledger, model, j)).toBe(true);
      expect(ledger.balance(betPool(period))).toBe(0);
      model.generation[c.slot]++;
      return;
    }
    case 'credit':
      postNew(ledger, model, manualCreditJournal({ ref: model.next('C'), memberId: MEMBERS[c.m], amount: c.amount }));
      return;
    case 'debit':
      postNew(ledger, model, manualDebitJournal({ ref: model.next('X'), memberId: MEMBERS[c.m], amount: c.amount }));
      return;
    case 'replay': {
      if (model.posted.length === 0) return;
      const j = model.posted[c.pick % model.posted.length];
      const first = ledger.journals().find((p) => p.businessKey === j.businessKey);
      expect(postNoChange(ledger, j, 'replay')).toEqual({ ok: true, replayed: true, journal: first });
      return;
    }
    case 'retry': {
      if (model.refused.length === 0) return;
      const [again] = model.refused.splice(c.pick % model.refused.length, 1);
      postNew(ledger, model, again.journal, again.onSuccess);
      return;
    }
    case 'reuseKey': {
      if (model.posted.length === 0) return;
      const j = model.posted[c.pick % model.posted.length];
      const [p0, p1, ...rest] = j.postings;
      const changed = { ...j, postings: [{ ...p0, amount: p0.amount + c.delta }, { ...p1, amount: p1.amount - c.delta }, ...rest] };
      // A leg moved to exactly zero is malformed and refused before the key is even looked up.
      const malformed = changed.postings.some((p) => p.amount === 0);
      postNoChange(ledger, changed, malformed ? 'refused' : 'key_conflict');
      return;
    }
    case 'garbage': {
      if (c.a + c.b === 0 && c.a !== 0) return; // that one would be balanced
      const j: Journal = {
        type: 'manual_credit',
        businessKey: model.next('G'),
        postings: [
          { account: systemAccount('house'), amount: c.a },
          { account: memberCash(MEMBERS[c.m]), amount: c.b },
        ],
      };
      postNoChange(ledger, j, 'refused');
      return;
    }
  }
}

/** Every invariant of DOMAIN A.4 #1–#3 and #5, recomputed from the raw postings. */
function checkInvariants(ledger: Ledger, model: Model): void {
  const journals = ledger.journals();
  expect(journals).toHaveLength(model.posted.length);
  expect(new Set(journals.map((j) => j.businessKey)).size).toBe(journals.length);
  let total = 0;
  let postingCount = 0;
  for (const j of journals) {
    expect(j.postings.reduce((s, p) => s + p.amount, 0)).toBe(0);
    postingCount += j.postings.length;
  }
  for (const account of ledger.accounts()) {
    let running = 0;
    let lastSeq = 0;
    for (const p of ledger.postingsOf(account)) {
      expect(p.seq).toBeGreaterThan(lastSeq);
      lastSeq = p.seq;
      running += p.amount;
      expect(p.balanceAfter).toBe(running);
      if (account.ownerType === 'member') expect(p.balanceAfter).toBeGreaterThanOrEqual(0);
      postingCount--;
    }
    expect(ledger.balance(account)).toBe(running);
    expect(ledger.balance(account)).toBe(model.get(accountKey(account)));
    total += running;
  }
  expect(postingCount).toBe(0); // every posting is in exactly one account's history
  expect(total).toBe(0);
  for (const m of MEMBERS) {
    expect(ledger.balance(memberCash(m))).toBe(model.get(accountKey(memberCash(m))));
    expect(ledger.balance(memberFrozen(m))).toBe(model.get(accountKey(memberFrozen(m))));
  }
  for (const s of SYSTEM) expect(ledger.balance(systemAccount(s))).toBe(model.get(accountKey(systemAccount(s))));
}

describe('ledger invariants over random operation sequences', () => {
  it('holds every invariant after every operation', () => {
    fc.assert(
      fc.property(fc.array(cmd, { minLength: 1, maxLength: 80 }), (cmds) => {
        const ledger = new Ledger();
        const model = new Model();
        for (const c of cmds) {
          run(ledger, model, c);
          checkInvariants(ledger, model);
        }
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
