import { RUPEE } from './money';

/** Indian units for chart axes: crore, lakh, thousand, rupee. */
const UNITS = [
  { rupees: 1e7, suffix: 'Cr' },
  { rupees: 1e5, suffix: 'L' },
  { rupees: 1e3, suffix: 'K' },
  { rupees: 1, suffix: '' },
] as const;

/**
 * A tick formatter for a rupee axis holding `values` (paise). Every tick uses the unit of the
 * largest value, so an axis never reads ₹50K next to ₹1.0L: operators compare bar heights by the
 * numbers, which only works with one unit. One decimal while the figures are small in that unit.
 */
export function rupeeAxisFormatter(values: readonly number[]): (paise: number) => string {
  const largest = values.reduce((max, v) => (Number.isFinite(v) ? Math.max(max, Math.abs(v)) : max), 0) / 100;
  const unit = UNITS.find((u) => largest >= u.rupees) ?? UNITS[UNITS.length - 1];
  const decimals = unit.rupees === 1 || largest / unit.rupees >= 100 ? 0 : 1;
  return (paise: number) => {
    const scaled = paise / 100 / unit.rupees;
    const text = scaled.toFixed(decimals);
    return `${text.startsWith('-') ? '-' : ''}${RUPEE}${text.replace('-', '')}${unit.suffix}`;
  };
}
