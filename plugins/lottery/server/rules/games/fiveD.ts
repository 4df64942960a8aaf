import type { DrawResult } from '../../../../../server/domain/draw/shapes';
import { lookupPlay, parityOf, sumOf, type PlayDef, type PlayTable } from './types';

/*
 * 5D: five digits at positions A–E, each 0–9 (DOMAIN B.4).
 *   POSITION_NUMBER   'A:7' wins when position A shows 7, ×9.
 *   POSITION_SIZE     'A:big' (5–9) / 'A:small' (0–4), ×2.
 *   POSITION_PARITY   'A:odd' / 'A:even', ×2.
 *   SUM_SIZE          sum 0–45: 'big' ≥ 22, 'small' ≤ 21, ×2.
 *   SUM_PARITY        'odd' / 'even' sum, ×2.
 * Selections on a position carry the position letter so one bet row names one outcome.
 */

export const POSITIONS = ['A', 'B', 'C', 'D', 'E'] as const;
const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

function digitsOf(result: DrawResult): readonly number[] {
  if (result.length !== 5 || !result.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)) {
    throw new RangeError(`not a 5D result: ${JSON.stringify(result)}`);
  }
  return result;
}

function positional(
  code: string,
  label: string,
  values: readonly string[],
  odds: number,
  wins: (value: string, digit: number) => boolean,
): PlayDef {
  const selections = POSITIONS.flatMap((p) => values.map((v) => `${p}:${v}`));
  const parse = (selection: string): [number, string] => {
    if (!selections.includes(selection)) throw new RangeError(`invalid ${code} selection ${JSON.stringify(selection)}`);
    const [pos, value] = selection.split(':');
    return [POSITIONS.indexOf(pos as (typeof POSITIONS)[number]), value];
  };
  return {
    code,
    label,
    selections,
    headlineX100: (selection) => {
      parse(selection);
      return odds;
    },
    multiplierX100: (selection, result) => {
      const [index, value] = parse(selection);
      return wins(value, digitsOf(result)[index]) ? odds : 0;
    },
  };
}

function onSum(code: string, label: string, selections: readonly string[], wins: (selection: string, sum: number) => boolean): PlayDef {
  const check = (selection: string) => {
    if (!selections.includes(selection)) throw new RangeError(`invalid ${code} selection ${JSON.stringify(selection)}`);
  };
  return {
    code,
    label,
    selections,
    headlineX100: (selection) => {
      check(selection);
      return 200;
    },
    multiplierX100: (selection, result) => {
      check(selection);
      return wins(selection, sumOf(digitsOf(result))) ? 200 : 0;
    },
  };
}

export const FIVE_D_PLAYS: PlayTable = {
  POSITION_NUMBER: positional('POSITION_NUMBER', 'Position number', DIGITS, 900, (v, d) => Number(v) === d),
  POSITION_SIZE: positional('POSITION_SIZE', 'Position big / small', ['big', 'small'], 200, (v, d) => (d >= 5 ? 'big' : 'small') === v),
  POSITION_PARITY: positional('POSITION_PARITY', 'Position odd / even', ['odd', 'even'], 200, (v, d) => parityOf(d) === v),
  SUM_SIZE: onSum('SUM_SIZE', 'Sum big / small', ['big', 'small'], (sel, sum) => (sum >= 22 ? 'big' : 'small') === sel),
  SUM_PARITY: onSum('SUM_PARITY', 'Sum odd / even', ['odd', 'even'], (sel, sum) => parityOf(sum) === sel),
};

export function fiveDMultiplierX100(play: string, selection: string, result: DrawResult): number {
  return lookupPlay(FIVE_D_PLAYS, play).multiplierX100(selection, result);
}
