import { formatPaise, parseRupeesToPaise } from '../../../src';
import { parseHundredths } from '../discount/discountForm';
import type { RebateTemplateRecord } from './templateCalls';

/* The rebate template form: typed text to the save payload and back, and its validators (pure). */

/** VIP levels a template carries a rate for (plugins/money/server/rebateRules.ts VIP_LEVELS). */
export const VIP_LEVELS = 11;
/** The game choice meaning every game. */
export const ALL_GAMES = 'all';

export interface TemplateValues {
  name: string;
  game: string;
  /** Percent with at most two decimals, per VIP level. */
  rates: string[];
  multiple: string;
  cap: string;
}

/** Basis points (or ×100 multiples) as text: 50 → '0.5', 100 → '1'. */
export const hundredths = (x100: number) => (x100 / 100).toFixed(2).replace(/\.?0+$/, '');

export function valuesOf(record?: RebateTemplateRecord): TemplateValues {
  return {
    name: record?.name ?? '',
    game: record?.gameId ? String(record.gameId) : ALL_GAMES,
    rates: Array.from({ length: VIP_LEVELS }, (_, level) => (record ? hundredths(record.rates[level] ?? 0) : '0')),
    multiple: record ? hundredths(record.auditMultipleX100) : '1',
    cap: record?.dailyCap ? formatPaise(record.dailyCap, { symbol: false }) : '0',
  };
}

export function payloadOf(values: TemplateValues, record?: RebateTemplateRecord) {
  return {
    ...(record ? { id: record.id, franchiseeId: record.franchiseeId } : {}),
    name: values.name.trim(),
    gameId: values.game === ALL_GAMES ? null : Number(values.game),
    rates: values.rates.map((r) => parseHundredths(r) ?? 0),
    auditMultipleX100: parseHundredths(values.multiple) ?? 0,
    dailyCap: parseRupeesToPaise(values.cap) ?? 0,
  };
}

export const requiredError = (v?: string | null) => ((v ?? '').trim() === '' ? 'money.rebate.template.v.required' : undefined);
export const rateError = (v?: string | null) => {
  const x = parseHundredths(v ?? '');
  return x !== null && x <= 10_000 ? undefined : 'money.rebate.template.v.rate';
};
export const multipleError = (v?: string | null) => {
  const x = parseHundredths(v ?? '');
  return x !== null && x <= 10_000 ? undefined : 'money.rebate.template.v.multiple';
};
export const capError = (v?: string | null) => {
  const paise = parseRupeesToPaise(v ?? '');
  return paise !== null && paise >= 0 ? undefined : 'money.rebate.template.v.cap';
};

/** The rates column: the lowest and highest level rate ('0.2% – 0.7%'), or one figure when all levels are equal. */
export function rateRange(rates: readonly number[]): string {
  const min = Math.min(...rates);
  const max = Math.max(...rates);
  return min === max ? `${hundredths(min)}%` : `${hundredths(min)}% – ${hundredths(max)}%`;
}
