import { SETUP_TIMEOUT } from '../../helpers/server';
import { membersFixture, type MembersFixture } from './fixture';

/* Member detail: profile, tabs (ledger with balance after each posting), masked bank details, points, bets, registration discount. */

let f: MembersFixture;
let rich: number;
beforeAll(async () => {
  f = await membersFixture();
  // A member with money, hence ledger history.
  const row = await f.server.db
    .selectFrom('ledger_account as a')
    .select('a.owner_id')
    .where('a.owner_type', '=', 'member')
    .where('a.bucket', '=', 'cash')
    .where('a.balance', '>', 0)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  rich = Number(row.owner_id);
}, SETUP_TIMEOUT);
afterAll(() => f.close());

const call = (path: string, token: string, body: unknown, language?: 0 | 1) => f.server.call(path, { token, body, language });
const get = (path: string, token: string) => f.server.call(path, { method: 'GET', token });

describe('member detail', () => {
  it('answers the profile with balances and open audit requirements, scoped like the list', async () => {
    const answer = await call('/chance-member/detail', f.tokens.admin, { id: rich });
    expect(answer.body.data).toMatchObject({
      id: rich,
      bonus: expect.any(Number),
      stationName: expect.any(String),
      auditRequirements: expect.any(Array),
    });
    expect(answer.body.data.balance).toBeGreaterThan(0);
    expect((await call('/chance-member/detail', f.tokens.agent, { id: f.agentMember })).body.code).toBe(200);
    expect((await call('/chance-member/detail', f.tokens.agent, { id: f.agent2Member })).body.code).toBe('A0404');
    expect((await call('/chance-member/detail', f.tokens.agent2, { id: f.agentMember })).body.code).toBe('A0404');
  });

  it('lists ledger postings newest first, each with the balance after it, continuing to the cached balance', async () => {
    const answer = await call('/chance-member/membershipTabDetail', f.tokens.admin, { id: rich, tab: 'ledger', pageSize: 100 });
    const rows = answer.body.data.list as { bucket: string; amount: number; balanceAfter: number }[];
    const cash = rows.filter((r) => r.bucket === 'cash');
    expect(cash.length).toBeGreaterThan(0);
    const detail = await call('/chance-member/detail', f.tokens.admin, { id: rich });
    expect(cash[0].balanceAfter).toBe(detail.body.data.balance);
    for (let i = 0; i + 1 < cash.length; i++) expect(cash[i].balanceAfter - cash[i].amount).toBe(cash[i + 1].balanceAfter);
    const bad = await call('/chance-member/membershipTabDetail', f.tokens.admin, { id: rich, tab: 'passwords' });
    expect(bad.body.code).toBe('A0400');
    expect(bad.body.msg).toContain('tab');
  });

  it('answers deposits, withdrawals, login log and remarks as pages', async () => {
    for (const tab of ['deposits', 'withdrawals', 'loginLog', 'remarks']) {
      const answer = await call('/chance-member/membershipTabDetail', f.tokens.franchisee, { id: f.agentMember, tab });
      expect([tab, answer.body.code, typeof answer.body.data.total]).toEqual([tab, 200, 'number']);
    }
    const deposits = await call('/chance-member/membershipTabDetail', f.tokens.admin, { id: rich, tab: 'deposits' });
    const count = await f.server.db
      .selectFrom('deposit_order')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', rich)
      .executeTakeFirstOrThrow();
    expect(deposits.body.data.total).toBe(Number(count.n));
  });

  it('masks bank account numbers and UPI ids', async () => {
    // The seed gives members payees of their own; this test wants exactly its two.
    await f.server.db.deleteFrom('member_bank').where('member_id', '=', f.agentMember).execute();
    await f.server.db
      .insertInto('member_bank')
      .values([
        {
          member_id: f.agentMember,
          kind: 'bank',
          holder_name: 'Rahul Sharma',
          bank_name: 'SBI',
          ifsc: 'SBIN0001234',
          account_no: '123456789012',
          upi_id: '',
          is_default: 1,
          created_at: Date.now(),
        },
        {
          member_id: f.agentMember,
          kind: 'upi',
          holder_name: '',
          bank_name: '',
          ifsc: '',
          account_no: '',
          upi_id: 'rahul99@ybl',
          is_default: 0,
          created_at: Date.now(),
        },
      ])
      .execute();
    const answer = await get(`/chance-member/detail/member/bank?id=${f.agentMember}`, f.tokens.agent);
    expect(answer.body.data.map((b: { accountNo: string; upiId: string }) => [b.accountNo, b.upiId])).toEqual([
      ['********9012', ''],
      ['', 'ra***@ybl'],
    ]);
    expect(JSON.stringify(answer.body.data)).not.toContain('123456789012');
    expect((await get(`/chance-member/detail/member/bank?id=${f.agentMember}`, f.tokens.agent2)).body.code).toBe('A0404');
  });

  it('answers points and bets', async () => {
    const points = await get(`/chance-member/detail/member/integral?id=${rich}`, f.tokens.admin);
    expect(points.body.data).toMatchObject({ points: expect.any(Number), list: expect.any(Array) });
    const bets = await call('/chance-member/betRecords', f.tokens.admin, { id: rich, pageSize: 5 });
    const count = await f.server.db
      .selectFrom('bet')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('member_id', '=', rich)
      .executeTakeFirstOrThrow();
    expect(bets.body.data.total).toBe(Number(count.n));
    expect(bets.body.data.list.length).toBeLessThanOrEqual(5);
  });

  it('grants the registration discount once, through the ledger with a turnover requirement', async () => {
    const id = f.agentMember;
    const before = (await call('/chance-member/detail', f.tokens.admin, { id })).body.data.balance;
    const noKey = await call('/chance-member/updateRegistDiscount', f.tokens.admin, { id, amount: 10000, action: 'grant' });
    expect(noKey.body.code).toBe('A0400');
    const grant = (key: string) =>
      f.server.call('/chance-member/updateRegistDiscount', {
        token: f.tokens.admin,
        body: { id, amount: 10000, multipleX100: 300, action: 'grant' },
        headers: { 'Idempotency-Key': key },
      });
    expect((await grant('rd-1')).body.data).toEqual({ amount: 10000, multipleX100: 300, status: 1 });
    expect((await call('/chance-member/detail', f.tokens.admin, { id })).body.data.balance).toBe(before + 10000);
    const again = await grant('rd-2');
    expect(again.body.code).toBe('A0400');
    expect((await call('/chance-member/detail', f.tokens.admin, { id })).body.data.balance).toBe(before + 10000);
    const req = await f.server.db
      .selectFrom('turnover_requirement')
      .selectAll()
      .where('member_id', '=', id)
      .where('discount_amount', '=', 10000)
      .executeTakeFirstOrThrow();
    expect(req.comprehensive_required).toBe(30000);
    // Its own source, keyed by the member: a manual credit's record id can never collide with it (migration 060).
    expect([req.source_type, Number(req.source_id)]).toEqual(['regist_discount', id]);
    const detail = await call('/chance-member/registDiscountDetail', f.tokens.agent, { id });
    expect(detail.body.data).toMatchObject({ amount: 10000, status: 1 });
  });
});
