import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for body text, with a little room for anti-aliasing. */
export const AA_TEXT = 4.6;

/**
 * The colour nearest to `color` (same hue, darker or lighter) that reads as text on `background`.
 * Operators pick the theme colour freely (settings drawer); text buttons, links and filled chips
 * must stay readable whatever they pick, so the palette carries the readable shade.
 */
export function readableOn(color: string, background: string, direction: 'darken' | 'lighten'): string {
  const shift = direction === 'darken' ? darken : lighten;
  for (let step = 0; step <= 50; step++) {
    const candidate = step === 0 ? color : shift(color, step * 0.02);
    if (getContrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return direction === 'darken' ? '#000' : '#fff';
}
