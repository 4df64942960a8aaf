import type { Database } from '../../server/db/database';
import { isShape } from '../../server/domain/draw/shapes';
import { playsFor } from '../../plugins/lottery/server/rules/games/registry';
import { ApiError } from '../../server/http/errors';
import { placeBetRequest } from '../../plugins/lottery/server/bets';
import { drawForMember } from '../../plugins/marketing/server/lucky/draw';
import { PeriodStatus } from '../../plugins/lottery/shared/status';
import { submitDeposit } from '../../plugins/money/server/deposits';
import { submitWithdrawal } from '../../plugins/money/server/withdrawals';
import { transferYuebao } from '../../plugins/money/server/yuebao';
import { destinationOf, utrOf } from '../seed/channels';
import { ThreeBetFeed } from './threeBetFeed';

/*
 * Simulated members, so the console is alive while `npm start` runs: they bet on the periods
 * taking bets, through placeBet (the same validation and ledger journals as any bet), and now
 * and then submit a deposit or a withdrawal, which waits in the pending queues for staff, and
 * take part in open lucky-draw campaigns (drawForMember, the same rules and payouts as the app),
 * and move money between their wallet and Yue Bao (transferYuebao, as the member app does), so
 * the Yue Bao balances, the daily interest job and balanceRecord have live figures.
 * Orders carry what the seed's do (demo/seed/history.ts, withdrawals.ts), through the seed's own
 * generators: the payer's name and, for a bank or UPI transfer to the company, its UTR; a withdrawal
 * names the member's default bank/UPI payee.
 * Gentle by default: a bet every 400 ms (2–3 a second), an order every 15 s, a Yue Bao move every 20 s.
 * `step` does one action for a given clock and random source, so tests drive it directly.
 */

export interface SimulatorStats {
  bets: number;
  refused: number;
  deposits: number;
  withdrawals: number;
  luckyDraws: number;
  yuebaoIn: number;
  yuebaoOut: number;
}

const STAKES = [100, 200, 500, 1000, 2000, 5000, 10_000];
const DEPOSITS = [10_000, 20_000, 50_000, 100_000, 200_000, 500_000];
const WITHDRAWALS = [10_000, 20_000, 50_000, 100_000];
/** Yue Bao moves in tenths of what the source holds, at most this much (₹50,000). */
const YUEBAO_MAX = 5_000_000;
/** Bettors are drawn from this many active members, re-read every minute. */
const MEMBER_POOL = 2000;
const MEMBER_REFRESH_MS = 60_000;

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)];

export class Simulator {
  readonly stats: SimulatorStats = { bets: 0, refused: 0, deposits: 0, withdrawals: 0, luckyDraws: 0, yuebaoIn: 0, yuebaoOut: 0 };
  private members: number[] = [];
  private membersAt = -Infinity;
  private readonly threeBetFeed: ThreeBetFeed;
  /** The seed's generators draw integers from a Random; this one draws from the simulator's source. */
  private readonly ints = { int: (min: number, max: number) => min + Math.floor(this.random() * (max - min + 1)) };

  constructor(
    private readonly db: Database,
    private readonly random: () => number = Math.random,
  ) {
    this.threeBetFeed = new ThreeBetFeed(db, random);
  }

  /** A third-party game bet (slots, live casino) by a random member, through its provider's adapter. */
  async thirdPartyBet(now: number): Promise<void> {
    const pool = await this.memberIds(now);
    const ids = [...new Set(Array.from({ length: Math.min(20, pool.length) }, () => pick(pool, this.random)))];
    const rows = ids.length === 0 ? [] : await this.db.selectFrom('member').select('username').where('id', 'in', ids).execute();
    await this.threeBetFeed.step(
      rows.map((r) => r.username),
      now,
    );
  }

  private async memberIds(now: number): Promise<number[]> {
    if (now - this.membersAt >= MEMBER_REFRESH_MS || this.members.length === 0) {
      const rows = await this.db
        .selectFrom('member')
        .select('id')
        .where('status', '=', 0)
        .where('is_internal', '=', 0)
        .orderBy('id')
        .limit(MEMBER_POOL)
        .execute();
      this.members = rows.map((r) => r.id);
      this.membersAt = now;
    }
    return this.members;
  }

