import { startServer, type TestServer } from '../helpers/server';

/*
 * Tickets over HTTP on the seeded demo: create with three-language texts, issue to a VIP level
 * (respecting the per-member limit), the award log with who issued, voiding with a reason once,
 * bad input writing nothing, and franchisees kept apart.
 */

let server: TestServer;
let admin: string;
let franchisee: string;
let agent: string;
let franchiseeId: number;

beforeAll(async () => {
  server = await startServer();
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  franchiseeId = Number(
    (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
      .franchisee_id,
  );
});
afterAll(() => server.close());

const post = (path: string, token: string, body: unknown) => server.call(path, { body, token });
const count = async (table: 'ticket' | 'member_ticket') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const TICKET = {
  name: 'Diwali cash',
  type: 'cash',
  titleZh: '排灯节现金券',
  titleEn: 'Diwali cash',
  titleHi: 'दिवाली नकद',
  subtitleEn: 'For our VIPs',
  detailsEn: 'Use within a week',
  amount: 10_000,
  limitCount: 1,
  validDays: 7,
};

describe('tickets', () => {
  it('creates a ticket, issues it to a VIP level once per member, and logs who issued it', async () => {
    const created = await post('/chance-ticket/save', franchisee, TICKET);
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    const level = await server.db
      .selectFrom('member')
      .select(['vip_level', (eb) => eb.fn.countAll<number>().as('n')])
      .where('franchisee_id', '=', franchiseeId)
      .where('is_test', '=', 0)
      .where('is_internal', '=', 0)
      .groupBy('vip_level')
      .having((eb) => eb.fn.countAll(), '<', 400)
      .orderBy('vip_level', 'desc')
      .executeTakeFirstOrThrow();
    const first = await post('/chance-ticket/issue', franchisee, { ticketId: id, vipLevel: level.vip_level });
    expect(first.body.data).toEqual({ issued: Number(level.n), skipped: 0 });
    // The limit is one per member: issuing again skips everyone.
    const again = await post('/chance-ticket/issue', admin, { ticketId: id, vipLevel: level.vip_level });
    expect(again.body.data).toEqual({ issued: 0, skipped: Number(level.n) });

    const log = await post('/chance-ticket/issue/log', franchisee, { ticketId: id, pageIndex: 1, pageSize: 5 });
    expect(log.body.data.total).toBe(Number(level.n));
    expect(log.body.data.list[0]).toMatchObject({ ticketName: 'Diwali cash', issuedBy: 'franchisee', voided: 0, amount: 10_000 });
    const row = log.body.data.list[0];
    expect(row.expiresAt - row.issuedAt).toBe(7 * 86_400_000);

    const list = await post('/chance-ticket/list', franchisee, { name: 'Diwali', pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list[0]).toMatchObject({ id, status: 1, issued: Number(level.n), titleHi: 'दिवाली नकद' });

    expect((await post('/chance-ticket/void', franchisee, { id: row.id, reason: '' })).body.code).toBe('A0400');
    expect((await post('/chance-ticket/void', franchisee, { id: row.id, reason: 'issued by mistake' })).body.code).toBe(200);
    const voidedTwice = await post('/chance-ticket/void', admin, { id: row.id, reason: 'again' });
    expect(voidedTwice.body.msg).toMatch(/already used or voided/);
    const voided = await post('/chance-ticket/issue/log', admin, { state: 'voided', ticketId: id, pageIndex: 1, pageSize: 5 });
    expect(voided.body.data.list).toEqual([
      expect.objectContaining({ id: row.id, voidReason: 'issued by mistake', voidedBy: 'franchisee' }),
    ]);
  });

  it('refuses bad tickets and bad issues without writing anything', async () => {
    const [tickets, issued] = [await count('ticket'), await count('member_ticket')];
    for (const bad of [
      { ...TICKET, name: '' },
      { ...TICKET, name: 'x'.repeat(21) },
      { ...TICKET, titleEn: '' },
      { ...TICKET, validDays: undefined },
      { ...TICKET, expiresAt: Date.now() + 86_400_000 },
      { ...TICKET, amount: 0 },
      { ...TICKET, amount: -5 },
      { ...TICKET, type: 'lottery' },
    ]) {
      const answer = await post('/chance-ticket/save', franchisee, bad);
      expect(answer.status).toBe(400);
    }
    const zh = await server.call('/chance-ticket/save', { token: franchisee, language: 1, body: { ...TICKET, name: '' } });
    expect(zh.body.msg).toMatch(/1 到 20/);
    const someTicket = await server.db
      .selectFrom('ticket')
      .select('id')
      .where('franchisee_id', '=', franchiseeId)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-ticket/issue', franchisee, { ticketId: someTicket.id })).body.code).toBe('A0400');
    expect((await post('/chance-ticket/issue', franchisee, { ticketId: someTicket.id, vipLevel: 1, memberIds: [1] })).body.code).toBe(
      'A0400',
    );
    expect([await count('ticket'), await count('member_ticket')]).toEqual([tickets, issued]);
  });

  it('keeps franchisees apart and refuses agents', async () => {
    const theirs = await server.db.selectFrom('ticket').select('id').where('franchisee_id', '<>', franchiseeId).executeTakeFirstOrThrow();
    const before = await count('member_ticket');
    expect((await post('/chance-ticket/issue', franchisee, { ticketId: theirs.id, vipLevel: 0 })).body.code).toBe('A0404');
    expect((await post('/chance-ticket/save', franchisee, { ...TICKET, id: theirs.id })).body.code).toBe('A0404');
    const list = await post('/chance-ticket/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(list.body.data.list.every((t: { franchiseeId: number }) => t.franchiseeId === franchiseeId)).toBe(true);
    const theirMember = await server.db
      .selectFrom('member')
      .select('id')
      .where('franchisee_id', '<>', franchiseeId)
      .executeTakeFirstOrThrow();
    const ours = await server.db.selectFrom('ticket').select('id').where('franchisee_id', '=', franchiseeId).executeTakeFirstOrThrow();
    expect((await post('/chance-ticket/issue', franchisee, { ticketId: ours.id, memberIds: [theirMember.id] })).body.code).toBe('A0400');
    expect(await count('member_ticket')).toBe(before);
    for (const path of ['/chance-ticket/list', '/chance-ticket/issue/log']) expect((await post(path, agent, {})).body.code).toBe('A0301');
    expect((await post('/chance-ticket/save', admin, TICKET)).body.code).toBe('A0400');
  });
});
