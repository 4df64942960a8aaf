import { sql } from 'kysely';
import { memberListBody, memberPage } from '../../../plugins/account/server/members/listQuery';
import type { Caller } from '../../../server/auth/session';
import { containsText } from '../../../server/db/filters';
import { memberTextContains, type MemberTextColumn } from '../../../server/db/memberText';
import { buildMemberGrams, GRAM_FIELDS } from '../../../server/db/migrations/064_member_gram';
import { lotteryFixture, type LotteryFixture } from '../lottery/fixture';

/*
 * Member username/phone "contains" filters through member_gram (migration 064): the same answers
 * as the plain LIKE they replace (case-insensitive, wildcards literal, any 3 characters anywhere,
 * longer texts, shorter texts by the fallback), the gram table kept in step on insert, update and
 * delete, the member list's lone-search fast path (page and capped count from the key) equal to a
 * recomputation, and the plan reading member_gram's key rather than every member.
 */

let fx: LotteryFixture;
let pg: boolean;
let station: { id: number; franchisee_id: number };
const people = [
  { username: 'RaviKumar', phone: '9876543210' },
  { username: 'ravi_k', phone: '9123456780' },
  { username: 'anita%100', phone: '8000012345' },
  { username: 'Quote"Man', phone: '7000000001' },
  { username: 'priya', phone: '9988776655' },
  { username: 'Ÿvonne', phone: '+919000000000' },
];

const admin = {
  staffId: 1,
  username: 'admin',
  role: 'admin',
  franchiseeId: null,
  stationId: null,
  agentId: null,
  agentPath: null,
} as unknown as Caller;

async function addMember(username: string, phone: string, flags: { is_test?: number; is_internal?: number } = {}) {
  await fx.db
    .insertInto('member')
    .values({
      username,
      phone,
      nickname: '',
      station_id: station.id,
      franchisee_id: station.franchisee_id,
      agent_id: null,
      is_internal: 0,
      status: 0,
      created_at: Date.now(),
      ...flags,
    })
    .execute();
}

beforeAll(async () => {
  fx = await lotteryFixture({ members: 0 });
  pg = fx.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  station = await fx.db.selectFrom('station').select(['id', 'franchisee_id']).executeTakeFirstOrThrow();
  for (const p of people) await addMember(p.username, p.phone);
}, 60_000);
afterAll(async () => fx.close());

async function find(column: MemberTextColumn, text: string): Promise<string[]> {
  const rows = await fx.db
    .selectFrom('member')
    .select('username')
    .where(memberTextContains('member', column, text))
    .execute();
  return rows.map((r) => r.username).sort();
}

/** The answer the gram lookup must give: the plain LIKE over every member. */
async function plain(column: MemberTextColumn, text: string): Promise<string[]> {
  const rows = await fx.db
    .selectFrom('member')
    .select('username')
    .where(containsText(`member.${column}`, text))
    .execute();
  return rows.map((r) => r.username).sort();
}

/** Every 1- to 6-character piece of every member's username and phone, in the case typed and upper-cased, and a few misses. */
async function probes(): Promise<[MemberTextColumn, string][]> {
  const members = await fx.db.selectFrom('member').select(['username', 'phone']).execute();
  const out: [MemberTextColumn, string][] = [
    ['username', 'zzz'],
    ['phone', '555555'],
    ['username', 'a%'],
    ['username', '_k'],
  ];
  for (const m of members) {
    for (const column of ['username', 'phone'] as const) {
      const value = m[column];
      for (let n = 1; n <= 6; n++) {
        for (let at = 0; at + n <= value.length; at += 2) {
          out.push([column, value.slice(at, at + n)], [column, value.slice(at, at + n).toUpperCase()]);
        }
      }
    }
  }
  return out;
}