  /**
   * One bet request by a random member on a random period taking bets: a slip of one to three
   * selections of one play, as a member picks them in the app; false when nothing could bet.
   */
  async bet(now: number): Promise<boolean> {
    const members = await this.memberIds(now);
    const open = await this.db
      .selectFrom('period')
      .innerJoin('game', 'game.id', 'period.game_id')
      .select(['period.id', 'game.shape'])
      .where('period.status', '=', PeriodStatus.BETTING)
      .where('period.open_at', '<=', now)
      .where('period.close_at', '>', now)
      .where('game.state', '=', 0)
      .execute();
    if (members.length === 0 || open.length === 0) return false;
    const period = pick(open, this.random);
    if (!isShape(period.shape)) return false;
    const play = pick(Object.values(playsFor(period.shape)), this.random);
    const memberId = pick(members, this.random);
    const selections = [...new Set(Array.from({ length: 1 + Math.floor(this.random() * 3) }, () => pick(play.selections, this.random)))];
    const stake = pick(STAKES, this.random);
    try {
      const placed = await placeBetRequest(this.db, {
        memberId,
        periodId: period.id,
        items: selections.map((selection) => ({ play: play.code, selection, stake })),
        now,
        ip: '127.0.0.1',
      });
      this.stats.bets += placed.length;
      return true;
    } catch (error) {
      // Out of money, over a limit, or the period closed in between: a refused bet, like a real one.
      if (!(error instanceof ApiError)) throw error;
      this.stats.refused++;
      return false;
    }
  }

