import { isValidResult, SHAPE_SPECS, type DrawResult, type Shape } from '../../../server/domain/draw/shapes';
import { settleBet, type BetToSettle } from './rules/settlement';
import type { AnswerOf } from '../../../shared/contract';
import { SELECTION_COUNT, type selectionContracts } from '../shared/selectionContract';

/*
 * Number selection analysis (manualSelection, popup panel 18): for numbers staff type in, what
 * the open period's bets would pay if that number were the result. Read-only arithmetic over the
 * bets with the same settleBet the settlement uses; it returns figures to look at and is never
 * read by the draw (results are committed before betting opens, ARCHITECTURE §6).
 */

export interface OpenBet extends BetToSettle {
  readonly memberId: number;
}

export type NumberLiability = AnswerOf<typeof selectionContracts.analyse>['numbers'][number];

// How many numbers the analysis takes is declared with its request.
export { SELECTION_COUNT };

/** "2 5 5", "2,5,5", "255" → [2, 5, 5] when it is a result of this shape; otherwise null. */
export function parseNumber(shape: Shape, text: string): DrawResult | null {
  const digits = text.replace(/[\s,，]/g, '');
  if (!/^\d+$/.test(digits) || digits.length !== SHAPE_SPECS[shape].length) return null;
  const result = [...digits].map(Number);
  return isValidResult(shape, result) ? result : null;
}

export function liabilityOf(bets: readonly OpenBet[], shape: Shape, number: string, result: DrawResult): NumberLiability {
  let stake = 0;
  let payout = 0;
  let count = 0;
  let total = 0;
  const members = new Set<number>();
  for (const bet of bets) {
    total += bet.stake;
    const settled = settleBet(bet, result, shape);
    if (settled.status !== 'won') continue;
    stake += bet.stake;
    payout += settled.payout;
    count++;
    members.add(bet.memberId);
  }
  return { number, result: [...result], stake, bets: count, bettors: members.size, payout, houseNet: total - payout };
}
