import fc from 'fast-check';
import { sql } from 'kysely';
import { ApiError } from '../../../server/http/errors';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { approveDeposit, rejectDeposit, submitDeposit } from '../../../plugins/money/server/deposits';
import { memberBalances } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { approveManual, rejectManual, submitManual } from '../../../plugins/money/server/manual';
import { writeMoneySetting } from '../../../plugins/money/server/settings';
import { addValidTurnover } from '../../../server/ledger/turnover';
import { payWithdrawal, rejectWithdrawal, reviewWithdrawal, submitWithdrawal } from '../../../plugins/money/server/withdrawals';
import { addBombayDays, bombayDayStart } from '../../../server/domain/time';
import { payDailyRebates } from '../../../plugins/money/server/rebateJob';
import { ratesJson } from '../../../plugins/money/server/rebateRules';
import { SETUP_TIMEOUT } from '../helpers/server';
import { betWriter } from './betRows';
import { creditMember, moneyFixture, type MoneyFixture } from './fixture';

/*
 * Random sequences of money operations through the real services and database, checked against
 * a plain model of each member's cash and frozen balance, then against the ledger invariants:
 * every journal sums to zero, every balance equals its postings, no member balance below zero,
 * each business key once. Refusals must be the expected ones and must change nothing.
 */

type Op =
  | { kind: 'deposit'; member: number; amount: number; bonus: number }
  | { kind: 'approveDeposit' | 'rejectDeposit'; pick: number }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'review' | 'pay' | 'rejectWithdrawal'; pick: number; checker: boolean }
  | { kind: 'credit' | 'debit'; member: number; amount: number }
  | { kind: 'batch'; direction: 'credit' | 'debit'; amount: number }
  | { kind: 'reviewManual'; pick: number; decision: 'approve' | 'reject'; checker: boolean }
  | { kind: 'turnover'; member: number; amount: number };

const MEMBERS = 3;
const amount = fc.integer({ min: 1, max: 50_000 });
const member = fc.integer({ min: 0, max: MEMBERS - 1 });
const pick = fc.nat({ max: 1_000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), member, amount, bonus: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5_000 })) }),
  fc.record({ kind: fc.constantFrom('approveDeposit' as const, 'rejectDeposit' as const), pick }),
  fc.record({ kind: fc.constant('withdraw' as const), member, amount }),
  fc.record({ kind: fc.constantFrom('review' as const, 'pay' as const, 'rejectWithdrawal' as const), pick, checker: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('credit' as const, 'debit' as const), member, amount }),
  fc.record({
    kind: fc.constant('batch' as const),
    direction: fc.constantFrom('credit' as const, 'debit' as const),
    amount: fc.integer({ min: 1, max: 5_000 }),
  }),
  // Weighted: manual requests only move money once reviewed.
  {
    arbitrary: fc.record({
      kind: fc.constant('reviewManual' as const),
      pick,
      decision: fc.constantFrom('approve' as const, 'approve' as const, 'reject' as const),
      checker: fc.boolean(),
    }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('turnover' as const), member, amount }),
);

async function refusalKey(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.key;
    throw error;
  }
}

let fx: MoneyFixture;
let run = 0;
beforeAll(async () => {
  fx = await moneyFixture(0);
  await writeMoneySetting(fx.db, 'secondReviewThreshold', 20_000, Date.now());
}, SETUP_TIMEOUT);
afterAll(async () => fx?.close());

