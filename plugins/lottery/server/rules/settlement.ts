import { assertResult, type DrawResult, type Shape } from '../../../../server/domain/draw/shapes';
import { playsFor } from './games/registry';
import { lookupPlay } from './games/types';
import { assertNonNegativePaise, mulOddsExact, sumPaise } from '../../../../server/domain/money';
import { killRateBps } from '../../shared/killRate';

/*
 * Settling a bet against a drawn result, and the per-period totals (DOMAIN A.4 #7, B.4).
 *
 *   payout = floor(contract × multiplierX100 / 100), rounded down, with the dropped fraction of
 *   a paise returned so the settlement record shows it.
 *
 * Settlement takes the result as given; it never looks at other bets. The result itself comes
 * from server/domain/draw/commitReveal.ts (or an approved external result) and not from here.
 */

export interface BetToSettle {
  readonly stake: number;
  readonly fee: number;
  readonly contract: number;
  readonly play: string;
  readonly selection: string;
  /**
   * The odds snapshot taken when the bet was placed, ×100, against the selection's headline odds
   * (its best multiplier). Omitted → the current table. When it differs from the table's
   * headline, every winning tier scales in proportion, rounded down:
   * tier × oddsX100 / headline (e.g. red at 196 pays floor(150 × 196 / 200) = 147 on a 0).
   */
  readonly oddsX100?: number;
}

export interface Settlement {
  readonly status: 'won' | 'lost';
  readonly payout: number;
  /** The multiplier applied, ×100 (0 when lost). */
  readonly multiplierX100: number;
  /** Hundredths of a paise dropped by rounding the payout down, 0–99. */
  readonly droppedX100: number;
  /** The same as a decimal string of paise, for the record: '0.37'. */
  readonly rounding: string;
}

function assertBet(bet: BetToSettle): void {
  const stake = assertNonNegativePaise(bet.stake, 'stake');
  const fee = assertNonNegativePaise(bet.fee, 'fee');
  const contract = assertNonNegativePaise(bet.contract, 'contract');
  if (fee + contract !== stake) throw new RangeError(`stake ${stake} must equal contract ${contract} + fee ${fee}`);
  if (bet.oddsX100 !== undefined && (!Number.isSafeInteger(bet.oddsX100) || bet.oddsX100 <= 0 || bet.oddsX100 > 10_000_000)) {
    throw new RangeError(`oddsX100 must be a positive integer, got ${bet.oddsX100}`);
  }
}

/** The effective multiplier ×100 of a bet for a result, honouring its odds snapshot. */
export function effectiveMultiplierX100(
  bet: Pick<BetToSettle, 'play' | 'selection' | 'oddsX100'>,
  result: DrawResult,
  shape: Shape,
): number {
  const play = lookupPlay(playsFor(shape), bet.play);
  if (!play.selections.includes(bet.selection)) throw new RangeError(`invalid ${bet.play} selection ${JSON.stringify(bet.selection)}`);
  const tier = play.multiplierX100(bet.selection, assertResult(shape, result));
  if (tier === 0 || bet.oddsX100 === undefined) return tier;
  return Math.floor((tier * bet.oddsX100) / play.headlineX100(bet.selection));
}

export function settleBet(bet: BetToSettle, result: DrawResult, shape: Shape): Settlement {
  assertBet(bet);
  const multiplierX100 = effectiveMultiplierX100(bet, result, shape);
  const { value, droppedX100 } = mulOddsExact(bet.contract, multiplierX100);
  return {
    status: multiplierX100 > 0 ? 'won' : 'lost',
    payout: value,
    multiplierX100,
    droppedX100,
    rounding: `0.${String(droppedX100).padStart(2, '0')}`,
  };
}

export interface BetForTotals {
  readonly memberId: string | number;
  readonly stake: number;
  readonly fee: number;
}

export interface PeriodTotals {
  readonly betCount: number;
  readonly bettorCount: number;
  readonly totalStake: number;
  readonly totalFee: number;
  readonly totalPayout: number;
  /** totalStake − totalPayout: the fee is part of the stake, so it is house income here. */
  readonly houseProfit: number;
  /** round(houseProfit / totalStake × 10 000), half away from zero; 0 with no stake. */
  readonly killRateBps: number;
  /** houseProfit / totalStake with 4 decimals (killRateBps / 10 000); 0 with no stake. */
  readonly killRate: number;
  /** The kill rate as a percentage with 2 decimals (killRateBps / 100). */
  readonly profitLossPct: number;
}

/**
 * Totals of a period's settled bets. settlements[i] belongs to bets[i]; pass only bets that
 * count (settled, not cancelled or void), with payout 0 for lost ones.
 */
export function periodTotals(bets: readonly BetForTotals[], settlements: readonly Pick<Settlement, 'payout'>[]): PeriodTotals {
  if (bets.length !== settlements.length) {
    throw new RangeError(`${bets.length} bets but ${settlements.length} settlements`);
  }
  const totalStake = sumPaise(bets.map((b) => assertNonNegativePaise(b.stake, 'stake')));
  const totalFee = sumPaise(bets.map((b) => assertNonNegativePaise(b.fee, 'fee')));
  const totalPayout = sumPaise(settlements.map((s) => assertNonNegativePaise(s.payout, 'payout')));
  const houseProfit = totalStake - totalPayout;
  const bps = killRateBps(houseProfit, totalStake);
  return {
    betCount: bets.length,
    bettorCount: new Set(bets.map((b) => String(b.memberId))).size,
    totalStake,
    totalFee,
    totalPayout,
    houseProfit,
    killRateBps: bps,
    killRate: bps / 10_000,
    profitLossPct: bps / 100,
  };
}
