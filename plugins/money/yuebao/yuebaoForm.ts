import { formatPaise, parseRupeesToPaise } from '../../../src';
import type { YuebaoTier } from './yuebaoCalls';

/*
 * The Yue Bao tier form (pure): typed text to the save payload and back, and its validators.
 * Rates are typed as a daily percentage with up to four decimals ('0.0137' %) and travel as parts
 * per million (137): exact both ways, no float arithmetic.
 */

/** 1 % a day: the server's ceiling too. */
export const MAX_RATE_PPM = 10_000;

export interface YuebaoValues {
  minAmount: string;
  rate: string;
  secondaryRate: string;
  autoTransfer: boolean;
  transferTime: string;
}

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** '0.0137' (percent) → 137 ppm; null when not a percentage with at most four decimals. */
export function parsePercentToPpm(text: string): number | null {
  const t = text.trim();
  if (!PERCENT.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 10_000 + Number(frac.padEnd(4, '0'));
}

/** 137 → '0.0137' (trailing zeros dropped, at least two decimals). */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return `${whole}.${frac.padEnd(2, '0')}`;
}

/** 137 → '0.0137%'. */
export const formatPpm = (ppm: number) => `${ppmToPercent(ppm)}%`;

/** The simple annual yield of a daily rate, for orientation (137 ppm → '5.00%'). */
export const annualPercent = (ppm: number) => `${((ppm * 365) / 10_000).toFixed(2)}%`;

export function valuesOf(tier?: YuebaoTier): YuebaoValues {
  return {
    minAmount: tier ? formatPaise(tier.minAmount, { symbol: false }) : '',
    rate: tier ? ppmToPercent(tier.ratePpm) : '',
    secondaryRate: tier ? ppmToPercent(tier.secondaryRatePpm) : '',
    autoTransfer: tier?.autoTransfer ?? false,
    transferTime: tier?.transferTime ?? '00:30',
  };
}

export function payloadOf(values: YuebaoValues, id?: number) {
  return {
    ...(id ? { id } : {}),
    minAmount: parseRupeesToPaise(values.minAmount) ?? 0,
    ratePpm: parsePercentToPpm(values.rate) ?? 0,
    secondaryRatePpm: parsePercentToPpm(values.secondaryRate) ?? 0,
    autoTransfer: values.autoTransfer,
    transferTime: values.transferTime.trim(),
  };
}

export const minAmountError = (v?: string | null) =>
  (v ?? '').trim() === '' ? 'money.yuebao.v.required' : parseRupeesToPaise(v ?? '') === null ? 'money.yuebao.v.amount' : undefined;
export const rateError = (v?: string | null) => {
  if ((v ?? '').trim() === '') return 'money.yuebao.v.required';
  const ppm = parsePercentToPpm(v ?? '');
  return ppm !== null && ppm <= MAX_RATE_PPM ? undefined : 'money.yuebao.v.rate';
};
export const timeError = (v?: string | null) => (/^([01]\d|2[0-3]):[0-5]\d$/.test((v ?? '').trim()) ? undefined : 'money.yuebao.v.time');