async function newMembers(): Promise<number[]> {
  run += 1;
  const { station_id: stationId } = await fx.db.selectFrom('station').select('id as station_id').executeTakeFirstOrThrow();
  const ids = [];
  for (let i = 0; i < MEMBERS; i++) {
    const row = await fx.db
      .insertInto('member')
      .values({
        username: `p${run}_${i}`,
        nickname: '',
        phone: '',
        station_id: stationId,
        franchisee_id: fx.franchiseeId,
        agent_id: null,
        is_internal: 0,
        status: 0,
        created_at: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
}

it('random operation sequences keep the model balances and the ledger invariants', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 40 }), async (ops) => {
      const ids = await newMembers();
      const model = new Map(ids.map((id) => [id, { cash: 0, frozen: 0 }]));
      const deposits: { id: number; member: number; amount: number; bonus: number; done: boolean }[] = [];
      const withdrawals: { id: number; member: number; amount: number; stage: string; firstReviewer?: number }[] = [];
      const requests: { id: number; members: number[]; direction: 'credit' | 'debit'; amount: number; done: boolean }[] = [];
      for (const o of ops) {
        switch (o.kind) {
          case 'deposit': {
            const d = await submitDeposit(fx.db, { memberId: ids[o.member], amount: o.amount, bonus: o.bonus, kind: 'company' });
            deposits.push({ id: d.id, member: ids[o.member], amount: o.amount, bonus: o.bonus, done: false });
            break;
          }
          case 'approveDeposit':
          case 'rejectDeposit': {
            if (deposits.length === 0) break;
            const d = deposits[o.pick % deposits.length];
            const call =
              o.kind === 'approveDeposit'
                ? approveDeposit(fx.db, { orderId: d.id, staffId: fx.maker })
                : rejectDeposit(fx.db, { orderId: d.id, staffId: fx.maker, reason: 'r' });
            const refused = await refusalKey(call);
            expect(refused).toBe(d.done ? 'order_not_pending' : null);
            if (!d.done && o.kind === 'approveDeposit') (model.get(d.member) as { cash: number }).cash += d.amount + d.bonus;
            d.done = true;
            break;
          }
          case 'withdraw': {
            const m = model.get(ids[o.member]) as { cash: number; frozen: number };
            const result = submitWithdrawal(fx.db, { memberId: ids[o.member], amount: o.amount });
            if (m.cash >= o.amount) {
              const w = await result;
              withdrawals.push({ id: w.id, member: ids[o.member], amount: o.amount, stage: 'submitted' });
              m.cash -= o.amount;
              m.frozen += o.amount;
            } else {
              expect(await refusalKey(result)).toBe('insufficient_funds');
            }
            break;
          }
          case 'review':
          case 'pay':
          case 'rejectWithdrawal': {
            if (withdrawals.length === 0) break;
            const w = withdrawals[o.pick % withdrawals.length];
            const staff = o.checker ? fx.checker : fx.maker;
            const m = model.get(w.member) as { cash: number; frozen: number };
            if (o.kind === 'review') {
              const refused = await refusalKey(reviewWithdrawal(fx.db, { orderId: w.id, staffId: staff }));
              if (w.stage !== 'submitted' && w.stage !== 'first_approved') expect(refused).toBe('order_not_pending');
              else if (w.stage === 'first_approved' && w.firstReviewer === staff) expect(refused).toBe('same_reviewer');
              else if (w.stage === 'submitted' && w.amount >= 20_000) {
                expect(refused).toBeNull();
                w.stage = 'first_approved';
                w.firstReviewer = staff;
              } else if (refused === null) w.stage = 'approved';
              else expect(refused).toBe('net_payout_not_positive');
            } else if (o.kind === 'pay') {
              const refused = await refusalKey(payWithdrawal(fx.db, { orderId: w.id, staffId: staff }));
              expect(refused).toBe(w.stage === 'approved' ? null : 'order_not_pending');
              if (w.stage === 'approved') {
                w.stage = 'paid';
                m.frozen -= w.amount;
              }
            } else {
              const refused = await refusalKey(rejectWithdrawal(fx.db, { orderId: w.id, staffId: staff, reason: 'r' }));
              const open = w.stage !== 'paid' && w.stage !== 'rejected';
              expect(refused).toBe(open ? null : 'order_not_pending');
              if (open) {
                w.stage = 'rejected';
                m.frozen -= w.amount;
                m.cash += w.amount;
              }
            }
            break;
          }
          case 'credit':
          case 'debit':
          case 'batch': {
            // Submitting moves nothing; a debit must be covered by every member's cash at submit.
            const single = o.kind !== 'batch';
            const direction = o.kind === 'batch' ? o.direction : o.kind;
            const members = o.kind === 'batch' ? ids : [ids[o.member]];
            const result = submitManual(fx.db, {
              kind: single ? 'single' : 'batch',
              memberIds: members,
              direction,
              amount: o.amount,
              staffId: fx.maker,
              reasonType: 'other',
            });
            const covered = direction === 'credit' || members.every((id) => (model.get(id) as { cash: number }).cash >= o.amount);
            if (covered) requests.push({ id: (await result).id, members, direction, amount: o.amount, done: false });
            else expect(await refusalKey(result)).toBe('insufficient_funds');
            break;
          }
          case 'reviewManual': {
            if (requests.length === 0) break;
            const r = requests[o.pick % requests.length];
            const staffId = o.checker ? fx.checker : fx.maker;
            const refused = await refusalKey(
              o.decision === 'approve'
                ? approveManual(fx.db, { id: r.id, staffId })
                : rejectManual(fx.db, { id: r.id, staffId, reason: 'r' }),
            );
            const covered = r.direction === 'credit' || r.members.every((id) => (model.get(id) as { cash: number }).cash >= r.amount);
            if (!o.checker) expect(refused).toBe('maker_is_checker');
            else if (r.done) expect(refused).toBe('request_not_pending');
            else if (o.decision === 'approve' && !covered) expect(refused).toBe('insufficient_funds');
            else {
              expect(refused).toBeNull();
              r.done = true;
              if (o.decision === 'approve')
                for (const id of r.members) (model.get(id) as { cash: number }).cash += r.direction === 'credit' ? r.amount : -r.amount;
            }
            break;
          }
          case 'turnover':
            await addValidTurnover(fx.db, ids[o.member], o.amount, Date.now());
            break;
        }
      }
      const balances = await memberBalances(fx.db, ids);
      for (const id of ids) expect(balances.get(id)).toEqual({ ...model.get(id), bonus: 0 });
      const check = await checkLedger(fx.db);
      expect(check.problems).toEqual([]);
      const keys = await fx.db
        .selectFrom('ledger_journal')
        .select([sql<number>`count(*)`.as('n'), sql<number>`count(distinct business_key)`.as('distinct')])
        .executeTakeFirstOrThrow();
      expect(Number(keys.distinct)).toBe(Number(keys.n));
    }),
    { numRuns: 25 },
  );
}, 240_000);

