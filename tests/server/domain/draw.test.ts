// @engine-independent: no database in this file; it runs in the SQLite pass only (jest.config.js).
import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import {
  commitment,
  deriveResult,
  drawBytes,
  isSeed,
  newSeed,
  uniformFromBytes,
  verifyDraw,
} from '../../../server/domain/draw/commitReveal';
import { SHAPE_SPECS, SHAPES, isValidResult, type Shape } from '../../../server/domain/draw/shapes';

// Known answers computed outside this code base with openssl:
//   printf %s "$SEED" | xxd -r -p | sha256sum
//   printf %s "$ISSUE" | openssl dgst -sha256 -mac HMAC -macopt hexkey:"$SEED"
const SEED = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';
const SEED_COMMITMENT = '4773d12e2371bb935b9a0f5439b4a1c3ad3f2414b86980f8418d1cfabdfadfef';

/** Deterministic seeds for statistics, so those tests cannot flake. */
const fixedSeed = (label: string) => createHash('sha256').update(label).digest('hex');
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const issueArb = fc.stringMatching(/^20\d{6}\d{2}\d{4}$/);

describe('seeds and commitments', () => {
  it('makes fresh 32-byte hex seeds', () => {
    const a = newSeed();
    const b = newSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(isSeed(a)).toBe(true);
    expect(a).not.toBe(b);
  });

  it('commits to the SHA-256 of the seed bytes', () => {
    expect(commitment(SEED)).toBe(SEED_COMMITMENT);
  });

  it.each(['', 'abc', SEED.toUpperCase(), `${SEED}00`, SEED.replace('0', 'g')])('refuses the seed %p', (s) => {
    expect(isSeed(s)).toBe(false);
    expect(() => commitment(s)).toThrow(RangeError);
  });
});

describe('deriveResult', () => {
  it('matches known answers, including skipped bytes', () => {
    // HMAC block 0 starts 43 bb f1 e2 82: 67→7 | 67,187,241 → 1,1,1 (+1) | 7,7,1,6,0.
    expect(deriveResult('wingo', SEED, '20250101010001')).toEqual([7]);
    expect(deriveResult('k3', SEED, '20250101010001')).toEqual([2, 2, 2]);
    expect(deriveResult('5d', SEED, '20250101010001')).toEqual([7, 7, 1, 6, 0]);
    // Block starts fc b8: 252 ≥ 250 is skipped, 184 → 4 (plain b mod 10 would say 2).
    expect(deriveResult('wingo', SEED, '20250102010051')).toEqual([4]);
    // Block starts 64 ff 2b 58: 100 → 4, 255 skipped, 43 → 1, 88 → 4; dice are +1.
    expect(deriveResult('k3', SEED, '20250102030006')).toEqual([5, 2, 5]);
  });

  it('reads HMAC(seed, issue) and then HMAC(seed, issue:1), … as one byte stream', () => {
    const it = drawBytes(SEED, 'X');
    const bytes = Array.from({ length: 96 }, () => it.next().value as number);
    const key = Buffer.from(SEED, 'hex');
    const expected = Buffer.concat(['X', 'X:1', 'X:2'].map((m) => createHmac('sha256', key).update(m).digest()));
    expect(Buffer.from(bytes)).toEqual(expected);
  });

  it('takes (shape, seed, issueNo) and nothing else: no bets, no payouts', () => {
    expect(deriveResult.length).toBe(3);
  });

  it('is in range and deterministic for every (seed, issue, shape)', () => {
    fc.assert(
      fc.property(seedArb, issueArb, fc.constantFrom(...SHAPES), (seed, issue, shape) => {
        const r = deriveResult(shape, seed, issue);
        expect(isValidResult(shape, r)).toBe(true);
        expect(deriveResult(shape, seed, issue)).toEqual(r);
      }),
    );
  });

  it('refuses bad inputs', () => {
    expect(() => deriveResult('wingo', 'nope', '1')).toThrow(RangeError);
    expect(() => deriveResult('wingo', SEED, '')).toThrow(RangeError);
    expect(() => deriveResult('dice' as Shape, SEED, '1')).toThrow(RangeError);
  });
});

describe('rejection sampling', () => {
  it('skips bytes at or above the largest multiple of n', () => {
    expect(uniformFromBytes([250, 255, 7][Symbol.iterator](), 10, 1)).toEqual([7]);
    expect(uniformFromBytes([249][Symbol.iterator](), 10, 1)).toEqual([9]);
    expect(uniformFromBytes([252, 253, 254, 255, 251][Symbol.iterator](), 6, 1)).toEqual([5]);
    expect(() => uniformFromBytes([250, 251][Symbol.iterator](), 10, 1)).toThrow(/ended/);
  });

  it.each([10, 6])('maps the accepted bytes onto the %i residues exactly evenly', (n) => {
    const counts = new Array<number>(n).fill(0);
    for (let b = 0; b < 256; b++) {
      const got = uniformFromBytes([b, 0][Symbol.iterator](), n, 1)[0];
      if (b < 256 - (256 % n)) counts[got]++;
      else expect(got).toBe(0); // b was skipped, the next byte (0) was used
    }
    expect(new Set(counts).size).toBe(1);
  });
});

