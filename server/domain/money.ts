/*
 * Money is integer paise (₹1 = 100 paise), held in JavaScript numbers only while they are safe
 * integers (|n| ≤ 2^53 − 1, about ₹90 trillion). Anything else is a bug upstream, so every entry
 * point throws instead of silently rounding: a float that sneaks in here would otherwise end up
 * in the ledger.
 *
 * Products that can leave the safe range (contract × odds, amount × rate) are computed in BigInt
 * and converted back only after the division, with a check that the result fits.
 */

/** Fee rates and other ratios are basis points: 10 000 bps = 100 %. */
export const BPS = 10_000;
/** The Win Go service fee: 2 % of the stake is taken at bet time (DOMAIN B.4). */
export const DEFAULT_FEE_BPS = 200;

/** Returns n when it is a safe integer number of paise (any sign); throws otherwise. */
export function assertPaise(n: unknown, label = 'amount'): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`${label} must be a safe integer number of paise, got ${String(n)}`);
  }
  // Normalise -0 so that it never shows up in stored records or string output.
  return n === 0 ? 0 : n;
}

/** Like assertPaise, and also refuses negative amounts (stakes, deposits, fees). */
export function assertNonNegativePaise(n: unknown, label = 'amount'): number {
  const v = assertPaise(n, label);
  if (v < 0) throw new RangeError(`${label} must not be negative, got ${v}`);
  return v;
}

function toSafe(big: bigint, label: string): number {
  if (big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`${label} overflows the safe integer range`);
  }
  return Number(big);
}

function assertNonNegativeInt(n: unknown, label: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`${label} must be a non-negative safe integer, got ${String(n)}`);
  }
  return n;
}

/**
 * contract × odds / 100 split into the paise paid and the hundredths of a paise dropped.
 * Always rounds down (the record keeps the remainder, so the rounding is auditable).
 */
export function mulOddsExact(contractPaise: number, oddsX100: number): { value: number; droppedX100: number } {
  const c = BigInt(assertNonNegativePaise(contractPaise, 'contract'));
  const o = BigInt(assertNonNegativeInt(oddsX100, 'oddsX100'));
  const product = c * o;
  return { value: toSafe(product / 100n, 'payout'), droppedX100: Number(product % 100n) };
}

/** floor(contract × oddsX100 / 100): the payout of a contract at the given odds (×100). */
export function mulOdds(contractPaise: number, oddsX100: number): number {
  return mulOddsExact(contractPaise, oddsX100).value;
}

/**
 * The service fee on a stake: fee = floor(stake × feeBps / 10 000), contract = stake − fee.
 *
 * Rounding: the fee is rounded down (any fraction of a paise stays with the member), and the
 * contract is defined as the difference, so contract + fee = stake holds exactly for every
 * stake. With the usual whole-rupee stakes and 2 % there is no fraction at all
 * (₹1 = 100 paise → fee 2, contract 98).
 */
export function feeOf(stakePaise: number, feeBps: number = DEFAULT_FEE_BPS): number {
  const stake = assertNonNegativePaise(stakePaise, 'stake');
  const bps = assertNonNegativeInt(feeBps, 'feeBps');
  if (bps > BPS) throw new RangeError(`feeBps must be at most ${BPS}, got ${bps}`);
  return Number((BigInt(stake) * BigInt(bps)) / BigInt(BPS));
}

/** Stake split into fee and contract (see feeOf for the rounding). */
export function splitStake(stakePaise: number, feeBps: number = DEFAULT_FEE_BPS): { stake: number; fee: number; contract: number } {
  const fee = feeOf(stakePaise, feeBps);
  return { stake: stakePaise, fee, contract: stakePaise - fee };
}

/** floor(amount × rateBps / 10 000) for non-negative amounts: admin fees and similar charges. */
export function applyBps(amountPaise: number, rateBps: number): number {
  const amount = assertNonNegativePaise(amountPaise);
  const rate = assertNonNegativeInt(rateBps, 'rateBps');
  return toSafe((BigInt(amount) * BigInt(rate)) / BigInt(BPS), 'amount × rate');
}

/** Sum of paise amounts; throws on a non-integer input or when the total leaves the safe range. */
export function sumPaise(values: Iterable<number>): number {
  let total = 0n;
  for (const v of values) total += BigInt(assertPaise(v));
  return toSafe(total, 'sum') || 0;
}

/** ₹ with Indian digit grouping from integer paise, as members read amounts. */
export function rupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  const whole = Math.floor(abs / 100).toLocaleString('en-IN');
  return `${sign}₹${whole}.${String(abs % 100).padStart(2, '0')}`;
}
