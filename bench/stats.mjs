// The percentile the benches report: the q-th of ascending `sorted` latencies (ms), one decimal.
export const pct = (sorted, q) => Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));
