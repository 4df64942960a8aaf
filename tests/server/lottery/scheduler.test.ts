import { commitment, deriveResult } from '../../../server/domain/draw/commitReveal';
import type { Shape } from '../../../server/domain/draw/shapes';
import { playsFor } from '../../../plugins/lottery/server/rules/games/registry';
import { betPool, memberCash } from '../../../server/domain/ledgerJournals';
import { settleBet } from '../../../plugins/lottery/server/rules/settlement';
import { ApiError } from '../../../server/http/errors';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { settlePeriod } from '../../../plugins/lottery/server/settle';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { verifyPeriod } from '../../../plugins/lottery/server/verify';
import { balanceOf } from '../../../server/ledger/balances';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { lotteryFixture, prng, type LotteryFixture } from './fixture';

/*
 * The scheduler over simulated time (an injected clock, no timers): periods are created with a
 * commitment, bets arrive while they are open, then they close, draw and settle. Afterwards every
 * drawn period must verify from its revealed seed, totals must equal the sum of its bets, the
 * ledger must hold, and running the same tick again must change nothing.
 */

const T0 = Date.UTC(2026, 0, 10, 6, 0, 0); // 11:30 IST, on a 30 s boundary
const CREDIT = 5_000_000;
let fx: LotteryFixture;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 6, credit: CREDIT });
}, 60_000);
afterAll(async () => fx.close());

