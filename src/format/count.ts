import { groupIndian } from './money';

/**
 * A whole count with Indian grouping (1,23,456), as Intl's en-IN writes it but without Intl: a
 * page's first Intl object pays ICU's start-up (~35 ms here), and counts sit on cold paths (Home's
 * cards, a list's pager). Fractions round to the nearest whole.
 */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const whole = Math.round(n);
  const digits = groupIndian(String(Math.abs(whole)));
  return whole < 0 ? `-${digits}` : digits;
}
