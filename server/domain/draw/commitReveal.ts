import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SHAPE_SPECS, isShape, isValidResult, type DrawResult, type Shape } from './shapes';

/*
 * Fair draws by commit-reveal (ARCHITECTURE §6, DOMAIN E "Result integrity").
 *
 *   1. When a period is created, the server draws a fresh 32-byte seed from the OS CSPRNG
 *      (newSeed) and publishes commitment(seed) = SHA-256 of the 32 seed bytes, hex.
 *   2. At the draw, the result is deriveResult(shape, seed, issueNo), and the seed is revealed.
 *   3. Anyone can recompute both steps (verifyDraw), e.g. in a shell:
 *        printf %s "$SEED" | xxd -r -p | sha256sum                          # = commitment
 *        printf %s "$ISSUE" | openssl dgst -sha256 -mac HMAC -macopt hexkey:"$SEED"   # block 0
 *
 * A result depends on the seed and the issue number ONLY. Nothing here takes bets, stakes,
 * exposure, payouts or any operator input, and nothing may be added that does: the house can
 * measure its kill rate but never choose an outcome to reach one. Because the commitment is
 * published before betting opens, changing the seed afterwards would be detected by verifyDraw.
 *
 * Derivation: a byte stream made of HMAC-SHA256 blocks keyed with the seed bytes,
 *   block 0 = HMAC(seed, issueNo), block i ≥ 1 = HMAC(seed, issueNo + ':' + i),
 * read in order. Each value needs a uniform integer in [0, n) (n = 10 digits or 6 die faces):
 * a byte b is used only if b < 256 − (256 mod n) (250 for n = 10, 252 for n = 6), and then gives
 * b mod n; larger bytes are skipped. Every accepted byte is equally likely to be any of the n
 * residues, so every outcome is exactly equally likely (plain `b mod 10` would favour 0–5).
 */

const SEED_BYTES = 32;
const HEX64 = /^[0-9a-f]{64}$/;

/** A fresh seed: 32 bytes from crypto.randomBytes, as 64 lowercase hex characters. */
export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}

export function isSeed(s: unknown): s is string {
  return typeof s === 'string' && HEX64.test(s);
}

function seedBytes(seed: string): Buffer {
  if (!isSeed(seed)) throw new RangeError('seed must be 64 lowercase hex characters (32 bytes)');
  return Buffer.from(seed, 'hex');
}

/** SHA-256 (hex) of the 32 seed bytes: published when betting opens. */
export function commitment(seed: string): string {
  return createHash('sha256').update(seedBytes(seed)).digest('hex');
}

/** The HMAC byte stream of (seed, issueNo), one 32-byte block at a time, without end. */
export function* drawBytes(seed: string, issueNo: string): Generator<number, never, undefined> {
  const key = seedBytes(seed);
  if (typeof issueNo !== 'string' || issueNo.length === 0) throw new RangeError('issueNo must be a non-empty string');
  for (let block = 0; ; block++) {
    const message = block === 0 ? issueNo : `${issueNo}:${block}`;
    yield* createHmac('sha256', key).update(message, 'utf8').digest();
  }
}

/**
 * `count` uniform integers in [0, n) read from a byte stream by rejection sampling (see the
 * module comment). Exported so the rejection rule itself can be tested with chosen bytes.
 */
export function uniformFromBytes(bytes: Iterator<number>, n: number, count: number): number[] {
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`n must be in [1, 256], got ${n}`);
  const limit = 256 - (256 % n);
  const out: number[] = [];
  while (out.length < count) {
    const next = bytes.next();
    if (next.done) throw new RangeError('byte stream ended before enough values were drawn');
    if (next.value < limit) out.push(next.value % n);
  }
  return out;
}

/** The result of a period: a pure function of (shape, seed, issueNo), nothing else. */
export function deriveResult(shape: Shape, seed: string, issueNo: string): DrawResult {
  if (!isShape(shape)) throw new RangeError(`unknown shape ${String(shape)}`);
  const spec = SHAPE_SPECS[shape];
  const span = spec.max - spec.min + 1;
  return uniformFromBytes(drawBytes(seed, issueNo), span, spec.length).map((v) => v + spec.min);
}

export interface DrawProof {
  readonly seed: string;
  readonly commitment: string;
  readonly issueNo: string;
  readonly shape: Shape;
  readonly result: readonly number[];
}

export type VerifyOutcome =
  | { ok: true; reason?: undefined }
  | {
      ok: false;
      reason: 'bad_seed' | 'bad_commitment' | 'commitment_mismatch' | 'bad_issue' | 'bad_shape' | 'bad_result' | 'result_mismatch';
    };

/** Checks a published draw: the seed matches the commitment and yields exactly this result. */
export function verifyDraw(proof: DrawProof): VerifyOutcome {
  if (!isSeed(proof.seed)) return { ok: false, reason: 'bad_seed' };
  if (typeof proof.commitment !== 'string' || !HEX64.test(proof.commitment)) return { ok: false, reason: 'bad_commitment' };
  if (commitment(proof.seed) !== proof.commitment) return { ok: false, reason: 'commitment_mismatch' };
  if (typeof proof.issueNo !== 'string' || proof.issueNo.length === 0) return { ok: false, reason: 'bad_issue' };
  if (!isShape(proof.shape)) return { ok: false, reason: 'bad_shape' };
  if (!isValidResult(proof.shape, proof.result)) return { ok: false, reason: 'bad_result' };
  const expected = deriveResult(proof.shape, proof.seed, proof.issueNo);
  const same = expected.length === proof.result.length && expected.every((v, i) => v === proof.result[i]);
  return same ? { ok: true } : { ok: false, reason: 'result_mismatch' };
}
