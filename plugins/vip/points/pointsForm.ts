/* Checks of the points adjustment form, the same rules the server applies (1 to 1,000,000 whole points, a reason, never below zero). */

export const POINTS_CEILING = 1_000_000;

export interface AdjustValues {
  direction: 'add' | 'deduct';
  points: string | number;
  reason: string;
}

const WHOLE = /^\s*\d{1,7}\s*$/;

export function pointsError(value: unknown): string | undefined {
  const text = value === null || value === undefined ? '' : String(value);
  if (!WHOLE.test(text)) return 'vip.points.amountInvalid';
  const n = Number(text);
  return n >= 1 && n <= POINTS_CEILING ? undefined : 'vip.points.amountInvalid';
}

export function reasonError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length >= 1 && text.length <= 255 ? undefined : 'vip.points.reasonRequired';
}

/** The signed change the values ask for. */
export const signedAmount = (values: AdjustValues) => (values.direction === 'deduct' ? -1 : 1) * Number(values.points);

/** The points input's check: a whole amount, and a deduction may not take `current` below zero. */
export function pointsValidator(current: number) {
  return (value: unknown, all: { direction?: string }) => {
    const error = pointsError(value);
    if (error) return error;
    if (all?.direction === 'deduct' && current - Number(value) < 0) return { message: 'vip.points.belowZero', args: { points: current } };
    return undefined;
  };
}

/** A range filter whose maximum is below its minimum. */
export function rangeError(min: unknown, max: unknown): boolean {
  const lo = min === '' || min === null || min === undefined ? null : Number(min);
  const hi = max === '' || max === null || max === undefined ? null : Number(max);
  return lo !== null && hi !== null && hi < lo;
}
