/*
 * The shape of a drawn result: how many values and their range. A result is stored as a plain
 * array of small integers (Win Go [7], K3 [2, 5, 5], 5D [0, 3, 9, 1, 4]) so one JSON column and
 * one verifier serve every game; the games/ modules give the values their meaning.
 */

export const SHAPES = ['wingo', 'k3', '5d'] as const;
export type Shape = (typeof SHAPES)[number];

export type DrawResult = readonly number[];

export interface ShapeSpec {
  /** Number of values drawn, each independently. */
  readonly length: number;
  readonly min: number;
  readonly max: number;
}

export const SHAPE_SPECS: Readonly<Record<Shape, ShapeSpec>> = {
  wingo: { length: 1, min: 0, max: 9 }, // one digit
  k3: { length: 3, min: 1, max: 6 }, // three dice
  '5d': { length: 5, min: 0, max: 9 }, // five digits A–E
};

export function isShape(s: unknown): s is Shape {
  return typeof s === 'string' && (SHAPES as readonly string[]).includes(s);
}

/** Whether a value is a well-formed result of this shape (used for results entered by staff too). */
export function isValidResult(shape: Shape, result: unknown): result is DrawResult {
  const spec = SHAPE_SPECS[shape];
  return (
    Array.isArray(result) && result.length === spec.length && result.every((v) => Number.isInteger(v) && v >= spec.min && v <= spec.max)
  );
}

export function assertResult(shape: Shape, result: unknown): DrawResult {
  if (!isValidResult(shape, result)) throw new RangeError(`not a ${shape} result: ${JSON.stringify(result)}`);
  return result;
}
