import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** WCAG AA for body text, with a little room for anti-aliasing. */
export const AA_TEXT = 4.6;

const readable = new Map<string, string>();

/**
 * The colour nearest to `color` (same hue, darker or lighter) that reads as text on `background`.
 * Operators pick the theme colour freely (settings drawer); text buttons, links and filled chips
 * must stay readable whatever they pick, so the palette carries the readable shade.
 */
export function readableOn(color: string, background: string, direction: 'darken' | 'lighten'): string {
  // The sidebar asks for every menu entry on every render (its selected-item colour): the answer is
  // kept, since the search below parses colours up to 50 times (15 ms per navigation in a profile).
  const key = `${color}|${background}|${direction}`;
  let found = readable.get(key);
  if (found === undefined) {
    found = searchReadable(color, background, direction);
    readable.set(key, found);
  }
  return found;
}

function searchReadable(color: string, background: string, direction: 'darken' | 'lighten'): string {
  const shift = direction === 'darken' ? darken : lighten;
  for (let step = 0; step <= 50; step++) {
    const candidate = step === 0 ? color : shift(color, step * 0.02);
    if (getContrastRatio(candidate, background) >= AA_TEXT) return candidate;
  }
  return direction === 'darken' ? '#000' : '#fff';
}
