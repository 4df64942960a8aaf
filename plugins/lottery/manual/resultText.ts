import { SHAPE_SPECS, type Shape } from '../verify/recompute';

/**
 * A typed result ("3 1 4 1 5", "31415", "3,1,4,1,5") as the game's numbers, or null when it is
 * not exactly the shape's count of numbers in its range (5D: five digits 0–9; K3: three dice 1–6).
 */
export function parseResultText(shape: Shape, text: string): number[] | null {
  const spec = SHAPE_SPECS[shape];
  const compact = text.replace(/[\s,，、-]/g, '');
  if (!/^\d+$/.test(compact)) return null;
  const numbers = [...compact].map(Number);
  if (numbers.length !== spec.length || numbers.some((n) => n < spec.min || n > spec.max)) return null;
  return numbers;
}

/** The validator of the result input: its message key, or undefined when valid. */
export const resultError = (shape: Shape) => (value?: string | null) =>
  parseResultText(shape, value ?? '') ? undefined : `lottery.manual.v.result_${shape}`;

export const REASON_MAX = 500;

/** The manual actions' reason in ReasonDialog: required, at most REASON_MAX, in the lottery's words. */
export const MANUAL_REASON_RULES = {
  label: 'lottery.manual.reason',
  maxLength: REASON_MAX,
  messages: { required: 'lottery.manual.v.reasonRequired', tooLong: 'lottery.manual.v.reasonLong' },
};

/** A required reason of at most REASON_MAX characters (the server's rule for every manual action). */
export const reasonError = (value?: string | null) => {
  const text = (value ?? '').trim();
  if (!text) return 'lottery.manual.v.reasonRequired';
  return text.length > REASON_MAX ? 'lottery.manual.v.reasonLong' : undefined;
};