/** member_gram as it stands, against the grams recomputed from every member row (in SQL's own lower()). */
async function gramsInStep(): Promise<void> {
  const stored = (await fx.db.selectFrom('member_gram').select(['field', 'gram', 'member_id', 'kind']).execute())
    .map((r) => `${r.field}|${r.gram}|${r.member_id}|${r.kind}`)
    .sort();
  const members = await fx.db
    .selectFrom('member')
    .select(['id', 'is_test', 'is_internal', sql<string>`lower(username)`.as('u'), sql<string>`lower(phone)`.as('p')])
    .execute();
  const expected = new Set<string>();
  for (const m of members) {
    for (const [field, value] of [
      [GRAM_FIELDS.username, m.u],
      [GRAM_FIELDS.phone, m.p],
    ] as const) {
      const chars = [...value];
      for (let i = 0; i + 3 <= chars.length; i++)
        expected.add(`${field}|${chars.slice(i, i + 3).join('')}|${m.id}|${Number(m.is_test) + 2 * Number(m.is_internal)}`);
    }
  }
  expect(stored).toEqual([...expected].sort());
}

async function agreesWithPlain(): Promise<void> {
  for (const [column, text] of await probes()) {
    expect([column, text, await find(column, text)]).toEqual([column, text, await plain(column, text)]);
  }
}

/** The member list's page (newest first) and count for a lone search, against a recomputation. */
async function listAgrees(
  column: MemberTextColumn,
  text: string,
  kind: 'formal' | 'trial' | 'any' = 'formal',
  pageSize = 2,
): Promise<void> {
  const kindFilter = kind === 'formal' ? sql`is_test = 0 and is_internal = 0` : kind === 'trial' ? sql`is_test = 1` : sql`1 = 1`;
  const all = (
    await fx.db
      .selectFrom('member')
      .select('id')
      .where(containsText(`member.${column}`, text))
      .where(kindFilter as never)
      .orderBy('id', 'desc')
      .execute()
  ).map((r) => Number(r.id));
  for (const pageIndex of [1, 2]) {
    const page = await memberPage(fx.db, admin, memberListBody.parse({ pageIndex, pageSize, [column]: text }), kind, Date.now());
    expect({ text, pageIndex, ids: page.list.map((r) => Number(r.id)), total: page.total, capped: page.totalCapped }).toEqual({
      text,
      pageIndex,
      ids: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      total: all.length,
      capped: false,
    });
  }
  const ascending = await memberPage(
    fx.db,
    admin,
    memberListBody.parse({ pageIndex: 1, pageSize, sortField: 'id', sortOrder: 'ASC', [column]: text }),
    kind,
    Date.now(),
  );
  expect(ascending.list.map((r) => Number(r.id))).toEqual([...all].reverse().slice(0, pageSize));
}

