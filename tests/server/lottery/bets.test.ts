import { memberCash } from '../../../server/domain/ledgerJournals';
import { ApiError } from '../../../server/http/errors';
import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { balanceOf } from '../../../server/ledger/balances';
import { lotteryFixture, type LotteryFixture } from './fixture';

/* placeBet refuses what it must, with a clear error, and then nothing at all is written. */

const T0 = Date.UTC(2026, 0, 11, 10, 0, 0);
let fx: LotteryFixture;
let periodId: number;
let k3PeriodId: number;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 3, credit: 100_000 });
  await tick(fx.db, T0);
  const games = Object.fromEntries((await fx.db.selectFrom('game').select(['id', 'code']).execute()).map((g) => [g.code, g.id]));
  periodId = (await openPeriodOf(fx.db, games.WINGO_1M, T0 + 1))?.id as number;
  k3PeriodId = (await openPeriodOf(fx.db, games.K3_1M, T0 + 1))?.id as number;
}, 60_000);
afterAll(async () => fx.close());

async function written() {
  const bets = await fx.db
    .selectFrom('bet')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const journals = await fx.db
    .selectFrom('ledger_journal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const period = await fx.db.selectFrom('period').select(['bet_count', 'total_bet']).where('id', '=', periodId).executeTakeFirstOrThrow();
  return { bets: Number(bets.n), journals: Number(journals.n), period };
}

const bet = (over: Partial<Parameters<typeof placeBet>[1]> = {}) =>
  placeBet(fx.db, { memberId: fx.memberIds[0], periodId, play: 'COLOR', selection: 'red', stake: 1000, now: T0 + 1000, ...over });

describe('placeBet', () => {
  it('takes a valid bet: 2 % fee, odds snapshot, stake journal from the member', async () => {
    const placed = await bet({ betNo: 'BTEST1' });
    expect(placed).toMatchObject({ betNo: 'BTEST1', stake: 1000, fee: 20, contract: 980, oddsX100: 200 });
    expect(await balanceOf(fx.db, memberCash(fx.memberIds[0]))).toBe(99_000);
    const k3 = await bet({ periodId: k3PeriodId, play: 'SUM', selection: '3' });
    expect(k3.oddsX100).toBe(20736);
  });

  it.each([
    ['unknown play', { play: 'JACKPOT' }, 'play_invalid'],
    ['selection of another game', { play: 'SUM', selection: '3' }, 'play_invalid'],
    ['stake below the minimum', { stake: 99 }, 'stake_out_of_range'],
    ['stake above the maximum', { stake: 5_000_001 }, 'stake_out_of_range'],
    ['fractional stake', { stake: 100.5 }, 'stake_out_of_range'],
    ['more than the member holds', { stake: 100_000 }, 'insufficient_funds'],
    ['before the period opens', { now: T0 - 1 }, 'period_not_open'],
    ['inside the freeze window', { now: T0 + 55_000 }, 'period_not_open'],
    ['unknown member', { memberId: 999_999 }, 'member_not_found'],
  ])('refuses %s and writes nothing', async (_label, over, key) => {
    const before = await written();
    const attempt = bet(over);
    await expect(attempt).rejects.toBeInstanceOf(ApiError);
    await expect(attempt).rejects.toMatchObject({ key });
    expect(await written()).toEqual(before);
  });

  it('refuses a locked member, a disabled game and a restricted account', async () => {
    const before = await written();
    await fx.db.updateTable('member').set({ status: 1 }).where('id', '=', fx.memberIds[1]).execute();
    await expect(bet({ memberId: fx.memberIds[1] })).rejects.toMatchObject({ key: 'member_cannot_bet' });
    await fx.db.updateTable('member').set({ status: 0 }).where('id', '=', fx.memberIds[1]).execute();

    await fx.db.updateTable('game').set({ state: 1 }).where('code', '=', 'WINGO_1M').execute();
    await expect(bet()).rejects.toMatchObject({ key: 'game_disabled' });
    await fx.db.updateTable('game').set({ state: 0 }).where('code', '=', 'WINGO_1M').execute();

    const now = T0;
    await fx.db
      .insertInto('restricted_account')
      .values({
        franchisee_id: fx.franchiseeId,
        member_id: fx.memberIds[2],
        restriction: 'stake_cap',
        stake_cap: 500,
        enabled: 1,
        reason: 'test',
        created_by: null,
        expires_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(bet({ memberId: fx.memberIds[2], stake: 600 })).rejects.toMatchObject({ key: 'stake_out_of_range', params: { max: 500 } });
    expect(await written()).toEqual(before);
    await expect(bet({ memberId: fx.memberIds[2], stake: 500 })).resolves.toMatchObject({ stake: 500 });
  });

  it('caps what one member stakes on one period', async () => {
    await fx.db.updateTable('game').set({ max_bet_per_period: 3000, max_bet: 2000 }).where('code', '=', 'WINGO_1M').execute();
    await bet({ memberId: fx.memberIds[1], stake: 2000 });
    await expect(bet({ memberId: fx.memberIds[1], stake: 1500 })).rejects.toMatchObject({ key: 'period_limit_exceeded' });
    await expect(bet({ memberId: fx.memberIds[1], stake: 1000 })).resolves.toMatchObject({ stake: 1000 });
  });

  it('refuses a bet number used before', async () => {
    const before = await written();
    // Matched on the message: the driver's error may come from another realm than jest's Error.
    await expect(bet({ betNo: 'BTEST1' })).rejects.toHaveProperty('message', expect.stringMatching(/unique constraint/i));
    expect(await written()).toEqual(before);
  });
});
