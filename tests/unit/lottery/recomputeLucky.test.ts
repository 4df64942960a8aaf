import fc from 'fast-check';
import { commitment } from '../../../server/domain/draw/commitReveal';
import { luckyPrizeIndex } from '../../../server/domain/draw/weighted';
import { luckyCommitmentMatches, luckyPrizeIndexOf } from '../../../plugins/lottery/verify/recomputeLucky';

/* The verification page's own lucky-draw recomputation agrees with the server's for any seed, weights, draw and member. */

describe('recomputeLucky (browser side of /verify, lucky draws)', () => {
  it('gives the server prize for random seeds, weights, draw numbers and members', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 1, max: 1e7 }),
        fc.integer({ min: 1, max: 1e7 }),
        (bytes, weights, campaignId, drawNo, memberId) => {
          const seed = Buffer.from(bytes).toString('hex');
          expect(luckyPrizeIndexOf(seed, weights, campaignId, drawNo, memberId)).toBe(
            luckyPrizeIndex(seed, weights, { campaignId, drawNo, memberId }),
          );
          expect(luckyCommitmentMatches(seed, commitment(seed))).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('notices a seed that does not match the commitment', () => {
    expect(luckyCommitmentMatches('ab'.repeat(32), commitment('cd'.repeat(32)))).toBe(false);
    expect(() => luckyPrizeIndexOf('not-a-seed', [1], 1, 1, 1)).toThrow(RangeError);
  });
});
