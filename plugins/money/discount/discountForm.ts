import { formatPaise, parseRupeesToPaise } from '../../../src';
import type { AnswerOf } from '../../../shared/contract';
import type { discountContracts } from '../shared/discountContract';

/* The recharge discount form: typed text to the save payload and back, and its validators (pure). */

export type DiscountKind = 'first' | 'daily' | 'every';

/** A deposit bonus rule as chance-recharge-discount/list answers it. */
export type DiscountRecord = AnswerOf<typeof discountContracts.list>['list'][number];

export interface DiscountValues {
  name: string;
  kind: DiscountKind;
  minAmount: string;
  maxAmount: string;
  rate: string;
  cap: string;
  multiple: string;
  sort: string;
}

const rupees = (paise: number) => (paise ? formatPaise(paise, { symbol: false }) : '0');
const hundredths = (x100: number) => (x100 / 100).toFixed(2).replace(/\.?0+$/, '');
const HUNDREDTHS = /^\d{1,3}(\.\d{1,2})?$/;

/** '12.5' → 1250 (hundredths, exactly: no float rounding). */
export function parseHundredths(text: string): number | null {
  const t = text.trim();
  if (!HUNDREDTHS.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function valuesOf(record?: DiscountRecord): DiscountValues {
  return {
    name: record?.name ?? '',
    kind: record?.kind ?? 'first',
    minAmount: rupees(record?.minAmount ?? 0),
    maxAmount: rupees(record?.maxAmount ?? 0),
    rate: record ? hundredths(record.rateBps) : '',
    cap: rupees(record?.cap ?? 0),
    multiple: record ? hundredths(record.turnoverMultipleX100) : '1',
    sort: String(record?.sort ?? 0),
  };
}

export function payloadOf(values: DiscountValues, id?: number) {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    kind: values.kind,
    minAmount: parseRupeesToPaise(values.minAmount) ?? 0,
    maxAmount: parseRupeesToPaise(values.maxAmount) ?? 0,
    rateBps: parseHundredths(values.rate) ?? 0,
    cap: parseRupeesToPaise(values.cap) ?? 0,
    turnoverMultipleX100: parseHundredths(values.multiple) ?? 0,
    sort: Number(values.sort || 0),
  };
}

export const requiredError = (v?: string | null) => ((v ?? '').trim() === '' ? 'money.discount.v.required' : undefined);
export const amountError = (v?: string | null) => (parseRupeesToPaise(v ?? '') === null ? 'money.discount.v.amount' : undefined);
export const rateError = (v?: string | null) => {
  const x = parseHundredths(v ?? '');
  return x !== null && x >= 1 && x <= 10_000 ? undefined : 'money.discount.v.rate';
};
export const multipleError = (v?: string | null) => {
  const x = parseHundredths(v ?? '');
  return x !== null && x <= 10_000 ? undefined : 'money.discount.v.multiple';
};
export function tierError(values: Partial<DiscountValues>): Record<string, string> {
  const min = parseRupeesToPaise(values.minAmount ?? '');
  const max = parseRupeesToPaise(values.maxAmount ?? '');
  return min !== null && max !== null && max !== 0 && max < min ? { maxAmount: 'money.discount.v.maxBelowMin' } : {};
}
