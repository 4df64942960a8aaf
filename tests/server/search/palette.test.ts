import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { serverModules } from '../../../plugins/server';
import { moduleCounters } from '../../../server/plugin/serverModule';

/*
 * POST /chance-search/palette: the command palette's look-ups. Members by id / username prefix /
 * phone prefix / any 3 characters of either within the caller's scope, orders and periods only for roles and menus that open
 * them; bad input answers A0400; the pending counts of auditReminder follow the menuList too.
 */

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startServer();
  for (const user of ['admin', 'franchisee', 'agent', 'agent2']) tokens[user] = await server.login(user);
  tokens.finance = await server.login('finance', 'finance123');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

type Hit = { id: string; kind: string; kindName: string; label: string; hint: string; names: string[]; to: string; screen: string };

/**
 * The palette's answer (every plugin's hits, shared/palette.ts), read back per kind: members
 * (account plugin), orders (money), periods (lottery), with the fields each hit carries.
 */
async function search(who: string, q: unknown) {
  const answer = await server.call('/chance-search/palette', { token: tokens[who], body: { q } });
  if (answer.body.code !== 200) return answer;
  const hits: Hit[] = answer.body.data.hits;
  const of = (kind: string) => hits.filter((h) => h.kind === kind);
  const data = {
    hits,
    members: of('member').map((h) => ({
      id: Number(h.id.split(':')[1]),
      username: h.names[0],
      phone: h.names[1],
      hint: h.hint,
      kindName: h.kindName,
      to: h.to,
      screen: h.screen,
    })),
    orders: of('order').map((h) => ({
      kind: h.id.split(':')[1],
      id: Number(h.id.split(':')[2]),
      orderNo: h.label,
      hint: h.hint,
      to: h.to,
    })),
    periods: of('period').map((h) => ({ id: Number(h.id.split(':')[1]), issueNo: h.label, gameName: h.hint, to: h.to })),
  };
  return { ...answer, body: { ...answer.body, data } };
}

