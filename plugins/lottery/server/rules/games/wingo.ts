import type { DrawResult } from '../../../../../server/domain/draw/shapes';
import { lookupPlay, parityOf, type Parity, type PlayDef, type PlayTable, type Size } from './types';

/*
 * Win Go: one digit n ∈ 0–9 per period (DOMAIN B.3, B.4).
 *   Size:   Small 0–4, Big 5–9.
 *   Colour: green 1,3,7,9; red 2,4,6,8; 0 = red + violet; 5 = green + violet.
 * Odds are multipliers on the contract (stake − 2 % fee). A red bet on 0 and a green bet on 5
 * are partial wins at ×1.5: still WON, at the lower multiplier.
 */

export type WingoColor = 'green' | 'red' | 'violet';
export type WingoPlay = 'NUMBER' | 'COLOR' | 'SIZE' | 'PARITY';

export interface WingoAttributes {
  readonly number: number;
  readonly size: Size;
  /** One colour, or two for the split balls 0 (red, violet) and 5 (green, violet). */
  readonly colors: readonly WingoColor[];
  readonly parity: Parity;
}

export function wingoAttributes(n: number): WingoAttributes {
  if (!Number.isInteger(n) || n < 0 || n > 9) throw new RangeError(`Win Go result must be a digit, got ${n}`);
  const colors: WingoColor[] = n === 0 ? ['red', 'violet'] : n === 5 ? ['green', 'violet'] : [n % 2 === 1 ? 'green' : 'red'];
  return { number: n, size: n >= 5 ? 'big' : 'small', colors, parity: parityOf(n) };
}

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/**
 * The odds table: for each play and selection, the multiplier ×100 paid for each result digit
 * 0…9 (index = digit). This is the single source of the payout rules; the console shows it and
 * settlement reads it.
 */
export const WINGO_ODDS: Readonly<Record<WingoPlay, Readonly<Record<string, readonly number[]>>>> = {
  NUMBER: Object.fromEntries(DIGITS.map((k) => [String(k), DIGITS.map((n) => (n === k ? 900 : 0))])),
  COLOR: {
    //     0    1    2    3    4    5    6    7    8    9
    green: [0, 200, 0, 200, 0, 150, 0, 200, 0, 200],
    red: [150, 0, 200, 0, 200, 0, 200, 0, 200, 0],
    violet: [450, 0, 0, 0, 0, 450, 0, 0, 0, 0],
  },
  SIZE: {
    big: DIGITS.map((n) => (n >= 5 ? 200 : 0)),
    small: DIGITS.map((n) => (n <= 4 ? 200 : 0)),
  },
  PARITY: {
    odd: DIGITS.map((n) => (n % 2 === 1 ? 200 : 0)),
    even: DIGITS.map((n) => (n % 2 === 0 ? 200 : 0)),
  },
};

const LABELS: Record<WingoPlay, string> = { NUMBER: 'Number', COLOR: 'Colour', SIZE: 'Big / Small', PARITY: 'Odd / Even' };

function digitOf(result: DrawResult): number {
  if (result.length !== 1 || !Number.isInteger(result[0]) || result[0] < 0 || result[0] > 9) {
    throw new RangeError(`not a Win Go result: ${JSON.stringify(result)}`);
  }
  return result[0];
}

function rowOf(play: WingoPlay, selection: string): readonly number[] {
  const rows = WINGO_ODDS[play];
  const row = Object.hasOwn(rows, selection) ? rows[selection] : undefined;
  if (!row) throw new RangeError(`invalid ${play} selection ${JSON.stringify(selection)}`);
  return row;
}

export const WINGO_PLAYS: PlayTable = Object.fromEntries(
  (Object.keys(WINGO_ODDS) as WingoPlay[]).map((code): [string, PlayDef] => [
    code,
    {
      code,
      label: LABELS[code],
      selections: Object.keys(WINGO_ODDS[code]),
      headlineX100: (selection) => Math.max(...rowOf(code, selection)),
      multiplierX100: (selection, result) => rowOf(code, selection)[digitOf(result)],
    },
  ]),
);

/** Table multiplier ×100 of a Win Go bet for a result ([n]); 0 when it lost. */
export function multiplierX100(play: string, selection: string, result: DrawResult): number {
  return lookupPlay(WINGO_PLAYS, play).multiplierX100(selection, result);
}

export function validSelection(play: string, selection: string): boolean {
  return Object.hasOwn(WINGO_PLAYS, play) && WINGO_PLAYS[play].selections.includes(selection);
}
