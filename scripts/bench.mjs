#!/usr/bin/env node
// `npm run bench`: builds the console, starts the production server on a fresh seeded
// database, and measures bundle sizes, first paint and API throughput. Results go to
// stdout and .bench/results.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleReport } from '../bench/bundle.mjs';
import { firstPaintReport } from '../bench/firstPaint.mjs';
import { apiReport, login } from '../bench/api.mjs';
import { domainReport } from '../bench/domain.mjs';
import { memberListApiReport, memberListRenderReport } from '../bench/memberList.mjs';

const port = Number(process.env.BENCH_PORT || 8797);
const baseURL = `http://127.0.0.1:${port}`;
const results = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version } };

console.log('Building the console…');
if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);
results.bundle = bundleReport();
console.log('bundle', JSON.stringify(results.bundle, null, 2));

const db = path.join(os.tmpdir(), `chance-bench-${Date.now()}.db`);
const server = spawn('npx', ['tsx', 'server/main.ts', '--serve-console'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${db}`, SIMULATOR: 'off', NODE_ENV: 'production' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/login`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() - t0 > 300_000) throw new Error('server did not start');
    await sleep(250);
  }
  results.firstStartMs = Date.now() - t0;
  const token = await login(baseURL);
  results.firstPaint = await firstPaintReport(baseURL, token);
  console.log('firstPaint', results.firstPaint);
  results.api = await apiReport(baseURL, token);
  console.log('api', results.api);
  results.memberList = { api: await memberListApiReport(baseURL, token), render: await memberListRenderReport(baseURL, token) };
  console.log('memberList', results.memberList);
} finally {
  server.kill('SIGTERM');
}
results.domain = domainReport();
console.log('domain', results.domain);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', JSON.stringify(results, null, 2));
const ok = results.bundle.entryWithinBudget && !results.bundle.rechartsInEntry;
console.log(`\nentry ${results.bundle.entryGzipKB} kB gzip (budget ${results.bundle.entryBudgetKB}), recharts in entry: ${results.bundle.rechartsInEntry}`);
process.exit(ok ? 0 : 1);
