/*
 * 2 workers vs 1 (issue 18): the production server with WORKERS=1, then WORKERS=2 (Node's cluster
 * on one port), each cell a bounded, loopback-only mixed read/write load: 16 clients for
 * `SECONDS` (20) seconds, each request drawn from a fixed mix — login (10 %, scrypt), getCurrentUser
 * (40 %), a member list page with a filter and sort (35 %), a deposit approval through the ledger
 * (15 %, orders submitted beforehand as the member app does). Prints throughput, p50/p95 per kind
 * and overall, and the machine's load average before and after each cell (the machine is shared).
 * `npx tsx bench/workers.ts [postgres://…server/db | sqlite:FILE] [--seconds=20] [--port=8815]`.
 * A postgres URL gets a scratch database created on its server and dropped after; without a URL a
 * temp SQLite file. The server seeds the tiny demo on the empty database.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../server/db/database';
import { submitDeposit } from '../plugins/money/server/deposits';
import { startBenchServer } from './server.mjs';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 20);
const PORT = arg('port', 8815);
const CLIENTS = 16;

let url = process.argv.slice(2).find((a) => !a.startsWith('--'));
let dispose = async () => {};
if (!url) {
  const dir = mkdtempSync(join(os.tmpdir(), 'chance-workers-bench-'));
  url = `sqlite:${join(dir, 'bench.db')}`;
  dispose = async () => rmSync(dir, { recursive: true, force: true });
} else if (url.startsWith('postgres')) {
  const name = `chance_workers_bench_${randomBytes(4).toString('hex')}`;
  const base = url;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(base);
  scratch.pathname = `/${name}`;
  url = scratch.toString();
  dispose = async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

async function call(
  baseURL: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ code: number | string; data: unknown }> {
  const res = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: '1', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number | string; data: unknown };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? null : Number(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1));
const load = () => os.loadavg().map((n) => Number(n.toFixed(2)));

type Kind = 'login' | 'currentUser' | 'memberList' | 'approveDeposit';
const MIX: Kind[] = [
  'login',
  'login',
  ...Array<Kind>(8).fill('currentUser'),
  ...Array<Kind>(7).fill('memberList'),
  'approveDeposit',
  'approveDeposit',
  'approveDeposit',
];

async function cell(workers: number, pending: number[]) {
  const server = await startBenchServer(url as string, PORT, { stdio: 'ignore', env: { WORKERS: String(workers), SEED: 'tiny' } });
  try {
    const login = async () => {
      const answer = await call(server.baseURL, '/chance_login/login', { username: 'admin', password: sha256('admin123') });
      if (answer.code !== 200) throw new Error(`login: ${answer.code}`);
      return answer.data as string;
    };
    const token = await login();
    const sorts = ['createdAt', 'balance', 'totalBet', 'lastLoginAt'];
    const refusals = new Map<string, number>();
    const run: Record<Kind, (i: number) => Promise<boolean>> = {
      login: async () => Boolean(await login()),
      currentUser: async () => {
        const res = await fetch(`${server.baseURL}/chance_login/getCurrentUser`, { headers: { token, language: '1' } });
        return ((await res.json()) as { code: number }).code === 200;
      },
      memberList: async (i) =>
        (
          await call(
            server.baseURL,
            '/chance-member/list',
            {
              pageIndex: 1 + (i % 3),
              pageSize: 20,
              sortField: sorts[i % sorts.length],
              sortOrder: 'DESC',
              ...(i % 2 ? { vipLevel: i % 4 } : {}),
            },
            { token },
          )
        ).code === 200,
      approveDeposit: async () => {
        const id = pending.pop();
        if (id === undefined) {
          refusals.set('approve: no pending deposit left', (refusals.get('approve: no pending deposit left') ?? 0) + 1);
          return false;
        }
        const answer = await call(server.baseURL, '/chance-deposit-order/approve', { id }, { token, 'idempotency-key': randomUUID() });
        if (answer.code !== 200) refusals.set(`approve ${answer.code}`, (refusals.get(`approve ${answer.code}`) ?? 0) + 1);
        return answer.code === 200;
      },
    };
    const loadBefore = load();
    const latencies = new Map<Kind, number[]>(MIX.map((k) => [k, []]));
    let failed = 0;
    let n = 0;
    const end = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let i = client; Date.now() < end; i += CLIENTS) {
          const kind = MIX[(i * 7 + n++) % MIX.length];
          const t = performance.now();
          const ok = await run[kind](i).catch((error: unknown) => {
            refusals.set(`${kind} ${String(error)}`, (refusals.get(`${kind} ${String(error)}`) ?? 0) + 1);
            return false;
          });
          (latencies.get(kind) as number[]).push(performance.now() - t);
          if (!ok) failed++;
        }
      }),
    );
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const kinds = Object.fromEntries(
      [...latencies].map(([kind, l]) => {
        const sorted = [...l].sort((a, b) => a - b);
        return [
          kind,
          { n: l.length, rps: Number((l.length / SECONDS).toFixed(1)), p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) },
        ];
      }),
    );
    return {
      workers,
      seconds: SECONDS,
      clients: CLIENTS,
      requests: all.length,
      failed,
      refusals: Object.fromEntries(refusals),
      rps: Number((all.length / SECONDS).toFixed(1)),
      p50Ms: percentile(all, 0.5),
      p95Ms: percentile(all, 0.95),
      kinds,
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    await server.stop();
  }
}

const results: Record<string, unknown> = { database: url.split(':')[0], cpus: os.cpus().length };
try {
  // A first start seeds the tiny demo; then deposits for the approvals, submitted as the member app does.
  const first = await startBenchServer(url, PORT, { stdio: 'ignore', env: { WORKERS: '1', SEED: 'tiny' } });
  await first.stop();
  const db = createDatabase(url);
  const pending: number[] = [];
  try {
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('status', '=', 0)
      .where('is_test', '=', 0)
      .orderBy('id')
      .limit(100)
      .execute();
    for (let i = 0; i < 4000; i++)
      pending.push(
        (await submitDeposit(db, { memberId: members[i % members.length].id, amount: 10_000, kind: 'company', utr: `W${i}` })).id,
      );
  } finally {
    await db.destroy();
  }
  results.one = await cell(1, pending);
  console.error('workers=1', JSON.stringify(results.one));
  results.two = await cell(2, pending);
  console.error('workers=2', JSON.stringify(results.two));
  const one = results.one as { rps: number };
  const two = results.two as { rps: number };
  results.speedup = Number((two.rps / one.rps).toFixed(2));
} finally {
  await dispose();
}
console.log(JSON.stringify(results));
