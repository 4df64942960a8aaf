import { sql } from 'kysely';
import { cappedCount } from '../../../../server/db/cappedCount';
import { SETUP_TIMEOUT } from '../../helpers/server';
import { membersFixture, type MembersFixture } from './fixture';

/*
 * Sorting the member list by balance reads two runs (members holding money on the balance index,
 * then members with none in id order); paging through it must give exactly the order of
 * (balance, id) over every member, whether the member has a cash account or not. And a capped
 * count tells "exactly n" from "more than the cap".
 */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
  // Make all three kinds of zero exist: no cash account, a cash account at 0, and equal balances.
  const db = f.server.db;
  const withoutAccount = await db
    .selectFrom('member')
    .select('id')
    .where('is_test', '=', 0)
    .where('is_internal', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_account')
            .select('ledger_account.id')
            .whereRef('ledger_account.owner_id', '=', sql<string>`cast(member.id as text)`)
            .where('ledger_account.owner_type', '=', 'member'),
        ),
      ),
    )
    .orderBy('id')
    .limit(4)
    .execute();
  expect(withoutAccount.length).toBe(4);
  await db
    .insertInto('ledger_account')
    .values(
      withoutAccount
        .slice(0, 2)
        .map((m) => ({ owner_type: 'member', owner_id: String(m.id), bucket: 'cash' as const, balance: 0, updated_at: Date.now() })),
    )
    .execute();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

interface Row {
  id: number;
  balance: number;
  customerClass: string;
}

async function pages(body: Record<string, unknown>, pageSize: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const answer = await f.server.call('/chance-member/list', { token: f.tokens.admin, body: { ...body, pageIndex: page, pageSize } });
    expect(answer.body.code).toBe(200);
    rows.push(...answer.body.data.list);
    if (answer.body.data.list.length < pageSize) return rows;
  }
}

async function expected(order: 'ASC' | 'DESC', customerClass?: string): Promise<number[]> {
  const all = await pages({ sortField: 'id', sortOrder: 'ASC', ...(customerClass ? { customerClass } : {}) }, 100);
  const sign = order === 'ASC' ? 1 : -1;
  return all.sort((a, b) => sign * (a.balance - b.balance || a.id - b.id)).map((r) => r.id);
}

describe('chance-member/list sorted by balance', () => {
  it.each(['DESC', 'ASC'] as const)('pages %s through every member in (balance, id) order', async (order) => {
    const want = await expected(order);
    expect(want.length).toBeGreaterThan(50);
    for (const pageSize of [7, 20]) {
      const got = await pages({ sortField: 'balance', sortOrder: order }, pageSize);
      expect(got.map((r) => r.id)).toEqual(want);
    }
  });

  it('keeps the order under a filter, and a page past the end is empty', async () => {
    const want = await expected('DESC', 'D');
    const got = await pages({ sortField: 'balance', sortOrder: 'DESC', customerClass: 'D' }, 9);
    expect(got.map((r) => r.id)).toEqual(want);
    expect(got.every((r) => r.customerClass === 'D')).toBe(true);
    const past = await f.server.call('/chance-member/list', {
      token: f.tokens.admin,
      body: { sortField: 'balance', sortOrder: 'ASC', customerClass: 'D', pageIndex: 1000, pageSize: 20 },
    });
    expect(past.body.data.list).toEqual([]);
    expect(past.body.data.total).toBe(want.length);
  });
});

describe('cappedCount', () => {
  it('counts exactly up to the cap and says when more rows match', async () => {
    const db = f.server.db;
    const formal = db.selectFrom('member').where('is_test', '=', 0).where('is_internal', '=', 0);
    const n = Number((await formal.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await cappedCount(db, formal, n)).toEqual({ total: n, totalCapped: false });
    expect(await cappedCount(db, formal, n - 1)).toEqual({ total: n - 1, totalCapped: true });
    expect(await cappedCount(db, formal.orderBy('id').select('id'), 3)).toEqual({ total: 3, totalCapped: true });
    expect(await cappedCount(db, formal.where('id', '<', 0))).toEqual({ total: 0, totalCapped: false });
  });

  it('the member list answers totalCapped false under the cap', async () => {
    const answer = await f.server.call('/chance-member/list', { token: f.tokens.admin, body: { pageIndex: 1, pageSize: 5 } });
    expect(answer.body.data.totalCapped).toBe(false);
  });
});
