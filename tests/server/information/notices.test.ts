import { startServer, type TestServer } from '../helpers/server';

/*
 * Notices over HTTP on the seeded demo: save with rich text (sanitised before it is stored),
 * recipients by VIP level or by accounts, the state the clock gives (scheduled, live, expired,
 * off), switching and deleting with an operation-log entry, bad input writing nothing, franchisees
 * kept apart, and the role matrix (admin and franchisee only).
 */

const DAY = 86_400_000;
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
const count = async () =>
  Number(
    (
      await server.db
        .selectFrom('announcement')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = (id: number) => server.db.selectFrom('announcement').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const NOTICE = {
  type: 'notice',
  title: 'Diwali maintenance',
  content: '<p>Withdrawals <strong>pause</strong> at 02:00 IST.</p>',
  lang: 'en',
  device: 'all',
  sort: 3,
  startAt: Date.now() - DAY,
  endAt: Date.now() + DAY,
  audience: 'all',
};

describe('notices', () => {
  it('creates a notice, lists it as live with its recipients, edits, switches off and deletes it, logging each write', async () => {
    const members = await server.db
      .selectFrom('member')
      .select(['id', 'username'])
      .where('franchisee_id', '=', franchiseeId)
      .orderBy('id')
      .limit(2)
      .execute();
    const created = await post('/chance-notice/save', franchisee, {
      ...NOTICE,
      audience: 'members',
      audienceAccounts: members.map((m) => m.username),
    });
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    const row = await stored(id);
    expect(row).toMatchObject({ franchisee_id: franchiseeId, audience: 'members', status: 0, title: 'Diwali maintenance' });
    expect(JSON.parse(row.audience_members)).toEqual(members.map((m) => Number(m.id)));

    const list = await post('/chance-notice/list', franchisee, { title: 'diwali', pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id, state: 'live', audienceAccounts: members.map((m) => m.username), createdBy: 'franchisee', sort: 3 }),
    ]);

    const edited = await post('/chance-notice/save', franchisee, {
      ...NOTICE,
      id,
      title: 'Diwali VIP maintenance',
      audience: 'vip',
      audienceVipMin: 3,
      pinned: true,
    });
    expect(edited.body.code).toBe(200);
    expect(await stored(id)).toMatchObject({
      title: 'Diwali VIP maintenance',
      audience: 'vip',
      audience_vip_min: 3,
      audience_members: '[]',
      pinned: 1,
    });

    expect((await post('/chance-notice/status', franchisee, { id, status: 1 })).body.code).toBe(200);
    const off = await post('/chance-notice/list', franchisee, { state: 'off', pageIndex: 1, pageSize: 100 });
    expect(off.body.data.list.map((n: { id: number }) => n.id)).toContain(id);

    expect((await post('/chance-notice/delete', franchisee, { id })).body.code).toBe(200);
    expect(await server.db.selectFrom('announcement').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const log = await server.db
      .selectFrom('operation_log')
      .select('action')
      .where('target_type', '=', 'announcement')
      .where('target_id', '=', String(id))
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(['notice.delete', 'notice.save', 'notice.save', 'notice.status']);
  });

  it('stores rich text only after sanitising it', async () => {
    const created = await post('/chance-notice/save', admin, {
      ...NOTICE,
      content: '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:alert(3)">x</a> <img src=x onerror=alert(4)></p>',
    });
    expect(created.body.code).toBe(200);
    const row = await stored(created.body.data.id);
    // A relative image path is harmless and stays; the handler and the URL go.
    expect(row.content).toBe('<p>Hi <a>x</a> <img src="x" /></p>');
    expect(row.franchisee_id).toBeNull();
    // Nothing visible once the dangerous parts are gone: refused.
    const empty = await post('/chance-notice/save', admin, { ...NOTICE, content: '<script>alert(1)</script><p> </p>' });
    expect(empty.body.code).toBe('A0400');
    expect(empty.body.msg).toMatch(/content/);
  });

  it('gives each notice the state its window and switch make', async () => {
    const now = Date.now();
    const make = async (over: Record<string, unknown>) =>
      (await post('/chance-notice/save', admin, { ...NOTICE, title: 'State probe', ...over })).body.data.id as number;
    const scheduled = await make({ startAt: now + DAY, endAt: now + 2 * DAY });
    const expired = await make({ startAt: now - 2 * DAY, endAt: now - DAY });
    const live = await make({ startAt: now - DAY, endAt: null });
    const off = await make({ status: 1 });
    for (const [state, id] of [
      ['scheduled', scheduled],
      ['expired', expired],
      ['live', live],
      ['off', off],
    ] as const) {
      const list = await post('/chance-notice/list', admin, { title: 'State probe', state, pageIndex: 1, pageSize: 100 });
      expect(list.body.data.list.map((n: { id: number; state: string }) => [n.id, n.state])).toEqual([[id, state]]);
    }
  });

  it('refuses bad input without writing anything, with messages in both languages', async () => {
    const before = await count();
    for (const bad of [
      { ...NOTICE, title: '' },
      { ...NOTICE, title: 'x'.repeat(101) },
      { ...NOTICE, title: '<b>bold</b> title' },
      { ...NOTICE, content: '' },
      { ...NOTICE, content: 'x'.repeat(50_001) },
      { ...NOTICE, type: 'sms' },
      { ...NOTICE, lang: 'fr' },
      { ...NOTICE, device: 'tv' },
      { ...NOTICE, startAt: 'tomorrow' },
      { ...NOTICE, endAt: NOTICE.startAt },
      { ...NOTICE, audience: 'vip' },
      { ...NOTICE, audience: 'members', audienceAccounts: [] },
      { ...NOTICE, audience: 'members', audienceAccounts: ['no-such-member-xyz'] },
      { ...NOTICE, sort: -1 },
      { ...NOTICE, status: 2 },
    ]) {
      const answer = await post('/chance-notice/save', franchisee, bad);
      expect([answer.status, answer.body.code]).toEqual([400, 'A0400']);
    }
    const zh = await server.call('/chance-notice/save', {
      token: franchisee,
      language: 1,
      body: { ...NOTICE, audience: 'members', audienceAccounts: ['no-such-member-xyz'] },
    });
    expect(zh.body.msg).toMatch(/会员账号不存在：no-such-member-xyz/);
    const en = await post('/chance-notice/save', franchisee, { ...NOTICE, endAt: NOTICE.startAt - 1 });
    expect(en.body.msg).toMatch(/the end must be after the start/);
    for (const [path, body] of [
      ['/chance-notice/status', { id: 1, status: 5 }],
      ['/chance-notice/delete', { id: 'one' }],
      ['/chance-notice/list', { state: 'gone' }],
    ] as const) {
      expect((await post(path, admin, body)).body.code).toBe('A0400');
    }
    expect(await count()).toBe(before);
  });

  it('keeps franchisees apart: their notices, stations and members are out of reach', async () => {
    const before = await count();
    const platform = await server.db.selectFrom('announcement').select('id').where('franchisee_id', 'is', null).executeTakeFirstOrThrow();
    const otherStation = await server.db
      .selectFrom('station')
      .select('id')
      .where('franchisee_id', '<>', franchiseeId)
      .executeTakeFirstOrThrow();
    const otherMember = await server.db
      .selectFrom('member')
      .select('username')
      .where('franchisee_id', '<>', franchiseeId)
      .executeTakeFirstOrThrow();
    expect((await post('/chance-notice/save', franchisee, { ...NOTICE, id: platform.id })).body.code).toBe('A0404');
    expect((await post('/chance-notice/status', franchisee, { id: platform.id, status: 1 })).body.code).toBe('A0404');
    expect((await post('/chance-notice/delete', franchisee, { id: platform.id })).body.code).toBe('A0404');
    expect((await post('/chance-notice/save', franchisee, { ...NOTICE, stationId: otherStation.id })).body.code).toBe('A0400');
    expect((await post('/chance-notice/save', franchisee, { ...NOTICE, franchiseeId: franchiseeId + 1 })).body.code).toBe('A0301');
    expect(
      (await post('/chance-notice/save', franchisee, { ...NOTICE, audience: 'members', audienceAccounts: [otherMember.username] })).body
        .code,
    ).toBe('A0400');
    expect(await count()).toBe(before);
    const list = await post('/chance-notice/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(list.body.data.total).toBeGreaterThan(0);
    expect(list.body.data.list.every((n: { franchiseeId: number }) => n.franchiseeId === franchiseeId)).toBe(true);
    const options = await post('/chance-notice/options', franchisee, {});
    expect(options.body.data.franchisees).toEqual([expect.objectContaining({ id: franchiseeId })]);
    expect(options.body.data.stations.every((s: { franchiseeId: number }) => s.franchiseeId === franchiseeId)).toBe(true);
    // The admin sees every franchisee's and the platform-wide ones.
    const all = await post('/chance-notice/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.list.some((n: { franchiseeId: number | null }) => n.franchiseeId === null)).toBe(true);
  });

  it('serves mail and notify as views of their own types', async () => {
    const before = await count();
    const mail = await post('/chance-notice-mail/save', franchisee, { ...NOTICE, type: 'inbox', title: 'Mail view probe' });
    expect(mail.body.code).toBe(200);
    const notify = await post('/chance-notice-notify/save', franchisee, { ...NOTICE, type: 'marquee', title: 'Notify view probe' });
    expect(notify.body.code).toBe(200);
    // A view writes only its own types, and cannot reach another type's rows.
    expect((await post('/chance-notice-mail/save', franchisee, { ...NOTICE, type: 'popup' })).body.code).toBe('A0400');
    expect((await post('/chance-notice-notify/save', franchisee, { ...NOTICE, type: 'inbox' })).body.code).toBe('A0400');
    expect((await post('/chance-notice-notify/delete', franchisee, { id: mail.body.data.id })).body.code).toBe('A0404');
    expect((await post('/chance-notice-mail/status', franchisee, { id: notify.body.data.id, status: 1 })).body.code).toBe('A0404');
    expect((await post('/chance-notice-mail/save', franchisee, { ...NOTICE, type: 'inbox', id: notify.body.data.id })).body.code).toBe(
      'A0404',
    );
    expect(await count()).toBe(before + 2);

    const mails = await post('/chance-notice-mail/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(mails.body.data.list.length).toBeGreaterThan(0);
    expect(mails.body.data.list.every((n: { type: string }) => n.type === 'inbox')).toBe(true);
    const notices = await post('/chance-notice-notify/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(new Set(notices.body.data.list.map((n: { type: string }) => n.type))).toEqual(new Set(['popup', 'marquee']));
    const all = await post('/chance-notice/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.total).toBe(
      mails.body.data.total +
        notices.body.data.total +
        Number(
          (
            await server.db
              .selectFrom('announcement')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('type', '=', 'notice')
              .executeTakeFirstOrThrow()
          ).n,
        ),
    );
  });

  it('answers only admin and franchisee: agents and the finance reviewer are refused on every endpoint', async () => {
    const some = await server.db.selectFrom('announcement').select('id').executeTakeFirstOrThrow();
    const calls: [string, unknown][] = ['/chance-notice', '/chance-notice-mail', '/chance-notice-notify'].flatMap(
      (prefix): [string, unknown][] => [
        [`${prefix}/options`, {}],
        [`${prefix}/list`, {}],
        [`${prefix}/save`, NOTICE],
        [`${prefix}/status`, { id: some.id, status: 1 }],
        [`${prefix}/delete`, { id: some.id }],
      ],
    );
    const before = await count();
    for (const [path, body] of calls) {
      for (const token of [agent, finance]) expect((await post(path, token, body)).body.code).toBe('A0301');
      expect((await server.call(path, { body })).body.code).toBe('A0230');
    }
    expect(await count()).toBe(before);
    expect((await stored(Number(some.id))).status).toBe(0);
    for (const [path] of calls.filter(([p]) => /options|list$/.test(p))) expect((await post(path, admin, {})).body.code).toBe(200);
  });
});
