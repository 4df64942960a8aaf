/**
 * Rupee amounts. The wire and the database carry integer paise; every step here is integer
 * (bigint) arithmetic on them, so no amount is ever rounded through a binary float.
 */

export const RUPEE = '₹';

export interface FormatPaiseOptions {
  /** Prefix '₹' (default true). */
  symbol?: boolean;
  /** Digits after the point (default 2). Fewer than 2 rounds half away from zero. */
  decimals?: number;
}

/** Indian grouping: the last three digits, then pairs — 1,23,45,678. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

function toBigInt(paise: number | bigint): bigint | null {
  if (typeof paise === 'bigint') return paise;
  if (!Number.isFinite(paise)) return null;
  // Paise are integers; a stray fraction (a float from elsewhere) is rounded, not rendered.
  return BigInt(Math.round(paise));
}

/**
 * '₹1,23,45,678.90' from 123456789 paise; '-₹1,234.50' for negatives; '' for null, undefined
 * or a non-finite number (a missing amount must not read as ₹0.00).
 */
export function formatPaise(paise: number | bigint | null | undefined, options: FormatPaiseOptions = {}): string {
  const { symbol = true, decimals = 2 } = options;
  if (paise === null || paise === undefined) return '';
  const value = toBigInt(paise);
  if (value === null) return '';
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`decimals must be a whole number ≥ 0, got ${decimals}`);

  const negative = value < 0n;
  const abs = negative ? -value : value;
  let rupees: bigint;
  let fraction: string;
  if (decimals >= 2) {
    rupees = abs / 100n;
    fraction = (abs % 100n).toString().padStart(2, '0').padEnd(decimals, '0');
  } else {
    const step = 10n ** BigInt(2 - decimals);
    const scaled = (abs + step / 2n) / step;
    const unit = 10n ** BigInt(decimals);
    rupees = scaled / unit;
    fraction = decimals === 0 ? '' : (scaled % unit).toString().padStart(decimals, '0');
  }
  const isZero = rupees === 0n && /^0*$/.test(fraction);
  const sign = negative && !isZero ? '-' : '';
  const number = `${groupIndian(rupees.toString())}${fraction ? `.${fraction}` : ''}`;
  return `${sign}${symbol ? RUPEE : ''}${number}`;
}

// Whole part: plain digits, Indian grouping (1,23,456) or international grouping (123,456).
const AMOUNT = /^(-)?(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

export interface ParseRupeesOptions {
  /** Accept a leading '-' (debits, corrections). Default false. */
  allowNegative?: boolean;
}

/**
 * Paise from what an operator typed: '1,234.50' → 123450. Strict: at most two decimals, commas
 * only where a grouping puts them, an optional leading ₹ and surrounding spaces. Anything else
 * (including amounts beyond Number.MAX_SAFE_INTEGER paise) is null, for the form to reject.
 */
export function parseRupeesToPaise(input: string | null | undefined, options: ParseRupeesOptions = {}): number | null {
  if (typeof input !== 'string') return null;
  const text = input.trim().replace(/^(-?)\s*₹\s*/, '$1');
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const [, minus, whole, decimals = ''] = match;
  if (minus && !options.allowNegative) return null;
  const paise = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (paise > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const result = Number(paise);
  return minus && result !== 0 ? -result : result;
}