async function snapshot() {
  const periods = await fx.db.selectFrom('period').selectAll().orderBy('id').execute();
  const bets = await fx.db.selectFrom('bet').selectAll().orderBy('id').execute();
  const journals = await fx.db
    .selectFrom('ledger_journal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return JSON.stringify({ periods, bets, journals: Number(journals.n) });
}

describe('lottery scheduler over simulated time', () => {
  const placed: { betNo: string; memberId: number; stake: number }[] = [];

  it('creates periods with a commitment, takes bets while open, then draws and settles them all', async () => {
    const random = prng(42);
    const games = await fx.db.selectFrom('game').select(['id', 'code', 'shape']).where('result_source', '=', 'house').execute();
    for (let t = T0; t <= T0 + 6 * 60_000; t += 10_000) {
      await tick(fx.db, t);
      for (const game of games) {
        const open = await openPeriodOf(fx.db, game.id, t + 1);
        if (!open) continue;
        const table = playsFor(game.shape as Shape);
        for (let k = 0; k < 3; k++) {
          const plays = Object.values(table);
          const play = plays[Math.floor(random() * plays.length)];
          const selection = play.selections[Math.floor(random() * play.selections.length)];
          const memberId = fx.memberIds[Math.floor(random() * fx.memberIds.length)];
          const stake = [100, 1000, 5000, 12_300][Math.floor(random() * 4)];
          const bet = await placeBet(fx.db, { memberId, periodId: open.id, play: play.code, selection, stake, now: t + 1 });
          placed.push({ betNo: bet.betNo, memberId, stake });
        }
      }
    }
    // Well after the last draw: everything due is drawn and settled.
    const end = T0 + 20 * 60_000;
    await tick(fx.db, end);
    expect(placed.length).toBeGreaterThan(100);

    const unsettledBets = await fx.db.selectFrom('bet').select('id').where('status', '=', BetStatus.UNSETTLED).execute();
    expect(unsettledBets).toEqual([]);
    const pastPeriods = await fx.db.selectFrom('period').select(['id', 'status', 'result_source']).where('draw_at', '<=', end).execute();
    for (const p of pastPeriods) expect(p.status).toBe(p.result_source === 'house' ? PeriodStatus.SETTLED : PeriodStatus.DRAWING);
    // About 37 ticks and 300 bets through the real services: ~20 s on a quiet machine, 74 s on
    // PostgreSQL beside a busy browser (and the next tests then read a half-run day).
  }, 150_000);

  it('every drawn period is reproducible from its revealed seed and matches its published hash', async () => {
    const periods = await fx.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select(['period.id', 'period.issue_no', 'period.seed', 'period.seed_hash', 'period.result', 'game.shape'])
      .where('period.status', 'in', [PeriodStatus.DRAWN, PeriodStatus.SETTLED])
      .execute();
    expect(periods.length).toBeGreaterThan(30);
    for (const p of periods) {
      expect(commitment(p.seed as string)).toBe(p.seed_hash);
      expect(JSON.parse(p.result as string)).toEqual(deriveResult(p.shape as Shape, p.seed as string, p.issue_no));
      const v = await verifyPeriod(fx.db, p.id);
      expect(v).toMatchObject({ verified: true, seed: p.seed, seedHash: p.seed_hash, reason: null });
    }
  });

  it('does not reveal the seed of a period that is not drawn yet, and its commitment is already public', async () => {
    const future = await fx.db
      .selectFrom('period')
      .select(['id', 'seed_hash'])
      .where('status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING])
      .where('result_source', '=', 'house')
      .executeTakeFirstOrThrow();
    const v = await verifyPeriod(fx.db, future.id);
    expect(v).toMatchObject({ seed: null, result: null, verified: null, reason: 'not_drawn_yet' });
    expect(v?.seedHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('settles every bet with the odds table, and period totals equal the sum of its bets', async () => {
    const periods = await fx.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select([
        'period.id',
        'period.result',
        'period.bet_count',
        'period.bettor_count',
        'period.total_bet',
        'period.total_fee',
        'period.winning_amount',
        'period.house_profit',
        'period.kill_rate_bps',
        'game.shape',
      ])
      .where('period.status', '=', PeriodStatus.SETTLED)
      .execute();
    let withBets = 0;
    for (const p of periods) {
      const bets = await fx.db.selectFrom('bet').selectAll().where('period_id', '=', p.id).execute();
      if (bets.length > 0) withBets++;
      const stake = bets.reduce((s, b) => s + b.stake, 0);
      const payout = bets.reduce((s, b) => s + b.payout, 0);
      for (const b of bets) {
        const expected = settleBet(
          { stake: b.stake, fee: b.fee, contract: b.contract, play: b.play_code, selection: b.selection, oddsX100: b.odds_x100 },
          JSON.parse(p.result as string),
          p.shape as Shape,
        );
        expect([b.status, b.payout, b.dropped_x100]).toEqual([
          expected.status === 'won' ? BetStatus.WIN : BetStatus.LOSE,
          expected.payout,
          expected.droppedX100,
        ]);
      }
      expect(p.bet_count).toBe(bets.length);
      expect(p.bettor_count).toBe(new Set(bets.map((b) => b.member_id)).size);
      expect(p.total_bet).toBe(stake);
      expect(p.total_fee).toBe(bets.reduce((s, b) => s + b.fee, 0));
      expect(p.winning_amount).toBe(payout);
      expect(p.house_profit).toBe(stake - payout);
      // Half a basis point rounds away from zero (domain ratioBps), where Math.round would round −x.5 up.
      const bps = stake === 0 ? 0 : ((stake - payout) * 10_000) / stake;
      expect(p.kill_rate_bps).toBe(Math.sign(bps) * Math.round(Math.abs(bps)) || 0);
      expect(await balanceOf(fx.db, betPool(p.id))).toBe(0);
    }
    expect(withBets).toBeGreaterThan(10);
  });

  it('keeps the ledger whole: each member holds credit − stakes + payouts, and the member totals agree', async () => {
    const check = await checkLedger(fx.db);
    expect(check.problems).toEqual([]);
    for (const memberId of fx.memberIds) {
      const bets = await fx.db.selectFrom('bet').select(['stake', 'payout']).where('member_id', '=', memberId).execute();
      const expected = CREDIT - bets.reduce((s, b) => s + b.stake - b.payout, 0);
      expect(await balanceOf(fx.db, memberCash(memberId))).toBe(expected);
      const totals = await fx.db
        .selectFrom('member_balance')
        .select(['total_bet', 'total_win'])
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      expect(totals).toEqual({ total_bet: bets.reduce((s, b) => s + b.stake, 0), total_win: bets.reduce((s, b) => s + b.payout, 0) });
    }
  });

  it('is idempotent: the same tick again, or settling a settled period, changes nothing', async () => {
    const before = await snapshot();
    const report = await tick(fx.db, T0 + 20 * 60_000);
    expect(report).toEqual({ created: 0, opened: 0, closed: 0, drawn: 0, drawFailures: 0, settled: 0, settleFailures: 0 });
    const settledOne = await fx.db.selectFrom('period').select('id').where('status', '=', PeriodStatus.SETTLED).executeTakeFirstOrThrow();
    expect(await settlePeriod(fx.db, settledOne.id)).toBeNull();
    expect(await snapshot()).toBe(before);
  });

  it('refuses bets on a period whose betting deadline has passed, and writes nothing', async () => {
    const closed = await fx.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select(['period.id', 'period.close_at', 'period.draw_at'])
      .where('game.code', '=', 'WINGO_1M')
      .where('period.status', 'in', [PeriodStatus.NOT_STARTED, PeriodStatus.BETTING])
      .orderBy('period.open_at')
      .executeTakeFirstOrThrow();
    const before = await snapshot();
    // Still "betting" in the row, but the clock is inside the freeze window: refused.
    const attempt = (now: number) =>
      placeBet(fx.db, { memberId: fx.memberIds[0], periodId: closed.id, play: 'SIZE', selection: 'big', stake: 1000, now });
    await expect(attempt(closed.close_at)).rejects.toMatchObject({ key: 'period_not_open' });
    await expect(attempt(closed.draw_at + 1)).rejects.toBeInstanceOf(ApiError);
    // A settled period too: of the same game, so the play is valid there (without the join and an
    // order, PostgreSQL may hand back another game's period, which refuses `SIZE` first).
    const settledOne = await fx.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select('period.id')
      .where('game.code', '=', 'WINGO_1M')
      .where('period.status', '=', PeriodStatus.SETTLED)
      .orderBy('period.open_at')
      .executeTakeFirstOrThrow();
    await expect(
      placeBet(fx.db, { memberId: fx.memberIds[0], periodId: settledOne.id, play: 'SIZE', selection: 'big', stake: 1000, now: T0 }),
    ).rejects.toMatchObject({
      key: 'period_not_open',
    });
    expect(await snapshot()).toBe(before);
  });
});
