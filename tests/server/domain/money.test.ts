// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import fc from 'fast-check';
import {
  applyBps,
  assertNonNegativePaise,
  assertPaise,
  feeOf,
  mulOdds,
  mulOddsExact,
  splitStake,
  sumPaise,
} from '../../../server/domain/money';

describe('assertPaise', () => {
  it('accepts safe integers of either sign', () => {
    expect(assertPaise(0)).toBe(0);
    expect(assertPaise(-500)).toBe(-500);
    expect(assertPaise(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([1.5, 0.1, NaN, Infinity, 2 ** 53, '100', null, undefined, 10n])('refuses %p', (v) => {
    expect(() => assertPaise(v)).toThrow(RangeError);
  });

  it('normalises -0', () => {
    expect(Object.is(assertPaise(-0), 0)).toBe(true);
  });

  it('assertNonNegativePaise refuses negatives', () => {
    expect(() => assertNonNegativePaise(-1)).toThrow(/negative/);
    expect(assertNonNegativePaise(1)).toBe(1);
  });
});

describe('mulOdds', () => {
  it('rounds the payout down (DOMAIN B.4 examples)', () => {
    expect(mulOdds(9800, 150)).toBe(14700); // ₹98 contract, red on 0
    expect(mulOdds(99, 150)).toBe(148); // 148.5 → 148
    expect(mulOddsExact(99, 150)).toEqual({ value: 148, droppedX100: 50 });
    expect(mulOdds(98, 20736)).toBe(20321); // 203 21.28 → 20321
    expect(mulOdds(1, 99)).toBe(0);
  });

  it('stays exact where float arithmetic would not', () => {
    const contract = 9_007_199_254_740; // ~₹90 billion
    expect(mulOdds(contract, 900)).toBe(81_064_793_292_660);
    expect(() => mulOdds(Number.MAX_SAFE_INTEGER, 900)).toThrow(/overflow/);
  });

  it('refuses fractional or negative inputs', () => {
    expect(() => mulOdds(10.5, 200)).toThrow(RangeError);
    expect(() => mulOdds(-10, 200)).toThrow(RangeError);
    expect(() => mulOdds(10, 1.5)).toThrow(RangeError);
  });

  it('value × 100 + dropped = contract × odds, dropped in [0, 100)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 30000 }), (c, o) => {
        const { value, droppedX100 } = mulOddsExact(c, o);
        expect(BigInt(value) * 100n + BigInt(droppedX100)).toBe(BigInt(c) * BigInt(o));
        expect(droppedX100).toBeGreaterThanOrEqual(0);
        expect(droppedX100).toBeLessThan(100);
      }),
    );
  });
});

describe('feeOf / splitStake', () => {
  it('takes 2 % by default', () => {
    expect(feeOf(100)).toBe(2);
    expect(feeOf(10_000)).toBe(200);
    expect(splitStake(10_000)).toEqual({ stake: 10_000, fee: 200, contract: 9_800 });
  });

  it('rounds the fee down, so the fraction stays with the member', () => {
    expect(feeOf(149)).toBe(2); // 2.98
    expect(feeOf(49)).toBe(0); // 0.98
    expect(splitStake(149)).toEqual({ stake: 149, fee: 2, contract: 147 });
  });

  it('honours other rates and refuses silly ones', () => {
    expect(feeOf(10_000, 0)).toBe(0);
    expect(feeOf(10_000, 250)).toBe(250);
    expect(() => feeOf(100, 10_001)).toThrow(RangeError);
    expect(() => feeOf(100, 2.5)).toThrow(RangeError);
  });

  it('contract + fee = stake exactly, fee = floor(stake × bps / 10 000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 10_000 }), (stake, bps) => {
        const s = splitStake(stake, bps);
        expect(s.contract + s.fee).toBe(stake);
        expect(BigInt(s.fee) * 10_000n).toBeLessThanOrEqual(BigInt(stake) * BigInt(bps));
        expect(BigInt(s.fee + 1) * 10_000n).toBeGreaterThan(BigInt(stake) * BigInt(bps));
      }),
    );
  });
});

describe('applyBps', () => {
  it('is 100 % at 10 000 bps and rounds down', () => {
    expect(applyBps(123_456, 10_000)).toBe(123_456);
    expect(applyBps(101, 5_000)).toBe(50);
  });
});

describe('sumPaise', () => {
  it('adds integers and refuses floats', () => {
    expect(sumPaise([])).toBe(0);
    expect(sumPaise([1, -1, 5])).toBe(5);
    expect(() => sumPaise([1, 0.5])).toThrow(RangeError);
  });

  it('refuses a total outside the safe range but tolerates large intermediate sums', () => {
    expect(() => sumPaise([Number.MAX_SAFE_INTEGER, 1])).toThrow(/overflow/);
    expect(sumPaise([Number.MAX_SAFE_INTEGER, 1, -1])).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('equals the exact BigInt sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 })), (xs) => {
        expect(BigInt(sumPaise(xs))).toBe(xs.reduce((a, b) => a + BigInt(b), 0n));
      }),
    );
  });
});