/** Member ids in the subtree of an agent login. */
async function downline(username: string): Promise<Set<number>> {
  const staff = await server.db.selectFrom('staff_user').select('agent_id').where('username', '=', username).executeTakeFirstOrThrow();
  const root = await server.db
    .selectFrom('agent')
    .select('path')
    .where('id', '=', staff.agent_id as number)
    .executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom('member')
    .innerJoin('agent', 'agent.id', 'member.agent_id')
    .select('member.id')
    .where('agent.path', 'like', `${root.path}%`)
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

const memberWithPhone = () =>
  server.db
    .selectFrom('member')
    .select(['id', 'username', 'phone', 'franchisee_id', 'agent_id'])
    .where('phone', 'like', '+91%')
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('POST /chance-search/palette', () => {
  it('finds a member by phone typed without +91, by id and by the start of the username', async () => {
    const m = await memberWithPhone();
    const byPhone = await search('admin', m.phone.slice(3));
    expect(byPhone.body.code).toBe(200);
    expect(byPhone.body.data.members.map((x: { id: number }) => x.id)).toContain(m.id);
    const hit = byPhone.body.data.members.find((x: { id: number }) => x.id === m.id);
    expect(hit).toMatchObject({
      id: m.id,
      username: m.username,
      phone: m.phone,
      kindName: 'Member',
      to: `/member/${m.id}/show`,
      screen: '/Account_management/vip/formal',
    });
    expect(hit.hint).toContain(`ID ${m.id}`);

    const byId = await search('admin', String(m.id));
    expect(byId.body.data.members[0]).toMatchObject({ id: m.id });

    const prefix = m.username.slice(0, 3);
    const byName = await search('admin', prefix);
    expect(byName.body.data.members.length).toBeGreaterThan(0);
    for (const x of byName.body.data.members)
      expect(x.username.toLowerCase().includes(prefix.toLowerCase()) || String(x.id) === prefix || x.phone.includes(prefix)).toBe(true);
    expect(byName.body.data.members.length).toBeLessThanOrEqual(8);
  });

  it('finds a deposit order, a withdrawal order and a period by number for the admin', async () => {
    const deposit = await server.db.selectFrom('deposit_order').select(['id', 'order_no', 'kind']).orderBy('id').executeTakeFirstOrThrow();
    const withdrawal = await server.db.selectFrom('withdrawal_order').select(['id', 'order_no']).orderBy('id').executeTakeFirstOrThrow();
    const period = await server.db.selectFrom('period').select(['id', 'issue_no']).orderBy('id').executeTakeFirstOrThrow();
    const d = await search('admin', deposit.order_no.toLowerCase());
    expect(d.body.data.orders).toEqual([
      expect.objectContaining({ kind: deposit.kind, id: Number(deposit.id), orderNo: deposit.order_no }),
    ]);
    const w = await search('admin', withdrawal.order_no);
    expect(w.body.data.orders).toEqual([expect.objectContaining({ kind: 'withdrawal', id: Number(withdrawal.id) })]);
    const p = await search('admin', period.issue_no);
    expect(p.body.data.periods.map((x: { id: number }) => x.id)).toContain(Number(period.id));
    expect(p.body.data.periods[0]).toMatchObject({ issueNo: period.issue_no, gameName: expect.any(String) });
  });

  it("answers each hit in the caller's language, as the plugin that found it words it", async () => {
    const withdrawal = await server.db
      .selectFrom('withdrawal_order')
      .select(['order_no', 'amount'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const zh = await server.call('/chance-search/palette', { token: tokens.admin, body: { q: withdrawal.order_no }, language: 1 });
    expect(zh.body.data.hits).toEqual([
      expect.objectContaining({
        kind: 'order',
        kindName: '订单',
        hint: expect.stringMatching(/^提现 · ₹[\d,]+\.\d\d$/),
        screen: '/money_management/access/withdrawal',
      }),
    ]);
    const en = await server.call('/chance-search/palette', { token: tokens.admin, body: { q: withdrawal.order_no } });
    expect(en.body.data.hits[0]).toMatchObject({ kindName: 'Order', hint: expect.stringMatching(/^Withdrawal · ₹/) });
  });

  it('answers A0400 for an empty, blank, too long or missing query and for a non-string', async () => {
    for (const q of ['', '   ', 'x'.repeat(65), undefined, 42, ['a']]) {
      const answer = await search('admin', q);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'A0400', data: { fields: { q: expect.any(String) } } });
    }
  });

  it('needs a session', async () => {
    const answer = await server.call('/chance-search/palette', { body: { q: 'abc' } });
    expect(answer.status).toBe(401);
  });

  it('finds a member by 3 or more characters from the middle of the phone or username, newest first', async () => {
    const m = await memberWithPhone();
    const middle = m.phone.slice(6, 11);
    const newest = (
      await server.db.selectFrom('member').select('id').where('phone', 'like', `%${middle}%`).orderBy('id', 'desc').limit(8).execute()
    ).map((r) => Number(r.id));
    const byPhone = await search('admin', middle);
    expect(byPhone.body.data.members.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining(newest.slice(0, 1)));
    for (const x of byPhone.body.data.members)
      expect(x.phone.includes(middle) || x.username.toLowerCase().includes(middle) || String(x.id) === middle).toBe(true);
    const inside = m.username.slice(1, 4).toUpperCase();
    const byName = await search('admin', inside);
    expect(byName.body.data.members.length).toBeGreaterThan(0);
    for (const x of byName.body.data.members)
      expect(x.username.toLowerCase().includes(inside.toLowerCase()) || x.phone.includes(inside)).toBe(true);
  });

  it('keeps an agent inside its downline and tells it no orders or periods', async () => {
    const mine = await downline('agent');
    const theirs = await downline('agent2');
    const inside = await server.db
      .selectFrom('member')
      .select(['id', 'phone', 'username'])
      .where('id', 'in', [...mine])
      .where('phone', 'like', '+91%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const outside = await server.db
      .selectFrom('member')
      .select(['id', 'phone', 'username'])
      .where('id', 'in', [...theirs])
      .where('phone', 'like', '+91%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const own = await search('agent', inside.phone);
    expect(own.body.data.members.map((x: { id: number }) => x.id)).toContain(Number(inside.id));
    for (const q of [outside.phone, String(outside.id), outside.username]) {
      const answer = await search('agent', q);
      expect(answer.body.code).toBe(200);
      for (const x of answer.body.data.members) expect(mine.has(x.id)).toBe(true);
      expect(answer.body.data.members.map((x: { id: number }) => x.id)).not.toContain(Number(outside.id));
    }
    const order = await server.db
      .selectFrom('deposit_order')
      .select(['order_no'])
      .where('member_id', 'in', [...mine])
      .executeTakeFirst();
    const period = await server.db.selectFrom('period').select('issue_no').executeTakeFirstOrThrow();
    for (const q of [order?.order_no ?? 'D00000000', period.issue_no]) {
      const answer = await search('agent', q);
      expect(answer.body.data).toMatchObject({ orders: [], periods: [] });
    }
  });

  it('keeps a franchisee to its own members and orders', async () => {
    const other = await server.db
      .selectFrom('member')
      .select(['id', 'phone'])
      .where('franchisee_id', '<>', 1)
      .where('phone', 'like', '+91%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await search('franchisee', other.phone);
    expect(answer.body.data.members.map((x: { id: number }) => x.id)).not.toContain(Number(other.id));
    const order = await server.db.selectFrom('withdrawal_order').select('order_no').where('franchisee_id', '<>', 1).executeTakeFirst();
    if (order) expect((await search('franchisee', order.order_no)).body.data.orders).toEqual([]);
  });

  it('tells a staff member without the members screen no members (finance reviewer), but its orders', async () => {
    const m = await memberWithPhone();
    const answer = await search('finance', m.phone);
    expect(answer.body.data.members).toEqual([]);
    const withdrawal = await server.db.selectFrom('withdrawal_order').select(['order_no']).orderBy('id').executeTakeFirstOrThrow();
    expect((await search('finance', withdrawal.order_no)).body.data.orders).toHaveLength(1);
    // The finance menu has no lottery results.
    const period = await server.db.selectFrom('period').select('issue_no').executeTakeFirstOrThrow();
    expect((await search('finance', period.issue_no)).body.data.periods).toEqual([]);
  });
});

describe('auditReminder follows the menuList', () => {
  it('leaves out the counts of review screens the caller may not open', async () => {
    const finance = await server.call('/chance_home_page/auditReminder', { token: tokens.finance, body: {} });
    expect(finance.body.code).toBe(200);
    // The finance reviewer decides deposits, withdrawals, manual requests and lever requests: not agent applications.
    expect(Object.keys(finance.body.data).sort()).toEqual([
      'bandRequest',
      'companyDeposit',
      'limitRequest',
      'manualCredit',
      'manualDebit',
      'oddsRequest',
      'withdrawalAgent',
    ]);
    // The admin role holds every screen, installed plugins' included: every module's count.
    const admin = await server.call('/chance_home_page/auditReminder', { token: tokens.admin, body: {} });
    expect(Object.keys(admin.body.data).sort()).toEqual(Object.keys(moduleCounters(serverModules)).sort());
    expect(Object.keys(admin.body.data)).toEqual(expect.arrayContaining(['agentApplication', 'companyDeposit', 'withdrawalAgent']));
  });
});
