import { startServer, type TestServer } from '../helpers/server';

/*
 * A mail to whole VIP levels (message_center › mails): the audience count the confirmation shows,
 * one sanitised row per member of the chosen levels in the caller's scope (a franchisee reaches only
 * its own members), bad input and an empty audience writing nothing, one operation-log entry, and
 * the role matrix (admin and franchisee; agents and callers without a session refused).
 */

const LEVEL = 9;
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
  // Level 9 made known: five members of the franchisee and two of another franchisee (when there is one).
  await server.db.updateTable('member').set({ vip_level: 8 }).where('vip_level', '=', LEVEL).execute();
  const own = await server.db.selectFrom('member').select('id').where('franchisee_id', '=', franchiseeId).orderBy('id').limit(5).execute();
  const other = await server.db
    .selectFrom('member')
    .select('id')
    .where('franchisee_id', '<>', franchiseeId)
    .orderBy('id')
    .limit(2)
    .execute();
  await server.db
    .updateTable('member')
    .set({ vip_level: LEVEL })
    .where(
      'id',
      'in',
      [...own, ...other].map((m) => Number(m.id)),
    )
    .execute();
});
afterAll(() => server.close());

const post = (path: string, token: string | undefined, body: unknown) => server.call(path, { body, token });
const mails = async () =>
  Number(
    (
      await server.db
        .selectFrom('member_mail')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const onLevel = async (scope?: number) =>
  Number(
    (
      await server.db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('vip_level', '=', LEVEL)
        .$if(scope !== undefined, (q) => q.where('franchisee_id', '=', scope as number))
        .executeTakeFirstOrThrow()
    ).n,
  );
const MAIL = {
  lang: 'en',
  title: 'Diwali for VIP 9',
  content: '<p onclick="steal()">Happy Diwali</p><script>alert(1)</script><img src="javascript:alert(1)">',
};

describe('mail to VIP levels', () => {
  it('counts, then sends one sanitised mail to every member of the level, and logs the send once', async () => {
    const all = await onLevel();
    expect((await post('/chance-member-mail/audience', admin, { vipLevels: [LEVEL] })).body.data).toEqual({ members: all });
    const before = await mails();
    const logsBefore = Number(
      (
        await server.db
          .selectFrom('operation_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', 'mail.broadcast')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const sent = await post('/chance-member-mail/broadcast', admin, { ...MAIL, vipLevels: [LEVEL, LEVEL] });
    expect(sent.body).toMatchObject({ code: 200, data: { members: all } });
    expect(await mails()).toBe(before + all);
    const rows = await server.db
      .selectFrom('member_mail')
      .innerJoin('member', 'member.id', 'member_mail.member_id')
      .select([
        'member.vip_level',
        'member.franchisee_id as memberFranchisee',
        'member_mail.franchisee_id',
        'member_mail.content',
        'member_mail.source',
        'member_mail.read_at',
        'member_mail.lang',
        'member_mail.created_by',
      ])
      .where('member_mail.title', '=', MAIL.title)
      .execute();
    expect(rows).toHaveLength(all);
    for (const r of rows) {
      expect(Number(r.vip_level)).toBe(LEVEL);
      expect(Number(r.franchisee_id)).toBe(Number(r.memberFranchisee));
      expect(r).toMatchObject({ source: 'staff', read_at: null, lang: 'en' });
      expect(r.content).toContain('Happy Diwali');
      expect(r.content).not.toMatch(/script|onclick|javascript:/i);
    }
    const logs = await server.db
      .selectFrom('operation_log')
      .select(['action', 'after_json'])
      .where('action', '=', 'mail.broadcast')
      .orderBy('id')
      .execute();
    expect(logs).toHaveLength(logsBefore + 1);
    expect(JSON.parse(String(logs[logs.length - 1].after_json))).toMatchObject({ vipLevels: [LEVEL], members: all, title: MAIL.title });
    // The member sees it in their mailbox list.
    const member = await server.db
      .selectFrom('member')
      .select('username')
      .where('vip_level', '=', LEVEL)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const box = await post('/chance-member-mail/list', admin, { account: member.username, source: 'staff', pageIndex: 1, pageSize: 20 });
    expect(box.body.data.list.map((m: { title: string }) => m.title)).toContain(MAIL.title);
  });

  it('keeps a franchisee to its own members', async () => {
    const own = await onLevel(franchiseeId);
    expect((await post('/chance-member-mail/audience', franchisee, { vipLevels: [LEVEL] })).body.data).toEqual({ members: own });
    const before = await mails();
    expect(
      (await post('/chance-member-mail/broadcast', franchisee, { ...MAIL, title: 'Franchisee VIP 9', vipLevels: [LEVEL] })).body.data,
    ).toEqual({ members: own });
    expect(await mails()).toBe(before + own);
    const reached = await server.db.selectFrom('member_mail').select('franchisee_id').where('title', '=', 'Franchisee VIP 9').execute();
    expect(new Set(reached.map((r) => Number(r.franchisee_id)))).toEqual(new Set([franchiseeId]));
  });

  it('refuses bad input and an empty audience, writing nothing', async () => {
    const before = await mails();
    const logs = async () =>
      Number(
        (
          await server.db
            .selectFrom('operation_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const logsBefore = await logs();
    for (const bad of [
      { ...MAIL, vipLevels: [] },
      { ...MAIL, vipLevels: [11] },
      { ...MAIL, vipLevels: ['x'] },
      { ...MAIL, vipLevels: [LEVEL], title: '' },
      { ...MAIL, vipLevels: [LEVEL], title: '<b>x</b>' },
      { ...MAIL, vipLevels: [LEVEL], content: '<script>only</script>' },
      { ...MAIL, vipLevels: [LEVEL], lang: 'fr' },
    ]) {
      expect((await post('/chance-member-mail/broadcast', admin, bad)).body.code).toBe('A0400');
    }
    await server.db.updateTable('member').set({ vip_level: 9 }).where('vip_level', '=', 10).execute();
    const empty = await post('/chance-member-mail/broadcast', admin, { ...MAIL, vipLevels: [10] });
    expect(empty.body).toMatchObject({ code: 'A0400' });
    expect(empty.body.msg).toContain('nothing was sent');
    expect((await post('/chance-member-mail/audience', admin, { vipLevels: [] })).body.code).toBe('A0400');
    expect(await mails()).toBe(before);
    expect(await logs()).toBe(logsBefore);
  });

  it('refuses agents and callers without a session', async () => {
    const before = await mails();
    for (const path of ['/chance-member-mail/audience', '/chance-member-mail/broadcast']) {
      expect((await post(path, agent, { ...MAIL, vipLevels: [LEVEL] })).body.code).toBe('A0301');
      expect((await post(path, undefined, { ...MAIL, vipLevels: [LEVEL] })).body.code).toBe('A0230');
    }
    expect(await mails()).toBe(before);
  });
});
