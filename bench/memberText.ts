/*
 * Member "contains" search at the large profile (issue 18): the member list endpoint's own query
 * (memberPage: scope, filters, capped count, page of 20) filtered by 3 characters taken anywhere
 * in a random member's phone, by 3 characters of a username, and by 2 characters (the fallback
 * without trigrams). Target: a member found by any 3 characters of the phone in ≤ 20 ms.
 * `npx tsx bench/memberText.ts DATABASE_URL [--load=1000000]`; prints JSON (last line).
 * Migrating the database first times migration 064's member_gram build when it is still pending
 * (then VACUUMs it, as autovacuum would later, and reports the search structures' bytes before and
 * after). --load on PostgreSQL first fills the member table up to that many members shaped like
 * the seed's (first name + id, +91 phones), with generate_series, then rebuilds member_gram and
 * times that. On SQLite (a members-only scratch file) --load writes the
 * same shape through the seed's bulk load (openBulkLoad: secondary indexes and the search
 * triggers suspended, rebuilt in one pass at the end) and times the load with its rebuild.
 */
import { sql } from 'kysely';
import { memberListBody, memberPage } from '../plugins/account/server/members/listQuery';
import type { Caller } from '../server/auth/session';
import { createDatabase, dialectOf } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { buildMemberGrams, createMemberGramTriggers, dropMemberGramTriggers } from '../server/db/migrations/064_member_gram';
import { openBulkLoad } from '../server/seed/bulk';

const url = process.argv[2];
if (!url) throw new Error('usage: tsx bench/memberText.ts DATABASE_URL [--load=N]');
const load = Number(process.argv.find((a) => a.startsWith('--load='))?.slice('--load='.length) ?? 0);
const db = createDatabase(url);
const results: Record<string, unknown> = { dialect: dialectOf(db) };

function percentiles(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)].toFixed(2));
  return { n: s.length, p50: at(0.5), p95: at(0.95), max: at(1) };
}

/** Bytes of the member search structures: the trigram indexes of 048 before 064, member_gram after. */
async function searchBytes(pg: boolean): Promise<Record<string, number>> {
  if (pg) {
    const rows = await sql<{ name: string; bytes: number }>`select c.relname as name, pg_total_relation_size(c.oid) as bytes from pg_class c
      where c.relname in ('member_username_trgm_idx', 'member_phone_trgm_idx', 'member_gram') order by c.relname`.execute(db);
    return Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.bytes)]));
  }
  try {
    const rows = await sql<{ name: string; bytes: number }>`select name, sum(pgsize) as bytes from dbstat
      where name like 'member_search%' or name like 'member_gram%' or name like 'sqlite_autoindex_member_gram%' group by name order by name`.execute(
      db,
    );
    return Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.bytes)]));
  } catch {
    return {}; // dbstat not compiled in
  }
}

