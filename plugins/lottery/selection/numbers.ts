import { SHAPE_SPECS, type Shape } from '../verify/recompute';

/*
 * The seven hand-entered numbers of the number analysis, checked in the browser before the call
 * (the server checks again): each must be one result of the game's shape, and no two the same
 * (spec §5: "the numbers entered cannot be the same").
 */

export const SELECTION_COUNT = 7;

/** "2 5 5", "2,5,5", "255" → "255" when it is a result of this shape; otherwise null. */
export function normaliseNumber(shape: Shape, text: string): string | null {
  const digits = text.replace(/[\s,，]/g, '');
  const spec = SHAPE_SPECS[shape];
  if (!/^\d+$/.test(digits) || digits.length !== spec.length) return null;
  return [...digits].every((d) => Number(d) >= spec.min && Number(d) <= spec.max) ? digits : null;
}

export interface NumbersCheck {
  /** Per input: an i18n key, or undefined when that input is fine. */
  fields: (string | undefined)[];
  /** The form's message (i18n key) when two numbers are the same. */
  form?: string;
  /** The normalised numbers, when everything is valid. */
  numbers?: string[];
}

export function checkNumbers(shape: Shape, texts: readonly string[]): NumbersCheck {
  const normalised = texts.map((t) => normaliseNumber(shape, t));
  const fields = texts.map((t, i) =>
    t.trim() === '' ? 'lottery.selection.required' : normalised[i] === null ? `lottery.selection.invalid_${shape}` : undefined,
  );
  const seen = new Map<string, number>();
  let same = false;
  normalised.forEach((n, i) => {
    if (n === null) return;
    const first = seen.get(n);
    if (first !== undefined) {
      same = true;
      fields[i] = 'lottery.selection.numbersSame';
      fields[first] = 'lottery.selection.numbersSame';
    } else seen.set(n, i);
  });
  if (same) return { fields, form: 'lottery.selection.numbersSame' };
  if (fields.some(Boolean)) return { fields };
  return { fields, numbers: normalised as string[] };
}
