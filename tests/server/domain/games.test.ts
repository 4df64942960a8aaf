// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { FIVE_D_PLAYS, fiveDMultiplierX100 } from '../../../plugins/lottery/server/rules/games/fiveD';
import { K3_PLAYS, K3_SUM_ODDS, k3MultiplierX100 } from '../../../plugins/lottery/server/rules/games/k3';
import { isValidBet, playsFor } from '../../../plugins/lottery/server/rules/games/registry';
import { WINGO_ODDS, multiplierX100, validSelection, wingoAttributes } from '../../../plugins/lottery/server/rules/games/wingo';
import { SHAPES } from '../../../server/domain/draw/shapes';

describe('Win Go result attributes (DOMAIN B.3)', () => {
  // Written out by hand from DOMAIN B.3, not derived from the code under test.
  const expected: Record<number, [string, string[], string]> = {
    0: ['small', ['red', 'violet'], 'even'],
    1: ['small', ['green'], 'odd'],
    2: ['small', ['red'], 'even'],
    3: ['small', ['green'], 'odd'],
    4: ['small', ['red'], 'even'],
    5: ['big', ['green', 'violet'], 'odd'],
    6: ['big', ['red'], 'even'],
    7: ['big', ['green'], 'odd'],
    8: ['big', ['red'], 'even'],
    9: ['big', ['green'], 'odd'],
  };

  it.each(Object.entries(expected))('%s', (n, [size, colors, parity]) => {
    expect(wingoAttributes(Number(n))).toEqual({ number: Number(n), size, colors, parity });
  });

  it('refuses non-digits', () => {
    expect(() => wingoAttributes(10)).toThrow(RangeError);
    expect(() => wingoAttributes(-1)).toThrow(RangeError);
  });
});

describe('Win Go odds table (DOMAIN B.4)', () => {
  it.each([
    ['COLOR', 'red', 0, 150], // partial win
    ['COLOR', 'red', 4, 200],
    ['COLOR', 'red', 5, 0],
    ['COLOR', 'green', 5, 150], // partial win
    ['COLOR', 'green', 9, 200],
    ['COLOR', 'green', 0, 0],
    ['COLOR', 'violet', 5, 450],
    ['COLOR', 'violet', 0, 450],
    ['COLOR', 'violet', 1, 0],
    ['NUMBER', '7', 7, 900],
    ['NUMBER', '7', 8, 0],
    ['NUMBER', '0', 0, 900],
    ['SIZE', 'big', 5, 200],
    ['SIZE', 'big', 4, 0],
    ['SIZE', 'small', 4, 200],
    ['SIZE', 'small', 0, 200],
    ['PARITY', 'even', 0, 200],
    ['PARITY', 'odd', 0, 0],
    ['PARITY', 'odd', 9, 200],
  ])('%s %s on %i → %i', (play, selection, n, mult) => {
    expect(multiplierX100(play, selection, [n])).toBe(mult);
  });

  // RTP on the gross stake = Σ P(n) × multiplier × 0.98, the B.4 table's column.
  it.each([
    ['NUMBER', '3', 0.882],
    ['COLOR', 'green', 0.931],
    ['COLOR', 'red', 0.931],
    ['COLOR', 'violet', 0.882],
    ['SIZE', 'big', 0.98],
    ['SIZE', 'small', 0.98],
    ['PARITY', 'odd', 0.98],
    ['PARITY', 'even', 0.98],
  ])('%s %s returns %f of the stake under a fair draw', (play, selection, rtp) => {
    const total = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].reduce((s, n) => s + multiplierX100(play, selection, [n]), 0);
    expect((total / 100 / 10) * 0.98).toBeCloseTo(rtp, 6);
  });

  it('has a row of ten digits for every selection', () => {
    for (const rows of Object.values(WINGO_ODDS)) for (const row of Object.values(rows)) expect(row).toHaveLength(10);
    expect(Object.keys(WINGO_ODDS.NUMBER)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('validates selections strictly', () => {
    expect(validSelection('COLOR', 'green')).toBe(true);
    expect(validSelection('NUMBER', '9')).toBe(true);
    for (const [play, sel] of [
      ['COLOR', 'Red'],
      ['NUMBER', '10'],
      ['NUMBER', '07'],
      ['SIZE', 'odd'],
      ['FOO', 'big'],
      ['COLOR', 'toString'],
      ['toString', 'x'],
    ]) {
      expect(validSelection(play, sel)).toBe(false);
    }
    expect(() => multiplierX100('COLOR', 'pink', [1])).toThrow(RangeError);
    expect(() => multiplierX100('COLOR', 'red', [10])).toThrow(RangeError);
  });
});

describe('K3 (DOMAIN B.4)', () => {
  const ways = new Map<number, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways.set(a + b + c, (ways.get(a + b + c) ?? 0) + 1);

  it('pays the published sum odds', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((s) => K3_SUM_ODDS[s])).toEqual([20736, 6912, 3456, 2074, 1383, 988, 830, 768]);
    for (let s = 3; s <= 18; s++) expect(K3_SUM_ODDS[s]).toBe(K3_SUM_ODDS[21 - s]);
  });

  it('sets every sum near 0.96 × the fair odds', () => {
    for (let s = 3; s <= 18; s++) {
      const fairX100 = (216 / ways.get(s)!) * 100;
      expect(Math.abs(K3_SUM_ODDS[s] / fairX100 - 0.96)).toBeLessThan(0.005);
    }
  });

  it('settles sum, big/small and odd/even on the dice total', () => {
    expect(k3MultiplierX100('SUM', '3', [1, 1, 1])).toBe(20736);
    expect(k3MultiplierX100('SUM', '10', [1, 4, 5])).toBe(768);
    expect(k3MultiplierX100('SUM', '10', [1, 4, 6])).toBe(0);
    expect(k3MultiplierX100('SIZE', 'big', [1, 4, 6])).toBe(200); // 11
    expect(k3MultiplierX100('SIZE', 'big', [1, 4, 5])).toBe(0); // 10
    expect(k3MultiplierX100('SIZE', 'small', [1, 4, 5])).toBe(200);
    expect(k3MultiplierX100('PARITY', 'odd', [1, 4, 6])).toBe(200);
    expect(k3MultiplierX100('PARITY', 'even', [1, 4, 6])).toBe(0);
    expect(() => k3MultiplierX100('SUM', '2', [1, 1, 1])).toThrow(RangeError);
    expect(() => k3MultiplierX100('SUM', '3', [0, 1, 2])).toThrow(RangeError);
    expect(K3_PLAYS.SUM.selections).toHaveLength(16);
  });
});