/*
 * The same invariants with bets: members bet on Win Go 1 Min while a virtual clock drives the
 * lottery scheduler (open, close, draw, settle) and money keeps moving in and out. Cash must equal
 * credits − stakes − withdrawals + releases + what settlement paid or refunded them.
 */
type BetOp =
  | { kind: 'credit'; member: number; amount: number }
  | { kind: 'bet'; member: number; stake: number; selection: 'red' | 'green' | 'big' | 'small' }
  | { kind: 'advance'; seconds: number }
  | { kind: 'withdraw'; member: number; amount: number }
  | { kind: 'release'; pick: number };

// Weighted so that most runs place several bets and let the scheduler settle them.
const betOp: fc.Arbitrary<BetOp> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('credit' as const), member, amount: fc.integer({ min: 1_000, max: 20_000 }) }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      member,
      stake: fc.integer({ min: 100, max: 5_000 }),
      selection: fc.constantFrom('red' as const, 'green' as const, 'big' as const, 'small' as const),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('advance' as const), seconds: fc.integer({ min: 5, max: 70 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('withdraw' as const), member, amount: fc.integer({ min: 100, max: 10_000 }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('release' as const), pick }), weight: 1 },
);

/** Adds to the model what settlement paid or refunded each member since the last call (from the ledger's postings). */
async function foldSettlements(ids: number[], model: Map<number, { cash: number }>, credited: Map<number, number>): Promise<void> {
  const rows = await fx.db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_journal as j', 'j.id', 'p.journal_id')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .select(['a.owner_id', (eb) => eb.fn.sum<number>('p.amount').as('total')])
    .where('j.type', 'in', ['bet_payout', 'bet_refund'])
    .where('a.owner_type', '=', 'member')
    .where('a.owner_id', 'in', ids.map(String))
    .groupBy('a.owner_id')
    .execute();
  for (const r of rows) {
    const id = Number(r.owner_id);
    const total = Number(r.total);
    (model.get(id) as { cash: number }).cash += total - (credited.get(id) ?? 0);
    credited.set(id, total);
  }
}

