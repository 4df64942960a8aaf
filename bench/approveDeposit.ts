// Approve-deposit throughput (issue 12): members' deposit orders submitted by the money service
// (as the member app does), then approved through the real HTTP API by two staff members (admin
// and finance, alternating; each approval with its own Idempotency-Key), with `CONCURRENCY`
// clerks at once. Every approval credits through the ledger, opens a turnover requirement and
// writes the audit log, so this WRITES: run it on a copy of a database, never on one to keep.
// Run: npx tsx bench/approveDeposit.ts DATABASE_URL BASE_URL [ORDERS]
//   with a server already serving DATABASE_URL at BASE_URL (node bench/server.mjs does not; see README).
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createDatabase } from '../server/db/database';
import { submitDeposit } from '../plugins/money/server/deposits';
import { pct } from './stats.mjs';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function login(baseURL: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/chance_login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: '0' },
    body: JSON.stringify({ username, password: sha256(password) }),
  });
  const body = (await res.json()) as { code: number; msg: string; data: string };
  if (body.code !== 200) throw new Error(`login ${username}: ${body.msg}`);
  return body.data;
}

export async function approveDepositReport(url: string, baseURL: string, orders = 400, concurrency = 4) {
  const db = createDatabase(url);
  let ids: number[];
  let submitMs: number;
  try {
    // Ordinary members spread over the whole table, one order each.
    const { n } = await db
      .selectFrom('member')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const step = Math.max(1, Math.floor(Number(n) / (orders * 2)));
    const members = await db
      .selectFrom('member')
      .select('id')
      .where('is_test', '=', 0)
      .where(sql<boolean>`id % ${sql.lit(step)} = 0`)
      .orderBy('id')
      .limit(orders)
      .execute();
    if (members.length < orders) throw new Error(`only ${members.length} members to deposit`);
    const t0 = performance.now();
    ids = [];
    for (const [i, m] of members.entries())
      ids.push((await submitDeposit(db, { memberId: m.id, amount: 50_000 + (i % 20) * 10_000, kind: 'company', utr: `BENCH${i}` })).id);
    submitMs = performance.now() - t0;
  } finally {
    await db.destroy();
  }

  const tokens = [await login(baseURL, 'admin', 'admin123'), await login(baseURL, 'finance', 'finance123')];
  const latencies: number[] = [];
  let failed = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < ids.length) {
        const i = next++;
        const t = performance.now();
        const res = await fetch(`${baseURL}/chance-deposit-order/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: tokens[i % 2], language: '0', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ id: ids[i] }),
        });
        const json = (await res.json()) as { code: number; msg: string };
        latencies.push(performance.now() - t);
        if (json.code !== 200) {
          failed++;
          if (failed <= 3) console.error(`approve ${ids[i]}: ${json.code} ${json.msg}`);
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    orders: ids.length,
    concurrency,
    failed,
    submitPerSecond: Number((ids.length / (submitMs / 1000)).toFixed(1)),
    approvalsPerSecond: Number(((ids.length - failed) / seconds).toFixed(1)),
    p50Ms: pct(latencies, 0.5),
    p95Ms: pct(latencies, 0.95),
    maxMs: pct(latencies, 1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, baseURL, orders] = process.argv.slice(2);
  if (!url || !baseURL) throw new Error('usage: npx tsx bench/approveDeposit.ts DATABASE_URL BASE_URL [ORDERS]');
  approveDepositReport(url, baseURL, Number(orders ?? 400)).then(
    (r) => console.log(JSON.stringify(r)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