describe('5D (DOMAIN B.4)', () => {
  const r = [7, 0, 5, 4, 9]; // sum 25

  it('settles position and sum plays', () => {
    expect(fiveDMultiplierX100('POSITION_NUMBER', 'A:7', r)).toBe(900);
    expect(fiveDMultiplierX100('POSITION_NUMBER', 'B:7', r)).toBe(0);
    expect(fiveDMultiplierX100('POSITION_NUMBER', 'E:9', r)).toBe(900);
    expect(fiveDMultiplierX100('POSITION_SIZE', 'C:big', r)).toBe(200);
    expect(fiveDMultiplierX100('POSITION_SIZE', 'D:big', r)).toBe(0);
    expect(fiveDMultiplierX100('POSITION_PARITY', 'B:even', r)).toBe(200);
    expect(fiveDMultiplierX100('SUM_SIZE', 'big', r)).toBe(200);
    expect(fiveDMultiplierX100('SUM_PARITY', 'odd', r)).toBe(200);
  });

  it('puts the sum boundary at 22', () => {
    expect(fiveDMultiplierX100('SUM_SIZE', 'big', [9, 9, 4, 0, 0])).toBe(200);
    expect(fiveDMultiplierX100('SUM_SIZE', 'small', [9, 9, 4, 0, 0])).toBe(0);
    expect(fiveDMultiplierX100('SUM_SIZE', 'small', [9, 9, 3, 0, 0])).toBe(200);
  });

  it('refuses unknown positions and malformed results', () => {
    expect(() => fiveDMultiplierX100('POSITION_NUMBER', 'F:1', r)).toThrow(RangeError);
    expect(() => fiveDMultiplierX100('POSITION_NUMBER', 'A:1', [1, 2, 3])).toThrow(RangeError);
    expect(FIVE_D_PLAYS.POSITION_NUMBER.selections).toHaveLength(50);
  });
});

describe('registry', () => {
  /** Every possible result of a shape (5D sampled on a grid to stay fast). */
  function outcomes(shape: (typeof SHAPES)[number]): number[][] {
    if (shape === 'wingo') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => [n]);
    if (shape === 'k3') {
      const out: number[][] = [];
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out.push([a, b, c]);
      return out;
    }
    return Array.from({ length: 2000 }, (_, i) => [
      i % 10,
      Math.floor(i / 10) % 10,
      Math.floor(i / 100) % 10,
      (i * 7) % 10,
      (i * 3 + 1) % 10,
    ]);
  }

  it.each(SHAPES)('%s: every selection can win, and its headline is its best multiplier', (shape) => {
    for (const play of Object.values(playsFor(shape))) {
      for (const selection of play.selections) {
        const best = Math.max(...outcomes(shape).map((o) => play.multiplierX100(selection, o)));
        expect([play.code, selection, play.headlineX100(selection)]).toEqual([play.code, selection, best]);
        expect(isValidBet(shape, play.code, selection)).toBe(true);
      }
    }
  });

  it('refuses plays of another game and unknown shapes', () => {
    expect(isValidBet('wingo', 'SUM', '3')).toBe(false);
    expect(isValidBet('k3', 'COLOR', 'red')).toBe(false);
    expect(() => playsFor('pk10' as 'wingo')).toThrow(RangeError);
  });
});