it('with bets and settlements interleaved, balances equal the model and the ledger invariants hold', async () => {
  let clock = Date.UTC(2026, 0, 20, 8, 0, 0);
  await tick(fx.db, clock);
  const game = await fx.db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
  await fc.assert(
    fc.asyncProperty(fc.array(betOp, { minLength: 10, maxLength: 50 }), async (ops) => {
      const ids = await newMembers();
      const model = new Map(ids.map((id) => [id, { cash: 0, frozen: 0 }]));
      const withdrawals: { id: number; member: number; amount: number; open: boolean }[] = [];
      const credited = new Map<number, number>();
      for (const o of ops) {
        if (o.kind === 'credit') {
          await creditMember(fx.db, fx, ids[o.member], o.amount, clock);
          (model.get(ids[o.member]) as { cash: number }).cash += o.amount;
        } else if (o.kind === 'bet') {
          const period = await openPeriodOf(fx.db, game.id, clock);
          if (!period) continue;
          const m = model.get(ids[o.member]) as { cash: number };
          const play = o.selection === 'red' || o.selection === 'green' ? 'COLOR' : 'SIZE';
          const refused = await refusalKey(
            placeBet(fx.db, { memberId: ids[o.member], periodId: period.id, play, selection: o.selection, stake: o.stake, now: clock }),
          );
          expect(refused).toBe(m.cash >= o.stake ? null : 'insufficient_funds');
          if (refused === null) m.cash -= o.stake;
        } else if (o.kind === 'advance') {
          clock += o.seconds * 1000;
          const report = await tick(fx.db, clock);
          expect(report).toMatchObject({ drawFailures: 0, settleFailures: 0 });
          await foldSettlements(ids, model, credited);
        } else if (o.kind === 'withdraw') {
          const m = model.get(ids[o.member]) as { cash: number; frozen: number };
          const refused = await refusalKey(
            submitWithdrawal(fx.db, { memberId: ids[o.member], amount: o.amount, now: clock }).then((w) => {
              withdrawals.push({ id: w.id, member: ids[o.member], amount: o.amount, open: true });
            }),
          );
          expect(refused).toBe(m.cash >= o.amount ? null : 'insufficient_funds');
          if (refused === null) {
            m.cash -= o.amount;
            m.frozen += o.amount;
          }
        } else if (withdrawals.length > 0) {
          const w = withdrawals[o.pick % withdrawals.length];
          const refused = await refusalKey(rejectWithdrawal(fx.db, { orderId: w.id, staffId: fx.maker, reason: 'r', now: clock }));
          expect(refused).toBe(w.open ? null : 'order_not_pending');
          if (w.open) {
            const m = model.get(w.member) as { cash: number; frozen: number };
            m.cash += w.amount;
            m.frozen -= w.amount;
            w.open = false;
          }
        }
      }
      await foldSettlements(ids, model, credited);
      const balances = await memberBalances(fx.db, ids);
      for (const id of ids) expect(balances.get(id)).toEqual({ ...model.get(id), bonus: 0 });
      expect((await checkLedger(fx.db)).problems).toEqual([]);
    }),
    { numRuns: 15 },
  );
  // The runs did bet and settle (so the property above was about something).
  const types = await fx.db.selectFrom('ledger_journal').select('type').distinct().execute();
  expect(types.map((t) => t.type)).toEqual(expect.arrayContaining(['bet_stake', 'bet_payout', 'period_close']));
}, 240_000);

/*
 * The daily rebate job over random days: random bets of fresh members (some locked), random
 * templates (game or all games, rates, caps, audit multiples). The job must keep the ledger
 * invariants, pay each member exactly its paid records, open one requirement per paid record with
 * an audit, and a second run of the day must change nothing.
 */