  /** One draw by a random member of an open lucky-draw campaign; false when none is open or the draw is refused (rules, daily limit). */
  async luckyDraw(now: number): Promise<boolean> {
    const campaigns = await this.db
      .selectFrom('lucky_campaign')
      .select(['id', 'franchisee_id', 'station_id'])
      .where('status', '=', 'open')
      .where('starts_at', '<=', now)
      .where('ends_at', '>', now)
      .execute();
    if (campaigns.length === 0) return false;
    const campaign = pick(campaigns, this.random);
    const members = await this.db
      .selectFrom('member')
      .select('id')
      .where('status', '=', 0)
      .where('is_internal', '=', 0)
      .where('is_test', '=', 0)
      .$if(campaign.franchisee_id !== null, (q) => q.where('franchisee_id', '=', campaign.franchisee_id as number))
      .$if(campaign.station_id !== null, (q) => q.where('station_id', '=', campaign.station_id as number))
      .orderBy('id')
      .limit(MEMBER_POOL)
      .execute();
    if (members.length === 0) return false;
    const memberId = pick(members, this.random).id;
    try {
      await this.db.transaction().execute((trx) => drawForMember(trx, { campaignId: campaign.id, memberId, now }));
      this.stats.luckyDraws++;
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
  }

  /** A deposit (two times in three) or a withdrawal by a random member, left pending for staff. */
  async order(now: number): Promise<void> {
    const members = await this.memberIds(now);
    if (members.length === 0) return;
    const memberId = pick(members, this.random);
    const member = await this.db.selectFrom('member').select(['username', 'real_name']).where('id', '=', memberId).executeTakeFirst();
    if (!member) return;
    if (this.random() < 2 / 3) {
      const kind = this.random() < 0.5 ? 'company' : 'online';
      // A gateway (online) deposit has no UTR of the member's to quote, as in the seed.
      const utr = kind === 'company' ? utrOf(this.ints) : '';
      await submitDeposit(this.db, {
        memberId,
        amount: pick(DEPOSITS, this.random),
        kind,
        payerName: member.real_name,
        utr,
        ip: '127.0.0.1',
        now,
      });
      this.stats.deposits++;
      return;
    }
    // The default account first, as the seed's banks[0]; none saved falls back to the seed's UPI payee.
    const account = await this.db
      .selectFrom('member_bank')
      .select(['kind', 'holder_name', 'bank_name', 'ifsc', 'account_no', 'upi_id'])
      .where('member_id', '=', memberId)
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    const destination = JSON.parse(destinationOf(account, member)) as Record<string, string>;
    try {
      await submitWithdrawal(this.db, { memberId, amount: pick(WITHDRAWALS, this.random), destination, ip: '127.0.0.1', now });
      this.stats.withdrawals++;
    } catch (error) {
      // Not enough cash, or an open withdrawal already: the member simply doesn't withdraw now.
      if (!(error instanceof ApiError) && !(error instanceof RangeError)) throw error;
    }
  }

  /**
   * A random member moves one to five tenths of their wallet into Yue Bao (two times in three) or
   * of their Yue Bao back out, through transferYuebao with a fresh Idempotency-Key; false when the
   * source is empty. Savers come from the same active pool as the bettors.
   */
  async yuebao(now: number): Promise<boolean> {
    const members = await this.memberIds(now);
    if (members.length === 0) return false;
    const memberId = pick(members, this.random);
    const direction = this.random() < 2 / 3 ? 'in' : 'out';
    const source =
      direction === 'in'
        ? await this.db.selectFrom('member_balance').select('cash_balance as held').where('member_id', '=', memberId).executeTakeFirst()
        : await this.db.selectFrom('member').select('yuebao_balance as held').where('id', '=', memberId).executeTakeFirst();
    const held = Number(source?.held ?? 0);
    const amount = Math.min(YUEBAO_MAX, Math.floor((held * (1 + Math.floor(this.random() * 5))) / 10 / 100) * 100);
    if (amount <= 0) return false;
    try {
      await transferYuebao(this.db, { memberId, amount, direction, ref: `sim-${now}-${memberId}-${direction}`, now });
    } catch (error) {
      // Spent in a bet meanwhile: the member simply doesn't move money now.
      if (!(error instanceof ApiError)) throw error;
      return false;
    }
    if (direction === 'in') this.stats.yuebaoIn++;
    else this.stats.yuebaoOut++;
    return true;
  }
}

export interface SimulatorOptions {
  betIntervalMs?: number;
  orderIntervalMs?: number;
  threeBetIntervalMs?: number;
  luckyIntervalMs?: number;
  yuebaoIntervalMs?: number;
  clock?: () => number;
  random?: () => number;
  onError?: (error: unknown) => void;
}

export interface SimulatorRunner {
  readonly stats: SimulatorStats;
  /** Stops the timers and waits for the action in progress. */
  stop(): Promise<void>;
}

/** Runs the simulator on timers until stopped; actions never overlap. */
export function startSimulator(db: Database, options: SimulatorOptions = {}): SimulatorRunner {
  const sim = new Simulator(db, options.random);
  const clock = options.clock ?? Date.now;
  const onError = options.onError ?? ((error: unknown) => console.error('simulator:', error instanceof Error ? error.message : error));
  const orderEvery = options.orderIntervalMs ?? 15_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let lastOrder = clock();
  const threeBetEvery = options.threeBetIntervalMs ?? 5000;
  let lastThreeBet = clock();
  let lastLucky = clock();
  const luckyEvery = options.luckyIntervalMs ?? 5_000;
  let lastYuebao = clock();
  const yuebaoEvery = options.yuebaoIntervalMs ?? 20_000;

  const loop = () => {
    running = (async () => {
      const now = clock();
      await sim.bet(now);
      if (now - lastOrder >= orderEvery) {
        lastOrder = now;
        await sim.order(now);
      }
      if (now - lastThreeBet >= threeBetEvery) {
        lastThreeBet = now;
        await sim.thirdPartyBet(now);
      }
      if (now - lastLucky >= luckyEvery) {
        lastLucky = now;
        await sim.luckyDraw(now);
      }
      if (now - lastYuebao >= yuebaoEvery) {
        lastYuebao = now;
        await sim.yuebao(now);
      }
    })()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, options.betIntervalMs ?? 400);
      });
  };
  timer = setTimeout(loop, options.betIntervalMs ?? 400);
  return {
    stats: sim.stats,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
