// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { commitment, newSeed } from '../../../server/domain/draw/commitReveal';
import { MAX_TOTAL_WEIGHT, luckyMessage, luckyPrizeIndex, prizeIndexFor, uniformBelow } from '../../../server/domain/draw/weighted';

/*
 * Lucky-draw outcomes: reproducible from the revealed seed alone (same inputs, same prize; any
 * input changed, an independent draw), recomputable by hand from HMAC-SHA256 (the published
 * recipe), and distributed as the published weights say (chi-square over 100,000 draws).
 */

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const weightsArb = fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 });
const drawArb = fc.record({
  campaignId: fc.integer({ min: 1, max: 1e6 }),
  drawNo: fc.integer({ min: 1, max: 1e7 }),
  memberId: fc.integer({ min: 1, max: 1e7 }),
});

/** The recipe a verifier follows with nothing but the seed: 4-byte big-endian words of HMAC blocks, rejection, cumulative weights. */
function byHand(seed: string, weights: number[], d: { campaignId: number; drawNo: number; memberId: number }): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const limit = 2 ** 32 - (2 ** 32 % total);
  const msg = `lucky:${d.campaignId}:${d.drawNo}:${d.memberId}`;
  const bytes: number[] = [];
  for (let block = 0; ; block++) {
    bytes.push(
      ...createHmac('sha256', Buffer.from(seed, 'hex'))
        .update(block === 0 ? msg : `${msg}:${block}`)
        .digest(),
    );
    while (bytes.length >= 4) {
      const u = bytes.splice(0, 4).reduce((a, b) => a * 256 + b, 0);
      if (u < limit) {
        let r = u % total;
        for (let i = 0; i < weights.length; i++) {
          if (r < weights[i]) return i;
          r -= weights[i];
        }
      }
    }
  }
}

const chiSquare = (counts: number[], expected: number[]) => counts.reduce((s, c, i) => s + (c - expected[i]) ** 2 / expected[i], 0);

describe('lucky-draw outcomes', () => {
  it('are reproducible from the revealed seed and match the published recipe', () => {
    fc.assert(
      fc.property(seedArb, weightsArb, drawArb, (seed, weights, d) => {
        const index = luckyPrizeIndex(seed, weights, d);
        expect(luckyPrizeIndex(seed, [...weights], { ...d })).toBe(index);
        expect(index).toBeGreaterThanOrEqual(0);
        expect(index).toBeLessThan(weights.length);
        expect(byHand(seed, weights, d)).toBe(index);
      }),
      { numRuns: 300 },
    );
  });

  it('map each r to the prize whose weight band holds it, bands as wide as the weights', () => {
    fc.assert(
      fc.property(weightsArb, (weights) => {
        let start = 0;
        weights.forEach((w, i) => {
          expect(prizeIndexFor(weights, start)).toBe(i);
          expect(prizeIndexFor(weights, start + w - 1)).toBe(i);
          start += w;
        });
        expect(() => prizeIndexFor(weights, start)).toThrow(RangeError);
      }),
      { numRuns: 100 },
    );
    expect(() => luckyPrizeIndex(newSeed(), [1, 0], { campaignId: 1, drawNo: 1, memberId: 1 })).toThrow(RangeError);
    expect(() => uniformBelow(newSeed(), 'x', MAX_TOTAL_WEIGHT + 1)).toThrow(RangeError);
  });

  it('depend on the seed, the draw number and the member (a different one gives an independent draw)', () => {
    const seed = 'ab'.repeat(32);
    const weights = new Array(100).fill(1);
    const base = { campaignId: 7, drawNo: 1, memberId: 42 };
    let same = 0;
    for (let n = 1; n <= 2_000; n++)
      if (luckyPrizeIndex(seed, weights, { ...base, drawNo: n }) === luckyPrizeIndex(seed, weights, { ...base, drawNo: n, memberId: 43 }))
        same++;
    // Independent draws over 100 equal prizes agree about 1 % of the time.
    expect(same).toBeLessThan(60);
    expect(luckyMessage(7, 1, 42)).toBe('lucky:7:1:42');
    expect(commitment(seed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('follow the published weights over 100,000 simulated draws (chi-square)', () => {
    const weights = [5_000, 2_500, 1_500, 700, 250, 49, 1];
    const total = weights.reduce((a, b) => a + b, 0);
    const seed = commitment('cd'.repeat(32));
    const N = 100_000;
    const counts = new Array(weights.length).fill(0);
    for (let n = 1; n <= N; n++) counts[luckyPrizeIndex(seed, weights, { campaignId: 3, drawNo: n, memberId: 1 + (n % 997) })]++;
    // Pool the rarest bands so each expected count is ≥ 5: 5 + 1 → 6 per 10,000 → 60 expected.
    const pooled = [...counts.slice(0, 5), counts[5] + counts[6]];
    const expected = [...weights.slice(0, 5), weights[5] + weights[6]].map((w) => (N * w) / total);
    // 5 degrees of freedom: P(χ² > 20.5) ≈ 0.001.
    expect(chiSquare(pooled, expected)).toBeLessThan(20.5);
    // The same test catches a skewed picker (plain `u % W` over bytes would favour low r; here a 10 % shift).
    const skewed = [...pooled];
    skewed[0] += N * 0.05;
    skewed[1] -= N * 0.05;
    expect(chiSquare(skewed, expected)).toBeGreaterThan(20.5);
  });
});
