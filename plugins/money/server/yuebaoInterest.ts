import { assertNonNegativePaise } from '../../../server/domain/money';

/*
 * Yue Bao (余额宝) daily interest, pure and integer-only.
 *
 * Rates are parts per million per day (ppm: 1_000_000 = 100 % a day), so a rate like 0.0137 % a
 * day (≈ 5 % a year) is exact as 137 ppm; basis points (0.01 %) would be too coarse for daily
 * rates.
 *
 * The day's figures of one member (all in paise):
 *   opening  the Yue Bao balance at 00:00:00 Bombay time;
 *   lowest   the lowest balance the account had at any moment of the day (opening included);
 *   closing  the balance at 23:59:59.999, before the day's interest.
 * The tier is the enabled tier with the largest minimum amount ≤ closing; no such tier → no interest.
 *   held     = lowest:            money held the whole day, earns the tier's daily rate;
 *   arrived  = closing − lowest:  money that came in during the day and stayed (a transfer in,
 *                                  the previous day's interest), earns the tier's secondary rate.
 *   interest = ⌊(held × rate + arrived × secondaryRate + carry) / 1_000_000⌋ paise.
 * The products are computed in BigInt (balances up to 2^53 paise times a rate up to 10^6 overflow
 * a double). Rounding is always down, and nothing is lost: the remainder (in millionths of a paisa,
 * < 1_000_000) is kept on the day's record and carried into the member's next interest day, so over
 * time a member is paid exactly ⌊Σ balance × rate / 10^6⌋.
 */

export const PPM = 1_000_000;

export interface YuebaoTierTerms {
  id: number;
  /** Paise. */
  minAmount: number;
  ratePpm: number;
  secondaryRatePpm: number;
  autoTransfer: boolean;
  /** 'HH:MM' Bombay time on the next day at which an auto-transfer tier's interest moves to the wallet. */
  transferTime: string;
}

export interface YuebaoDayBalances {
  opening: number;
  lowest: number;
  closing: number;
}

export interface YuebaoInterest {
  tier: YuebaoTierTerms | null;
  held: number;
  arrived: number;
  interest: number;
  /** Millionths of a paisa carried to the next interest day, 0 ≤ remainder < 1_000_000. */
  remainder: number;
}

/** The tier a closing balance falls in: the enabled tier with the largest minimum ≤ closing. */
export function tierFor<T extends YuebaoTierTerms>(tiers: readonly T[], closing: number): T | null {
  let best: T | null = null;
  for (const t of tiers) if (t.minAmount <= closing && (best === null || t.minAmount > best.minAmount)) best = t;
  return best;
}

export function dailyInterest(tiers: readonly YuebaoTierTerms[], day: YuebaoDayBalances, carry = 0): YuebaoInterest {
  const closing = assertNonNegativePaise(day.closing, 'closing');
  const lowest = Math.min(assertNonNegativePaise(day.lowest, 'lowest'), closing);
  if (!Number.isSafeInteger(carry) || carry < 0 || carry >= PPM)
    throw new RangeError(`carry must be an integer in [0, ${PPM}), got ${carry}`);
  const tier = closing > 0 ? tierFor(tiers, closing) : null;
  const held = lowest;
  const arrived = closing - lowest;
  // No tier: no interest, and the carry waits for the next day with a tier.
  if (!tier) return { tier: null, held, arrived, interest: 0, remainder: carry };
  const micro = BigInt(held) * BigInt(tier.ratePpm) + BigInt(arrived) * BigInt(tier.secondaryRatePpm) + BigInt(carry);
  const interest = micro / BigInt(PPM);
  if (interest > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('interest beyond the exact range');
  return { tier, held, arrived, interest: Number(interest), remainder: Number(micro % BigInt(PPM)) };
}

/** 'HH:MM' (00:00–23:59) → minutes after Bombay midnight; throws otherwise. */
export function transferMinutes(hhmm: string): number {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new RangeError(`time must be HH:MM, got ${JSON.stringify(hhmm)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}
