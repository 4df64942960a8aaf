import { sql } from 'kysely';
import { deleteMembers } from '../../../../plugins/account/server/members/removal';
import { checkLedger } from '../../../../plugins/money/server/checkLedger';
import { SETUP_TIMEOUT } from '../../helpers/server';
import { membersFixture, type MembersFixture } from './fixture';

/*
 * member_balance (migration 062): one row per member holding the cash balance copy and the stake
 * and winning totals, plus trigger-kept copies of the member columns the list's balance sorts
 * share an index with (agent, VIP level, customer class, formal). The copies follow every member
 * insert and update, the row goes with a removed member, and the list sorted on a member_balance
 * column under those filters (repeated on the copies) gives exactly the (value, id) order of the
 * members the filter selects on the member row.
 */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

interface Copy {
  member_id: number;
  formal: number;
  agent_id: number | null;
  vip_level: number;
  customer_class: string;
}

/** Members whose member_balance copy differs from their row (or that have none). */
async function drifted(): Promise<number[]> {
  const rows = await sql<{ id: number }>`select m.id from member m left join member_balance b on b.member_id = m.id
    where b.member_id is null or b.formal <> (case when m.is_test = 0 and m.is_internal = 0 then 1 else 0 end)
      or coalesce(b.agent_id, -1) <> coalesce(m.agent_id, -1) or b.vip_level <> m.vip_level or b.customer_class <> m.customer_class
    order by m.id`.execute(f.server.db);
  return rows.rows.map((r) => Number(r.id));
}

it('has a row for every seeded member with copies equal to the member row, and the ledger checks clean', async () => {
  expect(await drifted()).toEqual([]);
  const counts = await sql<{
    m: number;
    b: number;
  }>`select (select count(*) from member) as m, (select count(*) from member_balance) as b`.execute(f.server.db);
  expect(Number(counts.rows[0].b)).toBe(Number(counts.rows[0].m));
  expect((await checkLedger(f.server.db)).problems).toEqual([]);
});

it('follows member inserts and updates of the copied columns, and goes with a removed member', async () => {
  const db = f.server.db;
  const template = await db
    .selectFrom('member')
    .selectAll()
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .selectFrom('agent')
    .select('id')
    .where('id', '<>', template.agent_id ?? 0)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const fresh = await db
    .insertInto('member')
    .values({
      username: 'balance_copy_1',
      nickname: 'balance copy',
      phone: '9100000001',
      station_id: template.station_id,
      franchisee_id: template.franchisee_id,
      agent_id: template.agent_id,
      is_internal: 0,
      status: 0,
      created_at: Date.now(),
      vip_level: 2,
      customer_class: 'B',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const copyOf = (id: number) =>
    db
      .selectFrom('member_balance')
      .select(['member_id', 'formal', 'agent_id', 'vip_level', 'customer_class', 'cash_balance', 'total_bet', 'total_win'])
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
  expect(await copyOf(fresh.id)).toEqual({
    member_id: fresh.id,
    formal: 1,
    agent_id: template.agent_id,
    vip_level: 2,
    customer_class: 'B',
    cash_balance: 0,
    total_bet: 0,
    total_win: 0,
  } satisfies Copy & Record<string, unknown>);

  await db.updateTable('member').set({ vip_level: 4, customer_class: 'A', agent_id: other.id }).where('id', '=', fresh.id).execute();
  expect(await copyOf(fresh.id)).toMatchObject({ formal: 1, agent_id: other.id, vip_level: 4, customer_class: 'A' });
  await db.updateTable('member').set({ is_test: 1 }).where('id', '=', fresh.id).execute();
  expect(await copyOf(fresh.id)).toMatchObject({ formal: 0 });
  await db.updateTable('member').set({ is_test: 0, is_internal: 1, agent_id: null }).where('id', '=', fresh.id).execute();
  expect(await copyOf(fresh.id)).toMatchObject({ formal: 0, agent_id: null });
  // An update of other columns leaves the row alone (and a no-op update of a copied one too).
  await db.updateTable('member').set({ nickname: 'renamed', vip_level: 4 }).where('id', '=', fresh.id).execute();
  expect(await drifted()).toEqual([]);

  await db.transaction().execute((trx) => deleteMembers(trx, [fresh.id]));
  expect(await db.selectFrom('member_balance').select('member_id').where('member_id', '=', fresh.id).execute()).toEqual([]);
});

interface Row {
  id: number;
  balance: number;
  totalBet: number;
  totalWin: number;
  agentId: number | null;
  vipLevel: number;
  customerClass: string;
}
const FIELD = { balance: 'balance', totalBet: 'totalBet', totalWin: 'totalWin' } as const;

async function pages(body: Record<string, unknown>, pageSize: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await f.server.call('/chance-member/list', { token: f.tokens.admin, body: { ...body, pageIndex: page, pageSize } });
    expect(answer.body.code).toBe(200);
    rows.push(...answer.body.data.list);
    if (answer.body.data.list.length < pageSize) return rows;
  }
}

describe('chance-member/list sorted on member_balance columns under the mirrored filters', () => {
  let filters: Record<string, unknown>[];
  beforeAll(async () => {
    const db = f.server.db;
    // Move a few members between classes and levels after the seed, so the copies must have followed.
    const some = await db
      .selectFrom('member')
      .select('id')
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .orderBy('id', 'desc')
      .limit(6)
      .execute();
    await db
      .updateTable('member')
      .set({ customer_class: 'A', vip_level: 3 })
      .where(
        'id',
        'in',
        some.map((m) => m.id),
      )
      .execute();
    const agent = await db
      .selectFrom('member')
      .select('agent_id')
      .where('agent_id', 'is not', null)
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    filters = [
      {},
      { customerClass: 'A' },
      { customerClass: 'D' },
      { vipLevel: 3 },
      { agentId: agent.agent_id },
      { customerClass: 'A', vipLevel: 3 },
    ];
  });

  it.each(Object.keys(FIELD) as (keyof typeof FIELD)[])('pages by %s in (value, id) order, both ways, under each filter', async (field) => {
    for (const filter of filters) {
      const all = await pages({ sortField: 'id', sortOrder: 'ASC', ...filter }, 100);
      expect(all.length).toBeGreaterThan(0);
      for (const order of ['DESC', 'ASC'] as const) {
        const sign = order === 'ASC' ? 1 : -1;
        const want = [...all].sort((a, b) => sign * (a[field] - b[field] || a.id - b.id)).map((r) => r.id);
        const got = await pages({ sortField: field, sortOrder: order, ...filter }, 13);
        expect({ filter, order, ids: got.map((r) => r.id) }).toEqual({ filter, order, ids: want });
      }
    }
  });
});
