import { sha256 } from 'js-sha256';

/*
 * The browser's own check of a published draw, independent of the server's verdict: the same
 * commit-reveal rules as the server (SHA-256 of the 32 seed bytes = commitment; result digits read
 * by rejection sampling from HMAC-SHA256(seed, issueNo[:block]) blocks). js-sha256, since
 * crypto.subtle is missing on plain-http origins.
 */

export type Shape = 'wingo' | 'k3' | '5d';

/** How many numbers a result of each shape has, and their range. */
export const SHAPE_SPECS: Record<Shape, { length: number; min: number; max: number }> = {
  wingo: { length: 1, min: 0, max: 9 },
  k3: { length: 3, min: 1, max: 6 },
  '5d': { length: 5, min: 0, max: 9 },
};

const HEX64 = /^[0-9a-f]{64}$/;

function seedBytes(seed: string): number[] {
  const bytes: number[] = [];
  for (let i = 0; i < 64; i += 2) bytes.push(parseInt(seed.slice(i, i + 2), 16));
  return bytes;
}

export function commitmentOf(seed: string): string {
  if (!HEX64.test(seed)) throw new RangeError('seed must be 64 lowercase hex characters');
  return sha256(seedBytes(seed));
}

export function resultOf(shape: Shape, seed: string, issueNo: string): number[] {
  const spec = SHAPE_SPECS[shape];
  if (!spec || !HEX64.test(seed) || issueNo === '') throw new RangeError('bad draw');
  const n = spec.max - spec.min + 1;
  const limit = 256 - (256 % n);
  const key = seedBytes(seed);
  const out: number[] = [];
  for (let block = 0; out.length < spec.length; block++) {
    const digest = sha256.hmac.array(key, block === 0 ? issueNo : `${issueNo}:${block}`);
    for (const b of digest) {
      if (out.length === spec.length) break;
      if (b < limit) out.push((b % n) + spec.min);
    }
  }
  return out;
}

export interface Recomputed {
  commitment: string;
  commitmentMatches: boolean;
  result: number[];
  resultMatches: boolean;
}

export function recompute(input: { shape: Shape; seed: string; seedHash: string; issueNo: string; result: number[] }): Recomputed {
  const commitment = commitmentOf(input.seed);
  const result = resultOf(input.shape, input.seed, input.issueNo);
  return {
    commitment,
    commitmentMatches: commitment === input.seedHash,
    result,
    resultMatches: result.length === input.result.length && result.every((v, i) => v === input.result[i]),
  };
}
