// Domain benchmarks (seed, member list, bet lists, settlement, daily report) at query level.
// Runs bench/domain/run.ts with tsx on the default profile, or the large one with BENCH_LARGE=1
// (minutes); BENCH_DOMAIN_URL picks the database (default: a temp SQLite file).
import { spawnSync } from 'node:child_process';

export function domainReport() {
  const profile = process.env.BENCH_LARGE === '1' ? 'large' : 'default';
  const args = ['tsx', 'bench/domain/run.ts', profile];
  if (process.env.BENCH_DOMAIN_URL) args.push(process.env.BENCH_DOMAIN_URL);
  const run = spawnSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`domain bench failed (${run.status})`);
  const last = run.stdout.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last);
}
