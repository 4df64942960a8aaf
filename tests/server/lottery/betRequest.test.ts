import { sql } from 'kysely';
import { memberCash } from '../../../server/domain/ledgerJournals';
import {
  MAX_BETS_PER_REQUEST,
  openPeriodOf,
  placeBet,
  placeBetIn,
  placeBetRequest,
  type BetItem,
} from '../../../plugins/lottery/server/bets';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { balanceOf } from '../../../server/ledger/balances';
import { lotteryFixture, type LotteryFixture } from './fixture';

/*
 * A bet request (a slip of selections on one period) places every bet or none, and the member-action
 * log (vip_foreground_operation) gets one row per request with its count and total instead of one
 * per bet, which took an indexed insert per bet off the hot path. BET_TIMING=1 prints a timing of a
 * five-bet slip the old way (a log row per bet) against one request.
 */

const T0 = Date.UTC(2026, 0, 11, 10, 0, 0);
let fx: LotteryFixture;
let periodId: number;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 3, credit: 10_000_000 });
  await tick(fx.db, T0);
  const game = await fx.db.selectFrom('game').select('id').where('code', '=', 'WINGO_1M').executeTakeFirstOrThrow();
  periodId = (await openPeriodOf(fx.db, game.id, T0 + 1))?.id as number;
}, 60_000);
afterAll(async () => fx.close());

const SLIP: BetItem[] = [
  { play: 'COLOR', selection: 'red', stake: 1000 },
  { play: 'SIZE', selection: 'big', stake: 2000 },
  { play: 'NUMBER', selection: '7', stake: 500 },
];
const actions = (memberId: number) =>
  fx.db.selectFrom('member_operation_log').select(['action', 'detail', 'ip']).where('member_id', '=', memberId).orderBy('id').execute();
async function written() {
  const count = async (table: 'bet' | 'ledger_journal' | 'member_operation_log') =>
    Number(
      (
        await fx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { bets: await count('bet'), journals: await count('ledger_journal'), actions: await count('member_operation_log') };
}

describe('bet requests', () => {
  it('places a slip of three bets with their journals and records one member action with the count and total', async () => {
    const before = await written();
    const placed = await placeBetRequest(fx.db, { memberId: fx.memberIds[0], periodId, items: SLIP, now: T0 + 1000, ip: '10.0.0.9' });
    expect(placed.map((b) => b.stake)).toEqual([1000, 2000, 500]);
    expect(await written()).toEqual({ bets: before.bets + 3, journals: before.journals + 3, actions: before.actions + 1 });
    expect(await balanceOf(fx.db, memberCash(fx.memberIds[0]))).toBe(10_000_000 - 3500);
    const [row] = await actions(fx.memberIds[0]);
    expect(row.action).toBe('bet_place');
    expect(row.ip).toBe('10.0.0.9');
    expect(row.detail).toMatch(/^\S+ ×3 ₹35\.00: COLOR red, SIZE big, NUMBER 7$/);
  });

  it('keeps one row per single bet, as before', async () => {
    await placeBet(fx.db, { memberId: fx.memberIds[1], periodId, play: 'PARITY', selection: 'odd', stake: 1000, now: T0 + 1000 });
    expect((await actions(fx.memberIds[1])).map((a) => a.detail)).toEqual([expect.stringMatching(/^\S+ PARITY odd ₹10\.00$/)]);
  });

  it('writes nothing when one bet of the slip is refused, or the slip is empty or too long', async () => {
    const before = await written();
    const cash = await balanceOf(fx.db, memberCash(fx.memberIds[2]));
    await expect(
      placeBetRequest(fx.db, {
        memberId: fx.memberIds[2],
        periodId,
        items: [...SLIP, { play: 'JACKPOT', selection: 'x', stake: 1000 }],
        now: T0 + 1000,
      }),
    ).rejects.toMatchObject({ key: 'play_invalid' });
    await expect(placeBetRequest(fx.db, { memberId: fx.memberIds[2], periodId, items: [], now: T0 + 1000 })).rejects.toMatchObject({
      key: 'bet_request_size',
    });
    const tooMany = Array.from({ length: MAX_BETS_PER_REQUEST + 1 }, () => SLIP[0]);
    await expect(placeBetRequest(fx.db, { memberId: fx.memberIds[2], periodId, items: tooMany, now: T0 + 1000 })).rejects.toMatchObject({
      key: 'bet_request_size',
    });
    expect(await written()).toEqual(before);
    expect(await balanceOf(fx.db, memberCash(fx.memberIds[2]))).toBe(cash);
  });

  (process.env.BET_TIMING ? it : it.skip)(
    'times a five-bet slip: a log row per bet against one per request',
    async () => {
      // BET_TIMING_ROWS=n first fills the action log with n rows, as a large profile has (its indexes are what a row costs).
      const fill = Number(process.env.BET_TIMING_ROWS ?? 0);
      if (fill > 0) {
        await sql`insert into member_operation_log (member_id, franchisee_id, action, detail, ip, source, created_at)
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${fill})
        select cast(${fx.memberIds[1]} as bigint), cast(${fx.franchiseeId} as bigint), 'bet_place', 'filler', '10.0.' || (i % 250) || '.' || (i % 199), '',
          cast(${T0} as bigint) - i * 1000 from n`.execute(fx.db);
      }
      const items: BetItem[] = ['red', 'green', 'violet', 'big', 'small'].map((selection) => ({
        play: ['big', 'small'].includes(selection) ? 'SIZE' : 'COLOR',
        selection,
        stake: 100,
      }));
      const perBet = async () =>
        fx.db.transaction().execute(async (trx) => {
          for (const item of items) await placeBetIn(trx, { memberId: fx.memberIds[0], periodId, ...item, now: T0 + 1000 });
        });
      const perRequest = () => placeBetRequest(fx.db, { memberId: fx.memberIds[0], periodId, items, now: T0 + 1000 });
      const time = async (run: () => Promise<unknown>) => {
        const ms: number[] = [];
        for (let i = 0; i < 60; i++) {
          const t = performance.now();
          await run();
          ms.push(performance.now() - t);
        }
        ms.sort((a, b) => a - b);
        return { p50: Number(ms[30].toFixed(2)), p95: Number(ms[56].toFixed(2)) };
      };
      await time(perRequest); // warm-up
      const results = {
        perBetRows: await time(perBet),
        oneRowPerRequest: await time(perRequest),
        again: { perBetRows: await time(perBet), oneRowPerRequest: await time(perRequest) },
      };
      console.log(
        `bet request timing (${process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite'}, ${fill} log rows before): ${JSON.stringify(results)}`,
      );
    },
    300_000,
  );
});
