import { sql } from 'kysely';
import { memberTextContains, type MemberTextColumn } from '../../../server/db/memberText';
import { lotteryFixture, type LotteryFixture } from '../lottery/fixture';

/*
 * Member username/phone "contains" filters through the trigram indexes of migration 048: the same
 * answers as the plain LIKE they replace (case-insensitive, wildcards literal, any 3 characters
 * anywhere, shorter texts by the fallback), kept up to date on insert, update and delete, and the
 * plan reads the index (pg_trgm GIN on PostgreSQL, the FTS5 member_search table on SQLite).
 */

let fx: LotteryFixture;
let pg: boolean;
const people = [
  { username: 'RaviKumar', phone: '9876543210' },
  { username: 'ravi_k', phone: '9123456780' },
  { username: 'anita%100', phone: '8000012345' },
  { username: 'Quote"Man', phone: '7000000001' },
  { username: 'priya', phone: '9988776655' },
];

beforeAll(async () => {
  fx = await lotteryFixture({ members: 0 });
  pg = fx.db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const station = await fx.db.selectFrom('station').select(['id', 'franchisee_id']).executeTakeFirstOrThrow();
  for (const p of people) {
    await fx.db.insertInto('member').values({
      ...p, nickname: '', station_id: station.id, franchisee_id: station.franchisee_id, agent_id: null, is_internal: 0, status: 0, created_at: Date.now(),
    }).execute();
  }
}, 60_000);
afterAll(async () => fx.close());

async function find(column: MemberTextColumn, text: string): Promise<string[]> {
  const rows = await fx.db.selectFrom('member').select('username').where(memberTextContains(fx.db, 'member', column, text)).execute();
  return rows.map((r) => r.username).sort();
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
  });

  it('falls back to the plain filter below 3 characters', async () => {
    expect(await find('username', 'vi')).toEqual(['RaviKumar', 'ravi_k']);
    expect(await find('username', 'ri')).toEqual(['priya']);
    expect(await find('phone', '0')).toEqual(['Quote"Man', 'RaviKumar', 'anita%100', 'ravi_k']);
    expect(await find('username', '%')).toEqual(['anita%100']);
  });

  it('follows inserts, updates of the phone and deletes', async () => {
    await fx.db.updateTable('member').set({ phone: '9000055555' }).where('username', '=', 'priya').execute();
    expect(await find('phone', '887')).toEqual([]);
    expect(await find('phone', '0555')).toEqual(['priya']);
    // An update of another column leaves the index as it was.
    await fx.db.updateTable('member').set({ nickname: 'P' }).where('username', '=', 'priya').execute();
    expect(await find('phone', '0555')).toEqual(['priya']);
    await fx.db.deleteFrom('member').where('username', '=', 'priya').execute();
    expect(await find('phone', '0555')).toEqual([]);
  });

  it('reads the trigram index, not every member', async () => {
    if (pg) {
      const plan = await fx.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const compiled = trx.selectFrom('member').select('id').where(memberTextContains(trx, 'member', 'phone', '5432')).compile();
        return (await trx.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` })).rows.map((r) => Object.values(r as object)[0]).join('\n');
      });
      expect(plan).toContain('member_phone_trgm_idx');
    } else {
      const compiled = fx.db.selectFrom('member').select('id').where(memberTextContains(fx.db, 'member', 'phone', '5432')).compile();
      const plan = (await fx.db.executeQuery({ ...compiled, sql: `explain query plan ${compiled.sql}` })).rows.map((r) => (r as { detail: string }).detail).join('\n');
      expect(plan).toMatch(/VIRTUAL TABLE INDEX/);
      expect(plan).not.toMatch(/SCAN member\b/);
    }
  });
});
