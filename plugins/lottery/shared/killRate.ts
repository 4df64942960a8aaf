/*
 * The kill rate: house profit ÷ valid turnover in basis points, rounded half away from zero in
 * exact integer arithmetic. It lives in the lottery's shared/ because the report module computes
 * it over its own sums and may reach the lottery only here; settlement's period totals
 * (server/rules/settlement.ts) use this same function, so a period and a report day round alike.
 *
 * The amounts are checked as the core's money rules check paise (server/domain/money.ts, which
 * shared code may not import): safe integers, the turnover and the payout it implies never
 * negative, with the same messages.
 */

function nonNegativePaise(n: number, label: string): number {
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new RangeError(`${label} must be a safe integer number of paise, got ${String(n)}`);
  }
  if (n < 0) throw new RangeError(`${label} must not be negative, got ${n}`);
  return n === 0 ? 0 : n;
}

/** round(numerator × 10 000 / denominator) half away from zero, in exact integer arithmetic. */
function ratioBps(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const q = (2n * abs(n) * 10_000n + abs(d)) / (2n * abs(d));
  return Number(n < 0n !== d < 0n ? -q : q) || 0;
}

/** Kill rate in basis points (house profit ÷ valid turnover); 0 with no turnover. */
export function killRateBps(houseProfit: number, validTurnover: number): number {
  if (validTurnover === 0) return 0;
  const stake = nonNegativePaise(validTurnover, 'stake');
  const payout = nonNegativePaise(validTurnover - houseProfit, 'payout');
  return ratioBps(stake - payout, stake);
}
