#!/usr/bin/env node
// `npm run bench`: builds the console, starts the production server on a fresh seeded
// database, and measures bundle sizes, first paint and API throughput. Results go to
// stdout and .bench/results.json.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { bundleReport } from '../bench/bundle.mjs';
import { firstPaintReport } from '../bench/firstPaint.mjs';
import { apiReport, login } from '../bench/api.mjs';
import { commissionReport, domainReport } from '../bench/domain.mjs';
import { memberListApiReport, memberListRenderReport } from '../bench/memberList.mjs';
import { reportApiReport, reportPaintReport } from '../bench/report.mjs';
import { largeListsReport, runTs } from '../bench/large.mjs';
import { addExportStaff, exportsReport } from '../bench/exports.mjs';

const port = Number(process.env.BENCH_PORT || 8797);
const baseURL = `http://127.0.0.1:${port}`;
const results = { at: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version } };

console.log('Building the console…');
if (spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' }).status !== 0) process.exit(1);
results.bundle = bundleReport();
console.log('bundle', JSON.stringify(results.bundle, null, 2));

/** Starts the production server on `url` and resolves once it answers (it seeds an empty database first). */
async function startServer(url) {
  const child = spawn('npx', ['tsx', 'server/main.ts', '--serve-console'], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: url, SIMULATOR: 'off', NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/login`)).ok) return { child, startMs: Date.now() - t0 };
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (Date.now() - t0 > 300_000) throw new Error('server did not start');
    await sleep(250);
  }
}

const benchDb = path.join(os.tmpdir(), `chance-bench-${Date.now()}.db`);
const { child: server, startMs } = await startServer(`sqlite:${benchDb}`);
try {
  results.firstStartMs = startMs;
  const token = await login(baseURL);
  results.firstPaint = await firstPaintReport(baseURL, token);
  console.log('firstPaint', results.firstPaint);
  results.api = await apiReport(baseURL, token);
  console.log('api', results.api);
  results.memberList = { api: await memberListApiReport(baseURL, token), render: await memberListRenderReport(baseURL, token) };
  console.log('memberList', results.memberList);
  results.report = {
    api: await reportApiReport(baseURL, token, await login(baseURL, 'agent', 'agent123')),
    paint: await reportPaintReport(baseURL, token),
  };
  console.log('report', JSON.stringify(results.report, null, 2));
  addExportStaff(benchDb);
  results.exports = await exportsReport(baseURL);
  console.log('exports', JSON.stringify(results.exports, null, 2));
} finally {
  server.kill('SIGTERM');
}
results.domain = domainReport({ url: process.env.BENCH_DOMAIN_URL });
console.log('domain', results.domain);
// Issue 41: answers serialised from their contracts against JSON.stringify (bench/answerSerialise.ts).
results.answerSerialise = runTs('bench/answerSerialise.ts');
console.log('answerSerialise', JSON.stringify(results.answerSerialise));

// Issue 18: settlement of 2,000-bet periods with its statement count (bench/settle.ts; SQLite's is
// also in the domain figures above), and 2 workers vs 1 on a mixed read/write load (bench/workers.ts,
// 20 s a cell on BENCH_WORKERS_PORT). BENCH_PG_URL (a PostgreSQL server, e.g.
// postgres://chance:chance@127.0.0.1:5432/postgres) runs both on scratch databases there too.
const pgUrl = process.env.BENCH_PG_URL;
results.settle = { sqlite: runTs('bench/settle.ts'), ...(pgUrl ? { postgres: runTs('bench/settle.ts', [pgUrl]) } : {}) };
console.log('settle', JSON.stringify(results.settle));
const workersPort = `--port=${process.env.BENCH_WORKERS_PORT ?? port + 2}`;
results.workers = {
  sqlite: runTs('bench/workers.ts', [workersPort]),
  ...(pgUrl ? { postgres: runTs('bench/workers.ts', [pgUrl, workersPort]) } : {}),
};
console.log('workers', JSON.stringify(results.workers));

// The large profile (BENCH_LARGE=1): query-level figures, then the member list over HTTP and in
// Chromium on the same million members, then the money and lottery lists, approve-deposit
// throughput, open-period exposure and daily VIP evaluation on a throwaway copy (bench/large.mjs),
// and the log lists at a million rows and the timing recorder's cost on databases of their own.
// BENCH_LARGE_URL names a database to keep (and reuse when it is already seeded: seeding takes a
// quarter of an hour or more); otherwise a temp file is removed after.
if (process.env.BENCH_LARGE === '1') {
  const keep = process.env.BENCH_LARGE_URL;
  const file = path.join(os.tmpdir(), `chance-bench-large-${Date.now()}.db`);
  const url = keep ?? `sqlite:${file}`;
  try {
    results.large = { domain: domainReport({ profile: 'large', url, reuse: Boolean(keep) }) };
    console.log('large domain', results.large.domain);
    results.large.commission = commissionReport(url);
    console.log('large commission', results.large.commission);
    const { child } = await startServer(url);
    try {
      const token = await login(baseURL);
      results.large.memberList = { api: await memberListApiReport(baseURL, token), render: await memberListRenderReport(baseURL, token) };
      console.log('large memberList', results.large.memberList);
      results.large.report = { api: await reportApiReport(baseURL, token, await login(baseURL, 'agent', 'agent123')) };
      console.log('large report', JSON.stringify(results.large.report, null, 2));
    } finally {
      child.kill('SIGTERM');
    }
    // Its own server on the next port (the one above may still be shutting down).
    Object.assign(results.large, await largeListsReport(url, port + 1, { log: (line) => console.log('large', line) }));
    results.large.logLists = runTs('bench/logLists.ts');
    console.log('large logLists', results.large.logLists);
    results.large.interfaceTiming = runTs('bench/interfaceTiming.ts');
    console.log('large interfaceTiming', results.large.interfaceTiming);
    // Member search by 3 characters of a phone (trigram indexes, migration 048; it migrates the database).
    results.large.memberText = runTs('bench/memberText.ts', [url]);
    console.log('large memberText', results.large.memberText);
  } finally {
    if (!keep) for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.json', JSON.stringify(results, null, 2));
const ok = results.bundle.entryWithinBudget && !results.bundle.rechartsInEntry;
console.log(
  `\nentry ${results.bundle.entryGzipKB} kB gzip (budget ${results.bundle.entryBudgetKB}), recharts in entry: ${results.bundle.rechartsInEntry}`,
);
process.exit(ok ? 0 : 1);
