/*
 * Member list sorts on the moved money columns (issue 18, migration 062): p50/p95 of memberPage
 * (the formal list's page and its capped count) for each balance / total sort, alone and with the
 * filters staff pair with it, called in-process as an admin (read-only: no login, nothing written).
 * `npx tsx bench/memberSorts.ts DATABASE_URL [--runs=30]`; prints JSON (last line).
 */
import type { Caller } from '../server/auth/session';
import { createDatabase } from '../server/db/database';
import { memberPage, type MemberListBody } from '../plugins/account/server/members/listQuery';
import { pct } from './stats.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: bench/memberSorts.ts DATABASE_URL [--runs=30]');
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 30);
const db = createDatabase(url);
const admin = { role: 'admin', staffId: 1, agentId: null, agentPath: null, franchiseeId: null } as unknown as Caller;

try {
  // A busy agent and a VIP level from the data itself, so any profile works.
  const agent = await db
    .selectFrom('member')
    .select('agent_id')
    .where('agent_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  const mixes: [string, Partial<MemberListBody>][] = [
    ['balance desc', { sortField: 'balance', sortOrder: 'DESC' }],
    ['balance asc', { sortField: 'balance', sortOrder: 'ASC' }],
    ['balance desc, page 5', { sortField: 'balance', sortOrder: 'DESC', pageIndex: 5 }],
    ['class D, balance desc', { customerClass: 'D', sortField: 'balance', sortOrder: 'DESC' }],
    ['class A, balance desc', { customerClass: 'A', sortField: 'balance', sortOrder: 'DESC' }],
    ['agent, balance desc', { agentId: Number(agent.agent_id), sortField: 'balance', sortOrder: 'DESC' }],
    ['vip 5, balance desc', { vipLevel: 5, sortField: 'balance', sortOrder: 'DESC' }],
    ['username ra, balance asc', { username: 'ra', sortField: 'balance', sortOrder: 'ASC' }],
    ['total bet desc', { sortField: 'totalBet', sortOrder: 'DESC' }],
    ['total win desc', { sortField: 'totalWin', sortOrder: 'DESC' }],
    ['vip 1, total bet desc', { vipLevel: 1, sortField: 'totalBet', sortOrder: 'DESC' }],
    ['default (id desc)', {}],
  ];
  const out: Record<string, { p50Ms: number; p95Ms: number; first: number | null }> = {};
  for (const [name, body] of mixes) {
    const page = { pageIndex: 1, pageSize: 20, ...body } as MemberListBody;
    const first = await memberPage(db, admin, page, 'formal', Date.now());
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await memberPage(db, admin, page, 'formal', Date.now());
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    out[name] = { p50Ms: pct(times, 0.5), p95Ms: pct(times, 0.95), first: first.list[0]?.id ?? null };
    console.error(name.padEnd(28), out[name]);
  }
  console.log(JSON.stringify(out));
} finally {
  await db.destroy();
}
