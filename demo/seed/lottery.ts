import { commitment, deriveResult } from '../../server/domain/draw/commitReveal';
import type { Shape } from '../../server/domain/draw/shapes';
import { DAY_MS } from '../../server/domain/time';
import { periodAt, type GameDescriptor, type IntervalSec } from '../../plugins/lottery/server/rules/periods';
import type { Database } from '../../server/db/database';
import { PeriodStatus } from '../../plugins/lottery/shared/status';
import type { Random } from '../../server/seed/random';

/*
 * The seed's game history: every period of every house-drawn game from the first seeded day up
 * to the last one drawn before `now` (the scheduler creates the current and next ones), each
 * with a seed from the seed's own random stream (so the history repeats), its commitment, and
 * the result derived from them exactly as a live draw does. Periods of a game are contiguous,
 * so the period at an instant is found by arithmetic.
 */

export interface SeedPlay {
  id: number;
  code: string;
  selection: string;
  oddsX100: number;
}

export interface SeedGame {
  id: number;
  code: string;
  shape: Shape;
  descriptor: GameDescriptor;
  feeBps: number;
  plays: SeedPlay[];
  /** Index in `periods` of this game's first period, and the first period's open time. */
  firstIndex: number;
  firstOpen: number;
  count: number;
}

export interface SeedPeriod {
  id: number;
  game: SeedGame;
  issueNo: string;
  seq: number;
  businessDate: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
  seed: string;
  result: number[];
  // Totals, accumulated as bets are generated.
  betCount: number;
  bettorCount: number;
  lastBettor: number;
  totalBet: number;
  totalFee: number;
  payout: number;
  /** Contracts − payouts: what the pool holds before the close. */
  pool: number;
}

export async function loadGames(db: Database): Promise<SeedGame[]> {
  const games = await db.selectFrom('game').selectAll().where('result_source', '=', 'house').where('state', '=', 0).orderBy('id').execute();
  const plays = await db
    .selectFrom('play')
    .select(['id', 'lottery_type_id', 'code', 'selection', 'odds_x100'])
    .where('selection', 'is not', null)
    .where('status', '=', 0)
    .where('odds_x100', '>', 0)
    .orderBy('id')
    .execute();
  return games.map((g) => ({
    id: g.id,
    code: g.code,
    shape: g.shape as Shape,
    descriptor: { code: g.issue_code, intervalSec: g.interval_sec as IntervalSec, freezeSec: g.freeze_sec },
    feeBps: g.fee_bps,
    plays: plays
      .filter((p) => p.lottery_type_id === g.lottery_type_id)
      .map((p) => ({ id: p.id, code: p.code, selection: p.selection as string, oddsX100: p.odds_x100 })),
    firstIndex: 0,
    firstOpen: 0,
    count: 0,
  }));
}

function seedHex(rng: Random): string {
  let hex = '';
  for (let i = 0; i < 8; i++)
    hex += Math.floor(rng.float() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return hex;
}

export function buildPeriods(games: SeedGame[], rng: Random, from: number, now: number): SeedPeriod[] {
  const periods: SeedPeriod[] = [];
  for (const game of games) {
    game.firstIndex = periods.length;
    let p = periodAt(game.descriptor, from);
    game.firstOpen = p.openAt;
    while (p.drawAt <= now) {
      const seed = seedHex(rng);
      periods.push({
        id: periods.length + 1,
        game,
        issueNo: p.issueNo,
        seq: p.seq,
        businessDate: p.businessDate,
        openAt: p.openAt,
        closeAt: p.closeAt,
        drawAt: p.drawAt,
        seed,
        result: [...deriveResult(game.shape, seed, p.issueNo)],
        betCount: 0,
        bettorCount: 0,
        lastBettor: 0,
        totalBet: 0,
        totalFee: 0,
        payout: 0,
        pool: 0,
      });
      p = periodAt(game.descriptor, p.drawAt);
    }
    game.count = periods.length - game.firstIndex;
  }
  return periods;
}

/** The seeded period of `game` open at instant t, or undefined outside the seeded history. */
export function periodOf(periods: SeedPeriod[], game: SeedGame, t: number): SeedPeriod | undefined {
  const i = Math.floor((t - game.firstOpen) / (game.descriptor.intervalSec * 1000));
  return i >= 0 && i < game.count ? periods[game.firstIndex + i] : undefined;
}

/** Settled a couple of seconds after the draw, as the scheduler does. */
export const SETTLE_DELAY_MS = 2_000;

export function periodRow(p: SeedPeriod): Record<string, unknown> {
  return {
    id: p.id,
    game_id: p.game.id,
    issue_no: p.issueNo,
    seq: p.seq,
    business_date: p.businessDate,
    open_at: p.openAt,
    close_at: p.closeAt,
    draw_at: p.drawAt,
    status: PeriodStatus.SETTLED,
    seed_hash: commitment(p.seed),
    seed: p.seed,
    result: JSON.stringify(p.result),
    result_source: 'house',
    drawn_at: p.drawAt,
    settled_at: p.drawAt + SETTLE_DELAY_MS,
    bet_count: 0,
    bettor_count: 0,
    total_bet: 0,
    total_fee: 0,
    winning_amount: 0,
    house_profit: 0,
    kill_rate_bps: 0,
    created_at: p.openAt - DAY_MS / 24,
  };
}
