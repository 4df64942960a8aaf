import type { Shape } from '../../../../../server/domain/draw/shapes';
import { FIVE_D_PLAYS } from './fiveD';
import { K3_PLAYS } from './k3';
import type { PlayTable } from './types';
import { WINGO_PLAYS } from './wingo';

/** The plays offered for each result shape: the one place settlement looks odds up. */
const REGISTRY: Readonly<Record<Shape, PlayTable>> = { wingo: WINGO_PLAYS, k3: K3_PLAYS, '5d': FIVE_D_PLAYS };

export function playsFor(shape: Shape): PlayTable {
  const table = Object.hasOwn(REGISTRY, shape) ? REGISTRY[shape] : undefined;
  if (!table) throw new RangeError(`unknown shape ${JSON.stringify(shape)}`);
  return table;
}

/** Whether a (play, selection) pair may be bet on a game of this shape. */
export function isValidBet(shape: Shape, play: string, selection: string): boolean {
  const table = playsFor(shape);
  return Object.hasOwn(table, play) && table[play].selections.includes(selection);
}
