import { openPeriodOf, placeBet } from '../../../plugins/lottery/server/bets';
import { setGameState } from '../../../plugins/lottery/server/catalogueGames';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { BetStatus, PeriodStatus } from '../../../plugins/lottery/shared/status';
import { lotteryFixture, type LotteryFixture } from './fixture';

/*
 * Disabling a game over simulated time: the period open at that moment keeps taking bets until its
 * deadline and is drawn and settled; the periods created ahead are gone, no new ones are created,
 * and a period that opens after the switch takes no bet. Enabling again resumes the schedule.
 */

const T0 = Date.UTC(2026, 0, 12, 6, 0, 0);
let fx: LotteryFixture;
let gameId: number;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 2, credit: 1_000_000 });
  gameId = (await fx.db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow()).id;
}, 60_000);
afterAll(async () => fx.close());

const periodsOf = () => fx.db.selectFrom('period').selectAll().where('game_id', '=', gameId).orderBy('open_at').execute();
const bet = (periodId: number, now: number, memberId = fx.memberIds[0]) =>
  placeBet(fx.db, { memberId, periodId, play: 'SIZE', selection: 'big', stake: 1000, now });

describe('disabling a game', () => {
  it('keeps the open period betting, drawing and settling, and stops every later one', async () => {
    await tick(fx.db, T0 + 1000);
    const open = await openPeriodOf(fx.db, gameId, T0 + 2000);
    expect(open).toBeDefined();
    expect((await periodsOf()).length).toBeGreaterThan(1);
    const first = await bet(open!.id, T0 + 2000);

    const disabledAt = T0 + 10_000;
    const change = await fx.db.transaction().execute((trx) => setGameState(trx, gameId, 1, disabledAt));
    expect(change).toMatchObject({ before: { state: 0 }, after: { state: 1 } });
    expect(change.removedPeriods.length).toBeGreaterThan(0);
    const left = await periodsOf();
    expect(left.map((p) => p.id)).toEqual([open!.id]);
    expect(await fx.db.selectFrom('game').select(['state', 'disabled_at']).where('id', '=', gameId).executeTakeFirstOrThrow()).toEqual({
      state: 1,
      disabled_at: disabledAt,
    });

    // Still open after the switch: the open period takes another bet.
    const second = await bet(open!.id, T0 + 20_000, fx.memberIds[1]);

    // The scheduler runs on: nothing new for this game, the open period draws and settles.
    for (let t = T0 + 30_000; t <= T0 + 5 * 60_000; t += 15_000) await tick(fx.db, t);
    const after = await periodsOf();
    expect(after.map((p) => [p.id, p.status])).toEqual([[open!.id, PeriodStatus.SETTLED]]);
    const bets = await fx.db.selectFrom('bet').select(['bet_no', 'status']).where('period_id', '=', open!.id).orderBy('id').execute();
    expect(bets.map((b) => b.bet_no)).toEqual([first.betNo, second.betNo]);
    for (const b of bets) expect([BetStatus.WIN, BetStatus.LOSE]).toContain(b.status);
    // Other games kept going.
    const others = await fx.db
      .selectFrom('period')
      .select('id')
      .where('game_id', '!=', gameId)
      .where('status', '=', PeriodStatus.SETTLED)
      .execute();
    expect(others.length).toBeGreaterThan(0);
  }, 60_000);

  it('refuses a bet on a period that opened after the game was disabled', async () => {
    // A period a racing tick created after the switch (it opens later than disabled_at).
    const game = await fx.db.selectFrom('game').select('disabled_at').where('id', '=', gameId).executeTakeFirstOrThrow();
    const openAt = Number(game.disabled_at) + 60 * 60_000;
    const late = await fx.db
      .insertInto('period')
      .values({
        game_id: gameId,
        issue_no: 'LATE-1',
        seq: 1,
        business_date: '2026-01-12',
        open_at: openAt,
        close_at: openAt + 55_000,
        draw_at: openAt + 60_000,
        status: PeriodStatus.BETTING,
        seed: null,
        seed_hash: null,
        result_source: 'house',
        created_at: openAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await fx.db.selectFrom('bet').select('id').execute();
    await expect(bet(late.id, openAt + 1000)).rejects.toMatchObject({ key: 'game_disabled' });
    expect(await fx.db.selectFrom('bet').select('id').execute()).toEqual(before);
    await fx.db.deleteFrom('period').where('id', '=', late.id).execute();
  });

  it('enabling again resumes creating periods and clears the moment', async () => {
    const now = T0 + 10 * 60_000;
    await fx.db.transaction().execute((trx) => setGameState(trx, gameId, 0, now));
    expect(await fx.db.selectFrom('game').select(['state', 'disabled_at']).where('id', '=', gameId).executeTakeFirstOrThrow()).toEqual({
      state: 0,
      disabled_at: null,
    });
    await tick(fx.db, now + 1000);
    const open = await openPeriodOf(fx.db, gameId, now + 2000);
    expect(open).toBeDefined();
    await expect(bet(open!.id, now + 2000)).resolves.toMatchObject({ betNo: expect.any(String) });
  });
});
