import fc from 'fast-check';
import { commitment, deriveResult, newSeed } from '../../../server/domain/draw/commitReveal';
import { recompute, resultOf, type Shape } from '../../../plugins/lottery/verify/recompute';

/* The verification page's browser recomputation agrees with the server's draw for any seed and issue. */

const SHAPES: Shape[] = ['wingo', 'k3', '5d'];

describe('recompute (browser side of /verify)', () => {
  it('gives the server commitment and result for random seeds, issues and shapes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHAPES),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        (shape, bytes, issue) => {
          const seed = Buffer.from(bytes).toString('hex');
          const result = [...deriveResult(shape, seed, issue)];
          const check = recompute({ shape, seed, seedHash: commitment(seed), issueNo: issue, result });
          expect(check).toEqual({ commitment: commitment(seed), commitmentMatches: true, result, resultMatches: true });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('flags a wrong commitment and a wrong result', () => {
    const seed = newSeed();
    const right = resultOf('5d', seed, '20260115WG0001');
    const wrong = right.map((d, i) => (i === 0 ? (d + 1) % 10 : d));
    const check = recompute({ shape: '5d', seed, seedHash: commitment(newSeed()), issueNo: '20260115WG0001', result: wrong });
    expect(check.commitmentMatches).toBe(false);
    expect(check.resultMatches).toBe(false);
  });
});
