import { formatPaise, parseRupeesToPaise } from '../../../src';

type Unit = 'multiple' | 'percent' | 'rupees';

/** A stored setting as an operator reads it: ×1.5, 2.5 %, ₹50,000.00. */
export function showSetting(unit: Unit, value: number | undefined): string {
  if (value === undefined) return '-';
  if (unit === 'multiple') return `×${value / 100}`;
  if (unit === 'percent') return `${value / 100} %`;
  return formatPaise(value);
}

/** What the form field starts with (plain numbers: 1.5, 2.5, 50000.00). */
export function editSetting(unit: Unit, value: number): string {
  return unit === 'rupees' ? (value / 100).toFixed(2) : String(value / 100);
}

const HUNDREDTHS = /^\d+(\.\d{1,2})?$/;

/** The stored integer for what was typed, or null when it is not a valid value of that unit. */
export function parseSetting(unit: Unit, text: string): number | null {
  const t = (text ?? '').trim();
  if (unit === 'rupees') {
    const paise = parseRupeesToPaise(t);
    return paise === null || paise <= 0 ? null : paise;
  }
  if (!HUNDREDTHS.test(t)) return null;
  const value = Math.round(Number(t) * 100);
  // Multiples up to ×1000, rates up to 100 %.
  return value > (unit === 'multiple' ? 100_000 : 10_000) ? null : value;
}