describe('member text search', () => {
  it('finds a member by any 3 characters of the phone, case-insensitively by username, wildcards and quotes literal', async () => {
    expect(await find('phone', '543')).toEqual(['RaviKumar']);
    expect(await find('phone', '210')).toEqual(['RaviKumar']);
    expect(await find('phone', '345')).toEqual(['anita%100', 'ravi_k']);
    expect(await find('username', 'RAVI')).toEqual(['RaviKumar', 'ravi_k']);
    expect(await find('username', 'i_k')).toEqual(['ravi_k']);
    expect(await find('username', 'a%1')).toEqual(['anita%100']);
    expect(await find('username', 'e"m')).toEqual(['Quote"Man']);
    expect(await find('username', 'xyz')).toEqual([]);
    // Both ends' grams present, the whole text not: the row check turns it away.
    expect(await find('phone', '98765210')).toEqual([]);
    // Starts and ends with the same gram: one probe, the row check does the rest.
    expect(await find('phone', '0000')).toEqual(await plain('phone', '0000'));
    expect(await find('phone', '0000')).toHaveLength(3);
  });

  it('falls back to the plain filter below 3 characters', async () => {
    expect(await find('username', 'vi')).toEqual(['RaviKumar', 'ravi_k']);
    expect(await find('username', 'ri')).toEqual(['priya']);
    expect(await find('phone', '0')).toEqual(['Quote"Man', 'RaviKumar', 'anita%100', 'ravi_k', 'Ÿvonne'].sort());
    expect(await find('username', '%')).toEqual(['anita%100']);
  });

  it("answers as the plain LIKE for every piece of every member, and the gram table holds exactly the members' grams", async () => {
    await agreesWithPlain();
    await gramsInStep();
  });

  it('follows inserts, updates of the phone, username and kind, and deletes', async () => {
    await fx.db.updateTable('member').set({ phone: '9000055555' }).where('username', '=', 'priya').execute();
    expect(await find('phone', '887')).toEqual([]);
    expect(await find('phone', '0555')).toEqual(['priya']);
    // An update of another column leaves the index as it was.
    await fx.db
      .updateTable('member')
      .set({ nickname: 'P', real_name: 'Priya Sharma', points: 100 })
      .where('username', '=', 'priya')
      .execute();
    expect(await find('phone', '0555')).toEqual(['priya']);
    await fx.db.updateTable('member').set({ username: 'Priyanka' }).where('username', '=', 'priya').execute();
    expect(await find('username', 'ANK')).toEqual(['Priyanka']);
    await addMember('ravindra', '9000012399', { is_test: 1 });
    await addMember('kumarswamy', '7000012398', { is_internal: 1 });
    expect(await find('username', 'rav')).toEqual(['RaviKumar', 'ravi_k', 'ravindra']);
    await fx.db.updateTable('member').set({ is_test: 0 }).where('username', '=', 'ravindra').execute();
    await agreesWithPlain();
    await gramsInStep();
    await fx.db.deleteFrom('member').where('username', '=', 'Priyanka').execute();
    expect(await find('phone', '0555')).toEqual([]);
    await gramsInStep();
  });

  it('pages and counts a lone search from the gram key as the general query would, by kind and in both directions', async () => {
    for (let i = 0; i < 7; i++) await addMember(`bulk${i}`, `+9190000${i}1234`, i % 3 === 0 ? { is_test: 1 } : {});
    for (const [column, text] of [
      ['phone', '123'],
      ['phone', '900'],
      ['phone', '0000'],
      ['phone', '9000'],
      ['phone', '0001234'],
      ['username', 'BUL'],
      ['username', 'bulk1'],
      ['username', 'zzz'],
    ] as const) {
      await listAgrees(column, text);
      await listAgrees(column, text, 'trial');
      await listAgrees(column, text, 'any', 3);
    }
    await gramsInStep();
  });

  it("builds the same gram table from existing members as the triggers keep (the migration's and the bulk load's path)", async () => {
    await sql`delete from member_gram`.execute(fx.db);
    await buildMemberGrams(fx.db, pg ? 'postgres' : 'sqlite');
    await gramsInStep();
    await agreesWithPlain();
  });

  it("reads member_gram's key, not every member", async () => {
    const explain = async (text: string) => {
      const compiled = fx.db
        .selectFrom('member')
        .select('id')
        .where(memberTextContains('member', 'phone', text))
        .orderBy('id', 'desc')
        .limit(20)
        .compile();
      if (pg) {
        return fx.db.transaction().execute(async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx);
          return (await trx.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` })).rows
            .map((r) => Object.values(r as object)[0])
            .join('\n');
        });
      }
      return (await fx.db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` })).rows
        .map((r) => (r as { detail: string }).detail)
        .join('\n');
    };
    for (const text of ['543', '5432']) {
      const plan = await explain(text);
      expect(plan).toMatch(pg ? /member_gram_pkey/ : /SEARCH member_gram USING PRIMARY KEY \(field=\? AND gram=\?\)/);
      if (!pg) expect(plan).not.toMatch(/SCAN member\b/);
    }
  });
});