try {
  const pg = dialectOf(db) === 'postgres';
  const pending = await db.introspection.getTables().then((tables) => !tables.some((t) => t.name === 'member_gram'));
  if (pending && (await db.introspection.getTables()).some((t) => t.name === 'member')) results.bytesBefore = await searchBytes(pg);
  let t0 = performance.now();
  const applied = await migrateToLatest(db);
  results.migrate = { applied, ms: Math.round(performance.now() - t0) };
  if (pending) {
    // Index-only scans need the visibility map, which only VACUUM sets (autovacuum would, later).
    t0 = performance.now();
    await sql.raw(pg ? 'vacuum analyze member_gram' : 'analyze').execute(db);
    results.vacuumMs = Math.round(performance.now() - t0);
    results.bytesAfter = await searchBytes(pg);
  }

  if (load > 0 && pg) {
    const have = Number((await sql<{ n: number }>`select count(*) as n from member`.execute(db)).rows[0].n);
    if (have < load) {
      let franchisee = (await db.selectFrom('franchisee').select('id').executeTakeFirst())?.id;
      if (franchisee === undefined) {
        franchisee = (
          await db
            .insertInto('franchisee')
            .values({ code: 'F1', name: 'Franchisee 1', status: 0, created_at: Date.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      let station = (await db.selectFrom('station').select('id').executeTakeFirst())?.id;
      if (station === undefined) {
        station = (
          await db
            .insertInto('station')
            .values({ franchisee_id: franchisee, code: 'S1', name: 'Station 1', amount: 0, status: 0, created_at: Date.now() })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }
      // Suspended like the seed's bulk load does (a trigger call per row), rebuilt in one pass.
      await dropMemberGramTriggers(db, 'postgres');
      t0 = performance.now();
      // The seed's shape: a first name and the id as username, +91 and a 6–9 then nine random digits.
      await sql`insert into member (username, nickname, phone, real_name, station_id, franchisee_id, created_at)
        select (array['aarav','vivaan','aditya','arjun','rohan','rahul','amit','suresh','priya','ananya','diya','kavya','neha','pooja','sneha','meera'])[1 + (g % 16)] || g,
          '', '+91' || (6 + (random() * 3)::int) || lpad(((random() * 999999999)::bigint)::text, 9, '0'), '',
          ${station}::bigint, ${franchisee}::bigint, ${Date.now()}::bigint - g * 1000
        from generate_series(${have + 1}::bigint, ${load}::bigint) as g`.execute(db);
      results.loadMs = Math.round(performance.now() - t0);
      t0 = performance.now();
      await db.transaction().execute(async (trx) => {
        await sql`delete from member_gram`.execute(trx);
        await buildMemberGrams(trx, 'postgres');
        await createMemberGramTriggers(trx, 'postgres');
      });
      results.gramBuildMs = Math.round(performance.now() - t0);
      await sql`vacuum analyze member_gram`.execute(db);
      await sql`analyze member`.execute(db);
    }
  }
  if (load > 0 && !pg) {
    const have = Number((await sql<{ n: number }>`select count(*) as n from member`.execute(db)).rows[0].n);
    if (have < load) {
      const at = Date.now();
      const franchisee =
        (await db.selectFrom('franchisee').select('id').executeTakeFirst())?.id ??
        (
          await db
            .insertInto('franchisee')
            .values({ code: 'F1', name: 'Franchisee 1', status: 0, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const station =
        (await db.selectFrom('station').select('id').executeTakeFirst())?.id ??
        (
          await db
            .insertInto('station')
            .values({ franchisee_id: franchisee, code: 'S1', name: 'Station 1', amount: 0, status: 0, created_at: at })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const names = [
        'aarav',
        'vivaan',
        'aditya',
        'arjun',
        'rohan',
        'rahul',
        'amit',
        'suresh',
        'priya',
        'ananya',
        'diya',
        'kavya',
        'neha',
        'pooja',
        'sneha',
        'meera',
      ];
      let state = 4242;
      const digits = () => ((state = (state * 1_103_515_245 + 12_345) % 2 ** 31) % 1_000_000_000).toString().padStart(9, '0');
      t0 = performance.now();
      const bulk = await openBulkLoad(db, ['member']);
      try {
        for (let from = have + 1; from <= load; from += 10_000) {
          const rows = [];
          for (let g = from; g < Math.min(from + 10_000, load + 1); g++) {
            rows.push({
              username: `${names[g % 16]}${g}`,
              nickname: '',
              phone: `+91${6 + (g % 4)}${digits()}`,
              real_name: '',
              station_id: station,
              franchisee_id: franchisee,
              created_at: at - g * 1000,
            });
          }
          await bulk.transaction(() => bulk.insert('member', rows));
        }
      } finally {
        await bulk.finish();
      }
      results.loadMs = Math.round(performance.now() - t0);
      await sql`analyze`.execute(db);
    }
  }
  results.members = Number((await sql<{ n: number }>`select count(*) as n from member`.execute(db)).rows[0].n);
  const maxId = Number((await sql<{ n: number }>`select max(id) as n from member`.execute(db)).rows[0].n);

  const admin = {
    staffId: 1,
    username: 'admin',
    role: 'admin',
    franchiseeId: null,
    stationId: null,
    agentId: null,
    agentPath: null,
  } as unknown as Caller;
  const now = Date.now();
  let seed = 18;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const sampleMember = async () => {
    for (;;) {
      const row = await db
        .selectFrom('member')
        .select(['username', 'phone'])
        .where('id', '>=', 1 + Math.floor(random() * maxId))
        .where('is_test', '=', 0)
        .where('is_internal', '=', 0)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (row && row.phone.length >= 3) return row;
    }
  };
  const slice = (text: string, n: number) => {
    const at = Math.floor(random() * (text.length - n + 1));
    return text.slice(at, at + n);
  };
  const run = async (n: number, filter: () => Promise<Record<string, string>>) => {
    const samples: number[] = [];
    let found = 0;
    for (let i = 0; i < n; i++) {
      const body = memberListBody.parse({ pageIndex: 1, pageSize: 20, ...(await filter()) });
      const t = performance.now();
      const page = await memberPage(db, admin, body, 'formal', now);
      samples.push(performance.now() - t);
      if ((page as { list?: unknown[] }).list?.length) found++;
    }
    return { ...percentiles(samples), found };
  };
  // Digits from the subscriber part (after +91): any 3 of them.
  results.phone3 = await run(200, async () => ({ phone: slice((await sampleMember()).phone.slice(3), 3) }));
  results.phone3Again = await run(200, async () => ({ phone: slice((await sampleMember()).phone.slice(3), 3) }));
  results.phone6 = await run(100, async () => ({ phone: slice((await sampleMember()).phone.slice(3), 6) }));
  results.username3 = await run(100, async () => ({ username: slice((await sampleMember()).username, 3) }));
  results.phone2Fallback = await run(20, async () => ({ phone: slice((await sampleMember()).phone.slice(3), 2) }));
} finally {
  await db.destroy();
}
console.log(JSON.stringify(results));
