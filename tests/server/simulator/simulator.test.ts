import { sql } from 'kysely';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { periodService, tick } from '../../../plugins/lottery/server/scheduler';
import { startServices } from '../../../server/plugin/services';
import { Simulator } from '../../../demo/simulator/simulator';
import { simulatorEnabled, simulatorService } from '../../../demo/simulator/service';
import { lotteryFixture, prng, type LotteryFixture } from '../lottery/fixture';

const T0 = Date.UTC(2026, 0, 12, 8, 0, 1);
let fx: LotteryFixture;

beforeAll(async () => {
  fx = await lotteryFixture({ members: 4, credit: 2_000_000 });
}, 60_000);
afterAll(async () => fx.close());

const count = async (table: 'bet' | 'period' | 'deposit_order' | 'withdrawal_order') =>
  Number(
    (
      await fx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function until(predicate: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > end) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('simulator', () => {
  it('is off under jest unless a test turns it on, and SIMULATOR=off always wins', () => {
    expect(simulatorEnabled({ NODE_ENV: 'test' })).toBe(false);
    expect(simulatorEnabled({ NODE_ENV: 'test', SIMULATOR: 'on' })).toBe(true);
    expect(simulatorEnabled({ NODE_ENV: 'production' })).toBe(true);
    expect(simulatorEnabled({})).toBe(true);
    expect(simulatorEnabled({ SIMULATOR: 'off' })).toBe(false);
    expect(simulatorEnabled({ SIMULATOR: 'OFF', NODE_ENV: 'production' })).toBe(false);
  });

  it('places bets through placeBet and submits pending deposits and withdrawals', async () => {
    await tick(fx.db, T0);
    const sim = new Simulator(fx.db, prng(7));
    for (let i = 0; i < 40; i++) await sim.bet(T0 + 1000);
    for (let i = 0; i < 12; i++) await sim.order(T0 + 1000);
    expect(sim.stats.bets).toBeGreaterThan(20);
    expect(await count('bet')).toBe(sim.stats.bets);
    expect(sim.stats.deposits).toBeGreaterThan(0);
    expect(await count('deposit_order')).toBe(sim.stats.deposits);
    expect(await count('withdrawal_order')).toBe(sim.stats.withdrawals);
    const pending = await fx.db.selectFrom('deposit_order').select('status').distinct().execute();
    expect(pending).toEqual([{ status: 1 }]);
    expect((await checkLedger(fx.db)).problems).toEqual([]);
  });

  it('moves members’ money into and out of Yue Bao through the ledger, each move a transfer journal', async () => {
    await tick(fx.db, T0);
    const sim = new Simulator(fx.db, prng(11));
    for (let i = 0; i < 30; i++) await sim.yuebao(T0 + 2000 + i);
    expect(sim.stats.yuebaoIn).toBeGreaterThan(0);
    expect(sim.stats.yuebaoOut).toBeGreaterThan(0);
    const journals = await fx.db
      .selectFrom('ledger_journal')
      .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('type', 'in', ['yuebao_in', 'yuebao_out'])
      .groupBy('type')
      .orderBy('type')
      .execute();
    expect(journals.map((j) => [j.type, Number(j.n)])).toEqual([
      ['yuebao_in', sim.stats.yuebaoIn],
      ['yuebao_out', sim.stats.yuebaoOut],
    ]);
    // member.yuebao_balance is the trigger-kept copy of each saver's Yue Bao account.
    const held = await fx.db
      .selectFrom('ledger_account as a')
      .innerJoin('member as m', (j) => j.on(sql`cast(m.id as text)`, '=', sql.ref('a.owner_id')))
      .select(['a.balance', 'm.yuebao_balance'])
      .where('a.owner_type', '=', 'yuebao')
      .execute();
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((h) => Number(h.balance) === Number(h.yuebao_balance) && Number(h.balance) >= 0)).toBe(true);
    expect((await checkLedger(fx.db)).problems).toEqual([]);
  });

  it('places nothing when it is off: only the lottery’s periods run', async () => {
    const before = await count('bet');
    const periodsBefore = await count('period');
    for (const env of [{ SIMULATOR: 'off' }, { NODE_ENV: 'test' }]) {
      const simulator = simulatorService();
      const stop = startServices([periodService, simulator], fx.db, { env, log: (message) => console.error(message) });
      expect(simulator.runner()).toBeNull();
      // The scheduler works (periods for the real clock appear) while no bet arrives.
      await until(async () => (await count('period')) > periodsBefore);
      await stop();
    }
    expect(await count('bet')).toBe(before);
  });

  it('bets on its own timer when on, and stops cleanly (before the periods it bets into)', async () => {
    const before = await count('bet');
    const simulator = simulatorService({ betIntervalMs: 10 });
    const stop = startServices([periodService, simulator], fx.db, { env: { SIMULATOR: 'on' }, log: (message) => console.error(message) });
    const runner = simulator.runner();
    expect(runner).not.toBeNull();
    await until(async () => (await count('bet')) >= before + 3);
    await stop();
    expect(simulator.runner()).toBeNull();
    const after = await count('bet');
    expect(after - before).toBe(runner?.stats.bets);
    expect((await checkLedger(fx.db)).problems).toEqual([]);
  });
});
