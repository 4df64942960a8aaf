import { startServer, type TestServer } from '../helpers/server';

/*
 * message_center › message over HTTP on the seeded demo: members' messages listed with filters,
 * answered in sanitised rich text, closed, refused once closed; bad input writing nothing;
 * franchisees kept to their own members' messages; the role matrix (admin and franchisee only).
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;
let finance: string;
let franchiseeId: number;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent, finance] = await Promise.all([
    server.login('admin'),
    server.login('franchisee'),
    server.login('agent'),
    server.login('finance', 'finance123'),
  ]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown) => server.call(path, { body, token });
const stored = (id: number) => server.db.selectFrom('member_message').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const snapshot = async () => JSON.stringify(await server.db.selectFrom('member_message').selectAll().orderBy('id').execute());

async function newMessage(ofFranchisee: number, title = 'Probe message') {
  const member = await server.db
    .selectFrom('member')
    .select('id')
    .where('franchisee_id', '=', ofFranchisee)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const row = await server.db
    .insertInto('member_message')
    .values({
      franchisee_id: ofFranchisee,
      member_id: member.id,
      category: 'deposit',
      title,
      content: '<b>not html</b> ₹500 missing',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

describe('member messages', () => {
  it('lists the seeded messages with their member and state, filtered', async () => {
    const all = await post('/chance-message/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(all.body.code).toBe(200);
    expect(new Set(all.body.data.list.map((m: { status: string }) => m.status))).toEqual(new Set(['pending', 'replied', 'closed']));
    const first = all.body.data.list[0];
    const byAccount = await post('/chance-message/list', admin, { account: first.account, pageIndex: 1, pageSize: 100 });
    expect(byAccount.body.data.list.every((m: { account: string }) => m.account.includes(first.account))).toBe(true);
    for (const status of ['pending', 'replied', 'closed']) {
      const list = await post('/chance-message/list', admin, { status, pageIndex: 1, pageSize: 100 });
      expect(list.body.data.total).toBeGreaterThan(0);
      expect(list.body.data.list.every((m: { status: string }) => m.status === status)).toBe(true);
    }
    const deposits = await post('/chance-message/list', admin, { category: 'deposit', title: 'credited', pageIndex: 1, pageSize: 100 });
    expect(deposits.body.data.list.length).toBeGreaterThan(0);
    expect(
      deposits.body.data.list.every((m: { category: string; title: string }) => m.category === 'deposit' && /credited/i.test(m.title)),
    ).toBe(true);
    const future = await post('/chance-message/list', admin, { createdFrom: Date.now() + 86_400_000, pageIndex: 1, pageSize: 100 });
    expect(future.body.data.total).toBe(0);
    const past = await post('/chance-message/list', admin, { createdTo: 1, pageIndex: 1, pageSize: 100 });
    expect(past.body.data.total).toBe(0);
  });

  it('answers a message in sanitised rich text, corrects the answer, closes it, and logs each write', async () => {
    const id = await newMessage(franchiseeId);
    const reply = await post('/chance-message/reply', franchisee, {
      id,
      reply: '<p onmouseover="steal()">Credited <a href="javascript:alert(1)">here</a><script>alert(2)</script></p>',
    });
    expect(reply.body.code).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'replied', reply: '<p>Credited <a>here</a></p>' });
    expect((await post('/chance-message/reply', franchisee, { id, reply: '<p>Credited at 14:05 IST</p>' })).body.code).toBe(200);
    const listed = await post('/chance-message/list', franchisee, { title: 'Probe message', pageIndex: 1, pageSize: 10 });
    expect(listed.body.data.list).toEqual([
      expect.objectContaining({
        id,
        status: 'replied',
        reply: '<p>Credited at 14:05 IST</p>',
        repliedBy: 'franchisee',
        content: '<b>not html</b> ₹500 missing',
      }),
    ]);
    expect((await post('/chance-message/close', admin, { id })).body.code).toBe(200);
    expect(await stored(id)).toMatchObject({ status: 'closed', reply: '<p>Credited at 14:05 IST</p>' });
    const before = await snapshot();
    const again = await post('/chance-message/reply', admin, { id, reply: '<p>late</p>' });
    expect([again.body.code, again.body.msg]).toEqual(['A0400', expect.stringMatching(/closed/)]);
    expect((await post('/chance-message/close', admin, { id })).body.code).toBe('A0400');
    expect(await snapshot()).toBe(before);
    const log = await server.db
      .selectFrom('operation_log')
      .select('action')
      .where('target_type', '=', 'member_message')
      .where('target_id', '=', String(id))
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(['message.close', 'message.reply', 'message.reply']);
  });

  it('refuses bad input without writing anything, with messages in both languages', async () => {
    const id = await newMessage(franchiseeId);
    const before = await snapshot();
    for (const [path, body] of [
      ['/chance-message/reply', { id, reply: '' }],
      ['/chance-message/reply', { id, reply: '<script>alert(1)</script><p> </p>' }],
      ['/chance-message/reply', { id, reply: 'x'.repeat(10_001) }],
      ['/chance-message/reply', { id: 'one', reply: '<p>x</p>' }],
      ['/chance-message/reply', { id: 999_999_999, reply: '<p>x</p>' }],
      ['/chance-message/close', { id: -1 }],
      ['/chance-message/list', { status: 'open' }],
      ['/chance-message/list', { category: 'lottery' }],
      ['/chance-message/list', { createdFrom: 'today' }],
    ] as const) {
      expect([path, (await post(path, admin, body)).body.code]).toEqual([path, expect.stringMatching(/^A04(00|04)$/)]);
    }
    const zh = await server.call('/chance-message/reply', { token: admin, language: 1, body: { id, reply: '<p> </p>' } });
    expect(zh.body.msg).toMatch(/请输入回复内容/);
    expect(await snapshot()).toBe(before);
  });

  it("keeps a franchisee to its own members' messages", async () => {
    const other = await server.db
      .selectFrom('franchisee')
      .select('id')
      .where('id', '<>', franchiseeId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const foreign = await newMessage(Number(other.id), 'Foreign probe');
    const before = await snapshot();
    expect((await post('/chance-message/reply', franchisee, { id: foreign, reply: '<p>x</p>' })).body.code).toBe('A0404');
    expect((await post('/chance-message/close', franchisee, { id: foreign })).body.code).toBe('A0404');
    expect(await snapshot()).toBe(before);
    const own = await post('/chance-message/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(own.body.data.total).toBeGreaterThan(0);
    const franchiseeName = (
      await server.db.selectFrom('franchisee').select('name').where('id', '=', franchiseeId).executeTakeFirstOrThrow()
    ).name;
    expect(own.body.data.list.every((m: { franchiseeName: string }) => m.franchiseeName === franchiseeName)).toBe(true);
    expect((await post('/chance-message/list', admin, { title: 'Foreign probe', pageIndex: 1, pageSize: 10 })).body.data.total).toBe(1);
  });

  it('answers only admin and franchisee: agents and the finance reviewer are refused on every endpoint', async () => {
    const id = await newMessage(franchiseeId);
    const before = await snapshot();
    for (const [path, body] of [
      ['/chance-message/list', {}],
      ['/chance-message/reply', { id, reply: '<p>x</p>' }],
      ['/chance-message/close', { id }],
    ] as const) {
      for (const token of [agent, finance]) expect([path, (await post(path, token, body)).body.code]).toEqual([path, 'A0301']);
      expect([path, (await server.call(path, { body })).body.code]).toEqual([path, 'A0230']);
    }
    expect(await snapshot()).toBe(before);
  });
});
