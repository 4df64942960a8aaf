// The money, lottery and VIP figures of issues 12, 13 and 16 on one copy of a large database:
// the lists over HTTP (bench/lists.mjs), approve-deposit throughput (bench/approveDeposit.ts) and
// the open-period exposure (bench/exposure.ts) against a server on the copy, then the daily VIP
// level evaluation (bench/vipLevels.ts) with the server stopped. Everything runs on the copy —
// even logging in writes — so the database named is never written; the copy is removed after.
// PostgreSQL: the copy is a new database made from it as a template (nobody may be connected to it).
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { login } from './api.mjs';
import { listsApiReport } from './lists.mjs';
import { startBenchServer } from './server.mjs';

/** Runs a TypeScript bench with tsx; its last stdout line is its figures as JSON. */
export function runTs(script, args = []) {
  const run = spawnSync('npx', ['tsx', script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (run.status !== 0) return { error: `${script} exited ${run.status}` };
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}');
}

/** A throwaway copy of `url`: { url, drop() }. */
export async function copyDatabase(url) {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'chance-bench-copy-'));
    const copy = path.join(dir, path.basename(file));
    for (const suffix of ['', '-wal', '-shm']) if (existsSync(file + suffix)) copyFileSync(file + suffix, copy + suffix);
    return { url: `sqlite:${copy}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const source = new URL(url);
  const name = `bench_copy_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template "${source.pathname.slice(1)}"`);
  } finally {
    await admin.end();
  }
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name}`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function largeListsReport(url, port, { requests = 100, maxSeconds = 60, log = () => {} } = {}) {
  const t0 = Date.now();
  const copy = await copyDatabase(url);
  log(`copied ${url} in ${Math.round((Date.now() - t0) / 1000)} s`);
  const out = {};
  try {
    const server = await startBenchServer(copy.url, port);
    try {
      out.lists = await listsApiReport(server.baseURL, await login(server.baseURL), {
        requests,
        maxSeconds,
        log: (name, c) => log(`${name}: p50 ${c.p50Ms} p95 ${c.p95Ms} max ${c.maxMs} ms`),
      });
      out.approveDeposit = runTs('bench/approveDeposit.ts', [copy.url, server.baseURL]);
      log(`approveDeposit ${JSON.stringify(out.approveDeposit)}`);
      out.exposure = runTs('bench/exposure.ts', [copy.url, server.baseURL]);
      log(`exposure ${JSON.stringify(out.exposure)}`);
    } finally {
      await server.stop();
    }
    out.vipLevels = runTs('bench/vipLevels.ts', [copy.url]);
    log(`vipLevels ${JSON.stringify(out.vipLevels)}`);
  } finally {
    await copy.drop();
  }
  return out;
}

// Standalone: `node bench/large.mjs sqlite:/path/large.db [PORT] [REQUESTS] [MAX_SECONDS]` (a list
// case stops after MAX_SECONDS, default 60, and says so); JSON on stdout, progress on stderr.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, port = '8818', requests = '100', maxSeconds = '60'] = process.argv.slice(2);
  if (!url) throw new Error('usage: node bench/large.mjs DATABASE_URL [PORT] [REQUESTS] [MAX_SECONDS]');
  const out = await largeListsReport(url, Number(port), {
    requests: Number(requests),
    maxSeconds: Number(maxSeconds),
    log: (line) => console.error(line),
  });
  console.log(JSON.stringify(out, null, 2));
}