describe('verifyDraw', () => {
  it('accepts the true result and rejects tampering', () => {
    fc.assert(
      fc.property(seedArb, issueArb, fc.constantFrom(...SHAPES), fc.nat(), (seed, issueNo, shape, k) => {
        const result = deriveResult(shape, seed, issueNo);
        const proof = { seed, commitment: commitment(seed), issueNo, shape, result };
        expect(verifyDraw(proof)).toEqual({ ok: true });

        const spec = SHAPE_SPECS[shape];
        const i = k % spec.length;
        const span = spec.max - spec.min + 1;
        const wrong = result.map((v, j) => (j === i ? spec.min + ((v - spec.min + 1 + (k % (span - 1))) % span) : v));
        expect(verifyDraw({ ...proof, result: wrong })).toEqual({ ok: false, reason: 'result_mismatch' });

        const otherSeed = seed.slice(0, 63) + (seed[63] === '0' ? '1' : '0');
        expect(verifyDraw({ ...proof, seed: otherSeed })).toEqual({ ok: false, reason: 'commitment_mismatch' });
      }),
    );
  });

  it('rejects a different seed even with its own commitment', () => {
    // 5D results over fixed seeds, so a chance match (1 in 100 000) cannot make this flaky.
    for (let i = 0; i < 20; i++) {
      const seed = fixedSeed(`true:${i}`);
      const impostor = fixedSeed(`impostor:${i}`);
      const result = deriveResult('5d', seed, '20250102050001');
      expect(verifyDraw({ seed: impostor, commitment: commitment(impostor), issueNo: '20250102050001', shape: '5d', result })).toEqual({
        ok: false,
        reason: 'result_mismatch',
      });
    }
  });

  it('rejects malformed proofs with a reason', () => {
    const result = deriveResult('wingo', SEED, 'A');
    const good = { seed: SEED, commitment: SEED_COMMITMENT, issueNo: 'A', shape: 'wingo' as Shape, result };
    expect(verifyDraw({ ...good, seed: 'zz' }).reason).toBe('bad_seed');
    expect(verifyDraw({ ...good, commitment: SEED_COMMITMENT.toUpperCase() }).reason).toBe('bad_commitment');
    expect(verifyDraw({ ...good, issueNo: '' }).reason).toBe('bad_issue');
    expect(verifyDraw({ ...good, shape: 'pk10' as Shape }).reason).toBe('bad_shape');
    expect(verifyDraw({ ...good, result: [10] }).reason).toBe('bad_result');
    expect(verifyDraw({ ...good, result: [1, 2] }).reason).toBe('bad_result');
    expect(verifyDraw({ ...good, result: [1.5] }).reason).toBe('bad_result');
    expect(verifyDraw({ ...good, issueNo: 'B' }).ok).toBe(result[0] === deriveResult('wingo', SEED, 'B')[0]);
  });
});

describe('uniformity (chi-square over deterministic seeds)', () => {
  const chiSquare = (counts: number[], expected: number[]) => counts.reduce((s, c, i) => s + (c - expected[i]) ** 2 / expected[i], 0);
  // Bounds sit far in the tail (p < 0.0005), yet a visibly biased generator blows past them.
  const N = 12_000;

  it('Win Go digits are uniform (9 degrees of freedom)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let i = 0; i < N; i++)
      counts[deriveResult('wingo', fixedSeed(`w:${i}`), `2025010201${String((i % 2880) + 1).padStart(4, '0')}`)[0]]++;
    expect(chiSquare(counts, new Array(10).fill(N / 10))).toBeLessThan(30);
    // The same statistic and bound do catch a digit that comes up a quarter too often.
    const skewed = counts.map((c, d) => (d === 3 ? c + 300 : c - 33));
    expect(chiSquare(skewed, new Array(10).fill(N / 10))).toBeGreaterThan(30);
  });

  it('K3 sums follow ways(s) / 216 (15 degrees of freedom)', () => {
    const ways = new Array<number>(19).fill(0);
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c]++;
    const counts = new Array<number>(19).fill(0);
    for (let i = 0; i < N; i++) {
      const [a, b, c] = deriveResult('k3', fixedSeed(`k:${i}`), '20250102030001');
      counts[a + b + c]++;
    }
    const sums = Array.from({ length: 16 }, (_, i) => i + 3);
    expect(
      chiSquare(
        sums.map((s) => counts[s]),
        sums.map((s) => (N * ways[s]) / 216),
      ),
    ).toBeLessThan(40);
  });

  it('every 5D position is uniform (5 × 9 degrees of freedom)', () => {
    const counts = Array.from({ length: 5 }, () => new Array<number>(10).fill(0));
    for (let i = 0; i < N; i++) deriveResult('5d', fixedSeed(`5:${i}`), '20250102040001').forEach((d, pos) => counts[pos][d]++);
    for (const c of counts) expect(chiSquare(c, new Array(10).fill(N / 10))).toBeLessThan(30);
  });
});
