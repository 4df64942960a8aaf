import { formatCount, formatPaise } from '../../../src';

/*
 * USDT arithmetic of the disbursement screens, in integers exactly as the server does it
 * (plugins/money/server/cryptoPayout.ts): the rate is paise per USDT, amounts are micro-USDT rounded down.
 */

/** Micro-USDT for `paise` at `rateX100` paise per USDT, rounded down (0 for a missing rate). */
export function usdtMicroOf(paise: number, rateX100: number): number {
  if (!(paise > 0) || !(rateX100 > 0)) return 0;
  return Number((BigInt(Math.trunc(paise)) * 1_000_000n) / BigInt(Math.trunc(rateX100)));
}

/** Micro-USDT as "12.345678 USDT", digits grouped. */
export function formatUsdt(micro: number): string {
  const whole = formatCount(Math.floor(micro / 1_000_000));
  return `${whole}.${String(micro % 1_000_000).padStart(6, '0')} USDT`;
}

/** The rate as "₹86.50 / USDT". */
export const formatRate = (rateX100: number) => `${formatPaise(rateX100)} / USDT`;
