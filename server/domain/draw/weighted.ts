import { drawBytes } from './commitReveal';

/*
 * Lucky-draw outcomes by the same commit-reveal as the games (commitReveal.ts): the campaign's
 * seed is committed (SHA-256 published) when it opens and revealed when it closes. Draw number k
 * of campaign c by member m reads the HMAC byte stream of (seed, message) with
 *   message = "lucky:{c}:{k}:{m}"
 * four bytes at a time as a big-endian unsigned integer u; u is used only if
 * u < 2^32 − (2^32 mod W) (W = the total published weight), and then gives r = u mod W, so r is
 * exactly uniform on [0, W). The prize is the first (in published order) whose running weight
 * total exceeds r, so prize i comes out with probability weight_i / W. Nothing but the seed, the
 * campaign, the draw number and the member goes in: stock, payouts or staff input never do.
 */

const TWO_32 = 2 ** 32;
/** Largest total weight: far below 2^32 so rejection almost never happens. */
export const MAX_TOTAL_WEIGHT = 1_000_000_000;

export const luckyMessage = (campaignId: number, drawNo: number, memberId: number) => `lucky:${campaignId}:${drawNo}:${memberId}`;

/** A uniform integer in [0, total) read from the (seed, message) byte stream by rejection sampling. */
export function uniformBelow(seed: string, message: string, total: number): number {
  if (!Number.isSafeInteger(total) || total < 1 || total > MAX_TOTAL_WEIGHT)
    throw new RangeError(`total must be in [1, ${MAX_TOTAL_WEIGHT}]`);
  const limit = TWO_32 - (TWO_32 % total);
  const bytes = drawBytes(seed, message);
  for (;;) {
    let u = 0;
    for (let i = 0; i < 4; i++) u = u * 256 + bytes.next().value;
    if (u < limit) return u % total;
  }
}

/** The index (published order) of the prize whose weight band holds r. */
export function prizeIndexFor(weights: readonly number[], r: number): number {
  let running = 0;
  for (let i = 0; i < weights.length; i++) {
    running += weights[i];
    if (r < running) return i;
  }
  throw new RangeError('r is beyond the total weight');
}

/** The prize index of a draw: a pure function of the seed, the campaign, the draw number, the member and the weights. */
export function luckyPrizeIndex(
  seed: string,
  weights: readonly number[],
  draw: { campaignId: number; drawNo: number; memberId: number },
): number {
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w < 1))
    throw new RangeError('weights must be positive integers');
  const total = weights.reduce((a, b) => a + b, 0);
  return prizeIndexFor(weights, uniformBelow(seed, luckyMessage(draw.campaignId, draw.drawNo, draw.memberId), total));
}
