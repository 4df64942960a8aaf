/*
 * A fixed log-scale latency histogram: bucket i holds durations up to BASE_MS · RATIO^i, so every
 * bucket is 12% wider than the one before and a percentile read from merged histograms is off by
 * at most about 6% (half a bucket), whatever the spread of durations. 120 buckets reach from
 * 0.1 ms to about 72 s; longer requests fall in the last one (their true size is in max). Fixed
 * bounds make histograms from any minute, hour or server process mergeable by adding counts.
 */
export const BUCKETS = 120;
const BASE_MS = 0.1;
const RATIO = 1.12;
const LOG_RATIO = Math.log(RATIO);

/** Upper bound (ms) of bucket i. */
export const upperBound = (i: number): number => BASE_MS * RATIO ** i;

export function bucketOf(ms: number): number {
  if (!(ms > BASE_MS)) return 0;
  const i = Math.ceil(Math.log(ms / BASE_MS) / LOG_RATIO);
  return i >= BUCKETS ? BUCKETS - 1 : i;
}

/** Counts per bucket; a dense array in memory, sparse `{ "bucket": count }` JSON on disk. */
export type Histogram = Uint32Array;

export const emptyHistogram = (): Histogram => new Uint32Array(BUCKETS);

export function addInto(target: Histogram, source: Histogram): void {
  for (let i = 0; i < BUCKETS; i++) target[i] += source[i];
}

export function encodeHistogram(h: Histogram): string {
  const sparse: Record<number, number> = {};
  for (let i = 0; i < BUCKETS; i++) if (h[i] > 0) sparse[i] = h[i];
  return JSON.stringify(sparse);
}

/** A malformed stored value counts as empty rather than failing the whole read. */
export function decodeHistogramInto(target: Histogram, text: string): void {
  let sparse: unknown;
  try {
    sparse = JSON.parse(text);
  } catch {
    return;
  }
  if (!sparse || typeof sparse !== 'object') return;
  for (const [key, value] of Object.entries(sparse as Record<string, unknown>)) {
    const i = Number(key);
    if (Number.isInteger(i) && i >= 0 && i < BUCKETS && typeof value === 'number' && value > 0) target[i] += value;
  }
}

/**
 * The q-quantile (0 < q ≤ 1) in ms, interpolated geometrically inside the bucket where the rank
 * falls, and never above the largest duration seen (maxMs). Null when the histogram is empty.
 */
export function percentile(h: Histogram, q: number, maxMs: number): number | null {
  let total = 0;
  for (let i = 0; i < BUCKETS; i++) total += h[i];
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (let i = 0; i < BUCKETS; i++) {
    if (h[i] === 0) continue;
    if (seen + h[i] >= rank) {
      const lower = i === 0 ? 0 : upperBound(i - 1);
      const upper = upperBound(i);
      const within = (rank - seen) / h[i];
      const estimate = i === 0 ? upper * within : lower * (upper / lower) ** within;
      return Math.min(estimate, maxMs);
    }
    seen += h[i];
  }
  return maxMs;
}
