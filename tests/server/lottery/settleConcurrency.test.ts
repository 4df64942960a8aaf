import { randomBytes } from 'node:crypto';
import { commitment, deriveResult } from '../../../server/domain/draw/commitReveal';
import type { Shape } from '../../../server/domain/draw/shapes';
import { manualDebitJournal } from '../../../server/domain/ledgerJournals';
import { bombayDate, DAY_MS } from '../../../server/domain/time';
import { placeBet } from '../../../plugins/lottery/server/bets';
import { settlePeriod } from '../../../plugins/lottery/server/settle';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { postJournal } from '../../../server/ledger/ledger';
import { memberBalances } from '../../../server/ledger/balances';
import { lotteryFixture, prng, type LotteryFixture } from './fixture';

/*
 * Batched settlement (one lock statement over every account, in sorted key order on PostgreSQL)
 * under a 200-way storm on the same wallets: three drawn periods whose bettors overlap are each
 * settled twice at once, while 150 bets go into an open period and 50 manual debits hit the same
 * members. Nothing may deadlock or fail, each winning bet gets exactly one payout, every period's
 * totals are its bets, and the ledger checks clean (cached balances equal the postings).
 */

const NOW = Date.now();
let fx: LotteryFixture;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 40, credit: 1_000_000 });
}, 60_000);
afterAll(async () => fx.close());

async function openPeriod(seq: number) {
  const game = await fx.db.selectFrom('game').selectAll().where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
  const seed = randomBytes(32).toString('hex');
  const issueNo = `${bombayDate(NOW).replaceAll('-', '')}${game.issue_code}${seq}`;
  const row = await fx.db
    .insertInto('period')
    .values({
      game_id: game.id,
      issue_no: issueNo,
      seq,
      business_date: bombayDate(NOW),
      open_at: NOW - 1000,
      close_at: NOW + DAY_MS,
      draw_at: NOW + DAY_MS,
      status: PeriodStatus.BETTING,
      seed,
      seed_hash: commitment(seed),
      result_source: 'house',
      created_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const draw = () =>
    fx.db
      .updateTable('period')
      .set({ status: PeriodStatus.DRAWN, result: JSON.stringify(deriveResult(game.shape as Shape, seed, issueNo)), drawn_at: NOW + 2 })
      .where('id', '=', row.id)
      .execute();
  return { id: row.id, draw };
}

const plays = [
  ['COLOR', 'red'],
  ['COLOR', 'green'],
  ['SIZE', 'big'],
  ['SIZE', 'small'],
  ['NUMBER', '7'],
  ['PARITY', 'odd'],
] as const;

it('settles overlapping periods twice at once amid 200 concurrent money requests without deadlock or double pay', async () => {
  const random = prng(18);
  const drawn = [await openPeriod(9101), await openPeriod(9102), await openPeriod(9103)];
  for (const period of drawn) {
    for (let i = 0; i < 120; i++) {
      const [play, selection] = plays[i % plays.length];
      await placeBet(fx.db, {
        memberId: fx.memberIds[i % fx.memberIds.length],
        periodId: period.id,
        play,
        selection,
        stake: 1000,
        now: NOW + 1,
      });
    }
    await period.draw();
  }
  const open = await openPeriod(9104);

  const storm: Promise<unknown>[] = [];
  for (const period of drawn) storm.push(settlePeriod(fx.db, period.id, NOW + 3), settlePeriod(fx.db, period.id, NOW + 3));
  for (let i = 0; i < 200; i++) {
    const memberId = fx.memberIds[Math.floor(random() * fx.memberIds.length)];
    if (i % 4 === 3) {
      storm.push(
        fx.db
          .transaction()
          .execute((trx) => postJournal(trx, manualDebitJournal({ ref: `storm-${i}`, memberId, amount: 500 }), { now: NOW + 3 })),
      );
    } else {
      const [play, selection] = plays[i % plays.length];
      storm.push(placeBet(fx.db, { memberId, periodId: open.id, play, selection, stake: 500, now: NOW + 3 }));
    }
  }
  const outcomes = await Promise.allSettled(storm);
  expect(
    outcomes
      .filter((o) => o.status === 'rejected')
      .map((o) => {
        const r = (o as PromiseRejectedResult).reason;
        return `${String(r)} ${r?.detail ?? ''} ${r?.where ?? ''}`;
      }),
  ).toEqual([]);
  // Each period was claimed by exactly one of its two settlements.
  const settledRuns = outcomes.slice(0, 6).map((o) => (o as PromiseFulfilledResult<unknown>).value !== null);
  expect([0, 2, 4].map((i) => Number(settledRuns[i]) + Number(settledRuns[i + 1]))).toEqual([1, 1, 1]);

  for (const period of drawn) {
    const row = await fx.db.selectFrom('period').selectAll().where('id', '=', period.id).executeTakeFirstOrThrow();
    expect(row.status).toBe(PeriodStatus.SETTLED);
    const bets = await fx.db
      .selectFrom('bet')
      .select(['id', 'bet_no', 'status', 'stake', 'payout'])
      .where('period_id', '=', period.id)
      .execute();
    expect(bets.every((b) => b.status === BetStatus.WIN || b.status === BetStatus.LOSE)).toBe(true);
    expect(row.total_bet).toBe(bets.reduce((s, b) => s + b.stake, 0));
    expect(row.winning_amount).toBe(bets.reduce((s, b) => s + b.payout, 0));
    const payouts = await fx.db
      .selectFrom('ledger_journal')
      .select('business_key')
      .where('type', '=', 'bet_payout')
      .where(
        'business_key',
        'in',
        bets.map((b) => `payout:${b.bet_no}`),
      )
      .execute();
    expect(payouts.length).toBe(bets.filter((b) => b.payout > 0).length);
    // A third settlement finds nothing to claim.
    expect(await settlePeriod(fx.db, period.id, NOW + 4)).toBeNull();
  }
  expect(await fx.db.selectFrom('bet').select('id').where('period_id', '=', open.id).execute()).toHaveLength(150);
  const ledger = await checkLedger(fx.db);
  expect(ledger.problems).toEqual([]);
  // member_balance.cash_balance (kept by a trigger) follows every batched balance change.
  const members = await fx.db
    .selectFrom('member_balance')
    .select(['member_id as id', 'cash_balance'])
    .where('member_id', 'in', fx.memberIds)
    .execute();
  const balances = await memberBalances(fx.db, fx.memberIds);
  expect(members.every((m) => m.cash_balance === balances.get(m.id)?.cash)).toBe(true);
}, 120_000);
