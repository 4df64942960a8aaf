import type { DrawResult } from '../../../../../server/domain/draw/shapes';
import { lookupPlay, parityOf, sumOf, type PlayDef, type PlayTable } from './types';

/*
 * K3: three dice, each 1–6; the plays here are on their sum 3–18 (DOMAIN B.4).
 *   SUM s      pays the table below, ≈ 0.96 × the fair odds 216 / ways(s).
 *   SIZE       Big = sum 11–18, Small = 3–10, ×2.
 *   PARITY     odd / even sum, ×2.
 * Triples do not void big/small here (DOMAIN does not ask for it); the triple, pair and
 * straight plays are not offered yet.
 */

/** Sum → odds ×100 (207.36 for 3 and 18 … 7.68 for 10 and 11). */
export const K3_SUM_ODDS: Readonly<Record<number, number>> = {
  3: 20736,
  18: 20736,
  4: 6912,
  17: 6912,
  5: 3456,
  16: 3456,
  6: 2074,
  15: 2074,
  7: 1383,
  14: 1383,
  8: 988,
  13: 988,
  9: 830,
  12: 830,
  10: 768,
  11: 768,
};

const SUMS = Array.from({ length: 16 }, (_, i) => i + 3);

function sumOfDice(result: DrawResult): number {
  if (result.length !== 3 || !result.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    throw new RangeError(`not a K3 result: ${JSON.stringify(result)}`);
  }
  return sumOf(result);
}

function requireSelection(play: string, selections: readonly string[], selection: string): void {
  if (!selections.includes(selection)) throw new RangeError(`invalid ${play} selection ${JSON.stringify(selection)}`);
}

const sumSelections = SUMS.map(String);

const sumPlay: PlayDef = {
  code: 'SUM',
  label: 'Sum',
  selections: sumSelections,
  headlineX100: (selection) => {
    requireSelection('SUM', sumSelections, selection);
    return K3_SUM_ODDS[Number(selection)];
  },
  multiplierX100: (selection, result) => {
    requireSelection('SUM', sumSelections, selection);
    return sumOfDice(result) === Number(selection) ? K3_SUM_ODDS[Number(selection)] : 0;
  },
};

function evenMoney(code: string, label: string, selections: readonly string[], wins: (selection: string, sum: number) => boolean): PlayDef {
  return {
    code,
    label,
    selections,
    headlineX100: (selection) => {
      requireSelection(code, selections, selection);
      return 200;
    },
    multiplierX100: (selection, result) => {
      requireSelection(code, selections, selection);
      return wins(selection, sumOfDice(result)) ? 200 : 0;
    },
  };
}

export const K3_PLAYS: PlayTable = {
  SUM: sumPlay,
  SIZE: evenMoney('SIZE', 'Big / Small', ['big', 'small'], (sel, sum) => (sum >= 11 ? 'big' : 'small') === sel),
  PARITY: evenMoney('PARITY', 'Odd / Even', ['odd', 'even'], (sel, sum) => parityOf(sum) === sel),
};

export function k3MultiplierX100(play: string, selection: string, result: DrawResult): number {
  return lookupPlay(K3_PLAYS, play).multiplierX100(selection, result);
}
