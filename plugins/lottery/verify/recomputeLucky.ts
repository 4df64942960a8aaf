import { sha256 } from 'js-sha256';
import { commitmentOf } from './recompute';

/*
 * The browser's own check of a lucky draw (server/domain/draw/weighted.ts): read HMAC-SHA256(seed,
 * "lucky:{campaign}:{drawNo}:{member}"[:block]) four bytes at a time as a big-endian word u, keep
 * u < 2^32 − (2^32 mod W) (W = total weight), r = u mod W, and the prize is the first whose
 * running weight total exceeds r.
 */

const TWO_32 = 2 ** 32;

export function luckyPrizeIndexOf(seed: string, weights: number[], campaignId: number, drawNo: number, memberId: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  if (!/^[0-9a-f]{64}$/.test(seed) || total < 1) throw new RangeError('bad draw');
  const key: number[] = [];
  for (let i = 0; i < 64; i += 2) key.push(parseInt(seed.slice(i, i + 2), 16));
  const limit = TWO_32 - (TWO_32 % total);
  const message = `lucky:${campaignId}:${drawNo}:${memberId}`;
  const pending: number[] = [];
  for (let block = 0; ; block++) {
    pending.push(...sha256.hmac.array(key, block === 0 ? message : `${message}:${block}`));
    while (pending.length >= 4) {
      const u = pending.splice(0, 4).reduce((a, b) => a * 256 + b, 0);
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

export const luckyCommitmentMatches = (seed: string, seedHash: string) => commitmentOf(seed) === seedHash;
