import { ApiError } from '../../../server/http/errors';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { lotteryFixture, type LotteryFixture } from './fixture';

/*
 * Bets arriving while the scheduler closes, draws and settles their period (and a second
 * scheduler doing the same at once): each bet is either refused or settled with the period,
 * never left behind in a settled period, and the period's totals are exactly its bets.
 */

const T0 = Date.UTC(2026, 0, 13, 12, 0, 0);
let fx: LotteryFixture;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 8, credit: 1_000_000 });
}, 60_000);
afterAll(async () => fx.close());

it('no bet slips into a period after it stopped taking bets', async () => {
  await tick(fx.db, T0);
  const game = await fx.db.selectFrom('game').select('id').where('code', '=', 'WINGO_30S').executeTakeFirstOrThrow();
  const period = await openPeriodOf(fx.db, game.id, T0 + 1);
  if (!period) throw new Error('no open period');
  const row = await fx.db.selectFrom('period').selectAll().where('id', '=', period.id).executeTakeFirstOrThrow();

  // Bets stamped just before the deadline race two schedulers running the close, draw and settlement.
  const bets = Array.from({ length: 40 }, (_, i) =>
    placeBet(fx.db, {
      memberId: fx.memberIds[i % fx.memberIds.length],
      periodId: period.id,
      play: 'SIZE',
      selection: i % 2 ? 'big' : 'small',
      stake: 1000,
      now: row.close_at - 1,
    }).then(
      () => 'placed' as const,
      (error: unknown) => {
        if (error instanceof ApiError && error.key === 'period_not_open') return 'refused' as const;
        throw error;
      },
    ),
  );
  const schedulers = [tick(fx.db, row.draw_at), tick(fx.db, row.draw_at)];
  const outcomes = await Promise.all(bets);
  await Promise.all(schedulers);
  await tick(fx.db, row.draw_at + 1000);

  const settled = await fx.db.selectFrom('period').selectAll().where('id', '=', period.id).executeTakeFirstOrThrow();
  expect(settled.status).toBe(PeriodStatus.SETTLED);
  const rows = await fx.db.selectFrom('bet').select(['status', 'stake', 'payout']).where('period_id', '=', period.id).execute();
  expect(rows.length).toBe(outcomes.filter((o) => o === 'placed').length);
  expect(rows.every((b) => b.status === BetStatus.WIN || b.status === BetStatus.LOSE)).toBe(true);
  expect(settled.bet_count).toBe(rows.length);
  expect(settled.total_bet).toBe(rows.reduce((s, b) => s + b.stake, 0));
  expect(settled.winning_amount).toBe(rows.reduce((s, b) => s + b.payout, 0));
  expect((await checkLedger(fx.db)).problems).toEqual([]);
}, 60_000);
