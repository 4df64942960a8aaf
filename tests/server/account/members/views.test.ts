import { SETUP_TIMEOUT } from '../../helpers/server';
import { membersFixture, type MembersFixture } from './fixture';

/* The member-facing views under vip/: points, VIP standing, trades, VIP levels with member counts, registration discounts. */

let f: MembersFixture;
beforeAll(async () => {
  f = await membersFixture();
}, SETUP_TIMEOUT);
afterAll(() => f.close());

const call = (path: string, token: string, body: unknown = {}) => f.server.call(path, { token, body });

describe('member views', () => {
  it('sorts members by points and by VIP level, scoped like the list', async () => {
    const points = await call('/chance-member/integral/list', f.tokens.admin, { sortField: 'points', sortOrder: 'DESC', pageSize: 30 });
    const values = points.body.data.list.map((m: { points: number }) => m.points);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const vip = await call('/chance-member/vipInfo/list', f.tokens.franchisee, { vipLevel: 1 });
    expect(
      vip.body.data.list.every((m: { vipLevel: number; franchiseeId: number }) => m.vipLevel === 1 && m.franchiseeId === f.franchiseeId),
    ).toBe(true);
    expect((await call('/chance-member/integral/list', f.tokens.agent)).body.code).toBe('A0301');
  });

  it("lists member trades (ledger postings) with filters, never another franchisee's", async () => {
    const all = await call('/chance-member/trade/list', f.tokens.admin, { type: 'bet_stake', pageSize: 50 });
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.list.every((t: { type: string; amount: number }) => t.type === 'bet_stake' && t.amount < 0)).toBe(true);
    const franchisee = await call('/chance-member/trade/list', f.tokens.franchisee, { memberId: f.foreignMember });
    expect(franchisee.body.data.total).toBe(0);
    const one = await call('/chance-member/trade/list', f.tokens.admin, { memberId: f.agentMember, pageSize: 100 });
    const cash = await f.server.db
      .selectFrom('ledger_posting as p')
      .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('a.owner_type', '=', 'member')
      .where('a.owner_id', '=', String(f.agentMember))
      .executeTakeFirstOrThrow();
    expect(one.body.data.total).toBe(Number(cash.n));
    const bad = await call('/chance-member/trade/list', f.tokens.admin, { type: 'steal' });
    expect(bad.body.code).toBe('A0400');
  });

  it('counts members per VIP level in scope', async () => {
    const answer = await call('/chance-member/vip/level/list', f.tokens.franchisee);
    const total = answer.body.data.members.reduce((s: number, l: { members: number }) => s + l.members, 0);
    const formal = await call('/chance-member/list', f.tokens.franchisee, { pageSize: 1 });
    expect(total).toBe(formal.body.data.total);
  });

  it('lists members with a registration discount', async () => {
    await f.server.db.updateTable('member').set({ regist_discount: 5000 }).where('id', '=', f.agentMember).execute();
    const answer = await call('/chance-member/registDiscount/list', f.tokens.admin, { status: 0 });
    expect(answer.body.data.list.map((m: { id: number }) => m.id)).toContain(f.agentMember);
    expect(answer.body.data.list.find((m: { id: number }) => m.id === f.agentMember)).toMatchObject({ amount: 5000, status: 0 });
  });
});