const rebateCase = fc.record({
  templates: fc.array(
    fc.record({
      game: fc.boolean(),
      rates: fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 3, maxLength: 3 }),
      cap: fc.oneof(fc.constant(0), fc.integer({ min: 100, max: 5_000 })),
      audit: fc.integer({ min: 0, max: 500 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  levels: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: MEMBERS, maxLength: MEMBERS }),
  locked: fc.array(fc.boolean(), { minLength: MEMBERS, maxLength: MEMBERS }),
  bets: fc.array(
    fc.record({
      member,
      otherGame: fc.boolean(),
      stake: fc.integer({ min: 100, max: 500_000 }),
      minute: fc.integer({ min: -60, max: 24 * 60 + 60 }),
      status: fc.constantFrom(0, 1, 2, 2),
    }),
    { minLength: 1, maxLength: 30 },
  ),
});

it('the daily rebate job keeps the ledger invariants, pays exactly its paid records and is idempotent', async () => {
  const games = (await fx.db.selectFrom('game').select('id').orderBy('id').limit(2).execute()).map((g) => g.id);
  const writeBets = betWriter(fx.db);
  let dayNo = 0;
  await fc.assert(
    fc.asyncProperty(rebateCase, async (c) => {
      const ids = await newMembers();
      dayNo += 1;
      // Days three apart: a run's bets an hour either side of its day stay out of the next run's day.
      const day = addBombayDays('2026-03-01', dayNo * 3);
      await fx.db.updateTable('rebate_template').set({ status: 1 }).execute();
      for (const t of c.templates) {
        await fx.db
          .insertInto('rebate_template')
          .values({
            franchisee_id: null,
            name: 'p',
            game_id: t.game ? games[0] : null,
            rates_json: ratesJson(new Map(t.rates.map((bps, level) => [level, bps]))),
            audit_multiple_x100: t.audit,
            daily_cap: t.cap,
            created_at: 0,
            updated_at: 0,
          })
          .execute();
      }
      for (const [i, id] of ids.entries())
        await fx.db
          .updateTable('member')
          .set({ vip_level: c.levels[i], status: c.locked[i] ? 1 : 0 })
          .where('id', '=', id)
          .execute();
      await writeBets(
        c.bets.map((b) => ({
          memberId: ids[b.member],
          gameId: games[b.otherGame ? 1 : 0],
          stake: b.stake,
          status: b.status,
          createdAt: bombayDayStart(day) + b.minute * 60_000,
        })),
      );
      const cashBefore = await memberBalances(fx.db, ids);
      const now = bombayDayStart(addBombayDays(day, 1)) + 1_000;
      const result = await fx.db.transaction().execute((trx) => payDailyRebates(trx, day, now));

      const records = await fx.db
        .selectFrom('rebate_record')
        .selectAll()
        .where('business_date', '=', day)
        .where('member_id', 'in', ids)
        .execute();
      expect(records.length).toBe(result.records);
      const cashAfter = await memberBalances(fx.db, ids);
      for (const [i, id] of ids.entries()) {
        const mine = records.filter((r) => r.member_id === id);
        expect(mine.every((r) => r.status === (c.locked[i] ? 0 : 1) && Number(r.amount) >= 100)).toBe(true);
        const paid = mine.filter((r) => r.status === 1).reduce((sum, r) => sum + Number(r.amount), 0);
        expect((cashAfter.get(id)?.cash ?? 0) - (cashBefore.get(id)?.cash ?? 0)).toBe(paid);
      }
      const requirements = await fx.db
        .selectFrom('turnover_requirement')
        .select('source_id')
        .where('source_type', '=', 'rebate')
        .where('member_id', 'in', ids)
        .execute();
      const templates = await fx.db.selectFrom('rebate_template').select(['id', 'audit_multiple_x100']).execute();
      const audited = records.filter(
        (r) => r.status === 1 && (templates.find((t) => t.id === r.template_id)?.audit_multiple_x100 ?? 0) > 0,
      );
      expect(requirements.map((q) => q.source_id).sort((a, b) => a - b)).toEqual(audited.map((r) => r.id).sort((a, b) => a - b));
      expect((await checkLedger(fx.db)).problems).toEqual([]);

      // Again for the same day: nothing written, nothing paid.
      const again = await fx.db.transaction().execute((trx) => payDailyRebates(trx, day, now + 1));
      expect(again.records).toBe(0);
      expect(await memberBalances(fx.db, ids)).toEqual(cashAfter);
    }),
    { numRuns: 20 },
  );
  // The runs paid and held rebates (so the property was about something).
  const statuses = await fx.db.selectFrom('rebate_record').select('status').distinct().execute();
  expect(statuses.map((r) => r.status).sort()).toEqual([0, 1]);
}, 240_000);
