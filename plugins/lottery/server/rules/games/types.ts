import type { DrawResult } from '../../../../../server/domain/draw/shapes';

/*
 * A play is a kind of bet on a game (Win Go NUMBER, COLOR, …). Its odds live in data tables in
 * each game module, as integer hundredths of the multiplier applied to the bet's contract
 * amount (×9 → 900, ×1.5 → 150, K3 sum 3 ×207.36 → 20736). A multiplier of 0 means the bet lost.
 */

export interface PlayDef {
  readonly code: string;
  readonly label: string;
  /** Every valid selection, in display order. Selections are case-sensitive lowercase strings. */
  readonly selections: readonly string[];
  /**
   * The odds quoted for a selection: its best multiplier (×100). A bet's odds snapshot is
   * stored against this figure (see settlement.ts for how a changed snapshot applies).
   */
  headlineX100(selection: string): number;
  /** The table multiplier (×100) of a valid selection for a well-formed result; 0 = lost. */
  multiplierX100(selection: string, result: DrawResult): number;
}

export type PlayTable = Readonly<Record<string, PlayDef>>;

export function lookupPlay(table: PlayTable, code: string): PlayDef {
  const play = Object.hasOwn(table, code) ? table[code] : undefined;
  if (!play) throw new RangeError(`unknown play ${JSON.stringify(code)}`);
  return play;
}

export function isValidSelectionIn(table: PlayTable, code: string, selection: string): boolean {
  return Object.hasOwn(table, code) && table[code].selections.includes(selection);
}

export type Size = 'big' | 'small';
export type Parity = 'odd' | 'even';

export function parityOf(n: number): Parity {
  return n % 2 === 0 ? 'even' : 'odd';
}

/** Sum of a result's values (K3 dice, 5D digits). */
export function sumOf(result: DrawResult): number {
  return result.reduce((a, b) => a + b, 0);
}
