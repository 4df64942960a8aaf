// Domain benchmarks (seed, member list, bet lists, settlement, daily report) at query level.
// Runs bench/domain/run.ts with tsx on the given profile and database URL (default: a temp
// SQLite file); `reuse` measures an already seeded database without seeding it again.
import { spawnSync } from 'node:child_process';

export function domainReport({ profile = 'default', url, reuse = false } = {}) {
  const args = ['tsx', 'bench/domain/run.ts', profile];
  if (url) args.push(url);
  if (reuse) args.push('--reuse');
  const run = spawnSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`domain bench failed (${run.status})`);
  const last = run.stdout.trim().split('\n').pop() ?? '{}';
  return JSON.parse(last);
}

// Commission settlement of the last ended weekly period over every agent line (bench/commission.ts;
// it rolls its compute back, so the database is left as it was).
export function commissionReport(url) {
  const run = spawnSync('npx', ['tsx', 'bench/commission.ts', url], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) throw new Error(`commission bench failed (${run.status})`);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
}
