import type { Translate } from '../../../src';

/* How the kill-rate screens name plays, selections, odds and rates. */

const WORDS = new Set(['red', 'green', 'violet', 'big', 'small', 'odd', 'even']);

export const playLabel = (translate: Translate, code: string) => translate(`lottery.plays.${code}`, { _: code });

/** '7' stays '7'; 'red' → 红; a 5D 'A:big' → 'A 大'. */
export function selectionLabel(translate: Translate, selection: string): string {
  return selection
    .split(':')
    .map((part) => (WORDS.has(part) ? translate(`lottery.selections.${part}`) : part))
    .join(' ');
}

/** Odds ×100 as decimal odds: 196 → '1.96'. */
export const formatOdds = (x100: number) => (x100 / 100).toFixed(2);

/** '1.96' → 196; null unless above 1.00 with at most two decimals. */
export function parseOdds(text: string): number | null {
  const t = (text ?? '').trim();
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  const x100 = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return x100 > 100 ? x100 : null;
}

/** Basis points as a percentage: 312 → '3.12%'. */
export const formatBps = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** '3.12' (percent) → 312 bps; null when not a number between -100 and 100 with at most two decimals. */
export function parsePercentToBps(text: string): number | null {
  const t = String(text ?? '').trim();
  if (!/^-?\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const negative = t.startsWith('-');
  const [whole, frac = ''] = t.replace('-', '').split('.');
  const bps = (Number(whole) * 100 + Number(frac.padEnd(2, '0'))) * (negative ? -1 : 1);
  return bps >= -10_000 && bps <= 10_000 ? bps : null;
}
