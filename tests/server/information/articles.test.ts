import { startServer, type TestServer } from '../helpers/server';

/*
 * Articles and activities over HTTP on the seeded demo: save with rich text sanitised before it
 * is stored, the state the publish window gives (scheduled, live, expired, off) and what the
 * member app is served, list filters (title, category, language, state, time), bad input writing
 * nothing, franchisees kept apart, and the role matrix (admin and franchisee only).
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
        .selectFrom('content_post')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const stored = (id: number) => server.db.selectFrom('content_post').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const ARTICLE = {
  category: 'guide',
  title: 'How to deposit with UPI',
  summary: 'Three steps',
  content: '<p>Open <strong>Wallet</strong>, choose UPI.</p>',
  lang: 'en',
  sort: 2,
  startAt: Date.now() - DAY,
  endAt: Date.now() + DAY,
};
const ACTIVITY = {
  category: 'festival',
  title: 'Diwali deposit bonus',
  content: '<h2>10% extra</h2><p>On every deposit.</p>',
  lang: 'hi',
  startAt: Date.now() - DAY,
  activityStartAt: Date.now(),
  activityEndAt: Date.now() + 7 * DAY,
};

describe('articles and activities', () => {
  it('creates an article, lists it live, edits, switches off and deletes it, logging each write', async () => {
    const created = await post('/chance-article/save', franchisee, ARTICLE);
    expect(created.body.code).toBe(200);
    const id = created.body.data.id as number;
    expect(await stored(id)).toMatchObject({
      kind: 'article',
      franchisee_id: franchiseeId,
      status: 0,
      title: 'How to deposit with UPI',
      summary: 'Three steps',
    });

    const list = await post('/chance-article/list', franchisee, { title: 'upi', pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ id, state: 'live', category: 'guide', lang: 'en', createdBy: 'franchisee', sort: 2 }),
    ]);
    const detail = await post('/chance-article/detail', franchisee, { id });
    expect(detail.body.data).toMatchObject({ id, content: '<p>Open <strong>Wallet</strong>, choose UPI.</p>', state: 'live' });

    expect(
      (await post('/chance-article/save', admin, { ...ARTICLE, id, franchiseeId, title: 'UPI deposits', pinned: true, lang: 'hi' })).body
        .code,
    ).toBe(200);
    expect(await stored(id)).toMatchObject({ title: 'UPI deposits', pinned: 1, lang: 'hi', franchisee_id: franchiseeId });
    expect((await post('/chance-article/detail', franchisee, { id })).body.data.updatedBy).toBe('admin');

    expect((await post('/chance-article/status', franchisee, { id, status: 1 })).body.code).toBe(200);
    const off = await post('/chance-article/list', franchisee, { state: 'off', pageIndex: 1, pageSize: 100 });
    expect(off.body.data.list.map((n: { id: number }) => n.id)).toContain(id);

    expect((await post('/chance-article/delete', franchisee, { id })).body.code).toBe(200);
    expect(await server.db.selectFrom('content_post').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    const log = await server.db
      .selectFrom('operation_log')
      .select('action')
      .where('target_type', '=', 'content_post')
      .where('target_id', '=', String(id))
      .execute();
    expect(log.map((l) => l.action).sort()).toEqual(['article.delete', 'article.save', 'article.save', 'article.status']);
  });

  it('creates an activity with the period the promotion runs', async () => {
    const created = await post('/chance-activity/save', admin, ACTIVITY);
    expect(created.body.code).toBe(200);
    const row = await stored(created.body.data.id);
    expect(row).toMatchObject({
      kind: 'activity',
      franchisee_id: null,
      category: 'festival',
      lang: 'hi',
      activity_start_at: ACTIVITY.activityStartAt,
      activity_end_at: ACTIVITY.activityEndAt,
    });
    // An activity is not an article: the article endpoints do not reach it.
    expect((await post('/chance-article/detail', admin, { id: row.id })).body.code).toBe('A0404');
    expect((await post('/chance-article/delete', admin, { id: row.id })).body.code).toBe('A0404');
    const articles = await post('/chance-article/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(articles.body.data.list.map((a: { id: number }) => a.id)).not.toContain(row.id);
  });

  it('stores rich text only after sanitising it (scripts, event handlers and javascript: URLs never stored)', async () => {
    for (const [content, expected] of [
      [
        '<p onclick="alert(1)">Hi<script>alert(2)</script> <a href="javascript:alert(3)">x</a> <img src=x onerror=alert(4)></p>',
        '<p>Hi <a>x</a> <img src="x" /></p>',
      ],
      [
        '<p><a href="JaVaScRiPt:alert(1)">a</a><a href=" javascript:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a></p>',
        '<p><a>a</a><a>b</a><a>c</a></p>',
      ],
      ['<p>ok</p><iframe src="https://evil.example"></iframe><svg onload=alert(1)><circle/></svg><style>p{}</style>', '<p>ok</p>'],
      [
        '<p style="background:url(javascript:alert(1));text-align:center">c</p><img src="data:image/png;base64,xx">',
        '<p style="text-align:center">c</p><img />',
      ],
    ]) {
      const created = await post('/chance-activity/save', admin, { ...ACTIVITY, content });
      expect(created.body.code).toBe(200);
      const row = await stored(created.body.data.id);
      expect(row.content).toBe(expected);
      expect(row.content).not.toMatch(/script|onerror|onclick|onload|javascript/i);
    }
    const before = await count();
    const empty = await post('/chance-article/save', admin, { ...ARTICLE, content: '<script>alert(1)</script><p> </p>' });
    expect(empty.body.code).toBe('A0400');
    expect(empty.body.msg).toMatch(/content/);
    expect(await count()).toBe(before);
  });

  it('gives each item the state its window and switch make, and serves members only the live ones in their language', async () => {
    const now = Date.now();
    const make = async (over: Record<string, unknown>) =>
      (await post('/chance-article/save', admin, { ...ARTICLE, title: 'State probe', lang: 'zh', ...over })).body.data.id as number;
    const scheduled = await make({ startAt: now + DAY, endAt: now + 2 * DAY });
    const expired = await make({ startAt: now - 2 * DAY, endAt: now - DAY });
    const live = await make({ startAt: now - DAY, endAt: null });
    const off = await make({ status: 1 });
    const otherLang = await make({ lang: 'en' });
    for (const [state, id] of [
      ['scheduled', scheduled],
      ['expired', expired],
      ['live', live],
      ['off', off],
    ] as const) {
      const list = await post('/chance-article/list', admin, { title: 'State probe', lang: 'zh', state, pageIndex: 1, pageSize: 100 });
      expect(list.body.data.list.map((n: { id: number; state: string }) => [n.id, n.state])).toEqual([[id, state]]);
    }
    const served = await server.call('/chance-article/published?lang=zh', { method: 'GET' });
    expect(served.body.code).toBe(200);
    const ids = served.body.data.map((a: { id: number }) => a.id);
    expect(ids).toContain(live);
    for (const id of [scheduled, expired, off, otherLang]) expect(ids).not.toContain(id);
    // A franchisee's item reaches only that franchisee's members.
    const own = (await post('/chance-article/save', franchisee, { ...ARTICLE, title: 'Own probe', lang: 'zh' })).body.data.id as number;
    expect(
      (await server.call('/chance-article/published?lang=zh', { method: 'GET' })).body.data.map((a: { id: number }) => a.id),
    ).not.toContain(own);
    expect(
      (await server.call(`/chance-article/published?lang=zh&franchiseeId=${franchiseeId}`, { method: 'GET' })).body.data.map(
        (a: { id: number }) => a.id,
      ),
    ).toEqual(expect.arrayContaining([own, live]));
    expect((await server.call('/chance-article/published?lang=fr', { method: 'GET' })).body.code).toBe('A0400');
  });

  it('filters the list by category and by publish time', async () => {
    const base = Date.UTC(2031, 0, 10);
    const a = (
      await post('/chance-article/save', admin, { ...ARTICLE, title: 'Time probe', category: 'rules', startAt: base, endAt: base + DAY })
    ).body.data.id as number;
    const b = (
      await post('/chance-article/save', admin, { ...ARTICLE, title: 'Time probe', category: 'news', startAt: base + 5 * DAY, endAt: null })
    ).body.data.id as number;
    const ids = async (filter: Record<string, unknown>) =>
      (await post('/chance-article/list', admin, { title: 'Time probe', pageIndex: 1, pageSize: 100, ...filter })).body.data.list.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids({ category: 'rules' })).toEqual([a]);
    expect(await ids({ startFrom: base + DAY })).toEqual([b]);
    expect(await ids({ startTo: base + 5 * DAY })).toEqual([a]);
    expect(await ids({ startFrom: base, startTo: base + 5 * DAY + 1, sortField: 'startAt', sortOrder: 'ASC' })).toEqual([a, b]);
  });

  it('refuses bad input without writing anything, with messages in both languages', async () => {
    const before = await count();
    for (const [path, bad] of [
      ['/chance-article/save', { ...ARTICLE, title: '' }],
      ['/chance-article/save', { ...ARTICLE, title: 'x'.repeat(101) }],
      ['/chance-article/save', { ...ARTICLE, title: '<img src=x onerror=alert(1)>' }],
      ['/chance-article/save', { ...ARTICLE, summary: '<b>x</b>' }],
      ['/chance-article/save', { ...ARTICLE, summary: 'x'.repeat(201) }],
      ['/chance-article/save', { ...ARTICLE, content: '' }],
      ['/chance-article/save', { ...ARTICLE, content: 'x'.repeat(50_001) }],
      ['/chance-article/save', { ...ARTICLE, category: 'festival' }],
      ['/chance-article/save', { ...ARTICLE, lang: 'fr' }],
      ['/chance-article/save', { ...ARTICLE, startAt: 'tomorrow' }],
      ['/chance-article/save', { ...ARTICLE, endAt: ARTICLE.startAt }],
      ['/chance-article/save', { ...ARTICLE, activityStartAt: Date.now() }],
      ['/chance-article/save', { ...ARTICLE, sort: -1 }],
      ['/chance-article/save', { ...ARTICLE, status: 2 }],
      ['/chance-article/save', { ...ARTICLE, id: 999_999_999 }],
      ['/chance-activity/save', { ...ACTIVITY, category: 'guide' }],
      ['/chance-activity/save', { ...ACTIVITY, activityStartAt: undefined }],
      ['/chance-activity/save', { ...ACTIVITY, activityEndAt: ACTIVITY.activityStartAt - 1 }],
      ['/chance-activity/save', { ...ACTIVITY, franchiseeId: 999_999 }],
    ] as const) {
      const answer = await post(path, admin, bad);
      expect([path, answer.body.code]).toEqual([path, expect.stringMatching(/^A04(00|04)$/)]);
    }
    const zh = await server.call('/chance-activity/save', {
      token: admin,
      language: 1,
      body: { ...ACTIVITY, activityEndAt: ACTIVITY.activityStartAt - 1 },
    });
    expect(zh.body.msg).toMatch(/活动时间：结束时间必须晚于开始时间/);
    const en = await post('/chance-article/save', admin, { ...ARTICLE, endAt: ARTICLE.startAt - 1 });
    expect(en.body.msg).toMatch(/the expiry must be after the publish time/);
    for (const [path, body] of [
      ['/chance-article/status', { id: 1, status: 5 }],
      ['/chance-article/delete', { id: 'one' }],
      ['/chance-article/list', { state: 'gone' }],
      ['/chance-activity/list', { category: 'guide' }],
      ['/chance-article/list', { startFrom: 'yesterday' }],
    ] as const) {
      expect((await post(path, admin, body)).body.code).toBe('A0400');
    }
    expect(await count()).toBe(before);
  });

  it("keeps franchisees apart: the platform-wide and other franchisees' items are out of reach", async () => {
    const platform = (await post('/chance-activity/save', admin, { ...ACTIVITY, title: 'Platform probe' })).body.data.id as number;
    const other = await server.db.selectFrom('franchisee').select('id').where('id', '<>', franchiseeId).executeTakeFirstOrThrow();
    const foreign = (await post('/chance-activity/save', admin, { ...ACTIVITY, title: 'Foreign probe', franchiseeId: Number(other.id) }))
      .body.data.id as number;
    const before = await count();
    for (const id of [platform, foreign]) {
      expect((await post('/chance-activity/save', franchisee, { ...ACTIVITY, id })).body.code).toBe('A0404');
      expect((await post('/chance-activity/status', franchisee, { id, status: 1 })).body.code).toBe('A0404');
      expect((await post('/chance-activity/delete', franchisee, { id })).body.code).toBe('A0404');
      expect((await post('/chance-activity/detail', franchisee, { id })).body.code).toBe('A0404');
    }
    expect((await post('/chance-activity/save', franchisee, { ...ACTIVITY, franchiseeId: Number(other.id) })).body.code).toBe('A0301');
    expect(await count()).toBe(before);
    expect((await stored(platform)).status).toBe(0);
    const list = await post('/chance-activity/list', franchisee, { pageIndex: 1, pageSize: 100 });
    expect(list.body.data.list.every((n: { franchiseeId: number }) => n.franchiseeId === franchiseeId)).toBe(true);
    const options = await post('/chance-activity/options', franchisee, {});
    expect(options.body.data.franchisees).toEqual([expect.objectContaining({ id: franchiseeId })]);
    const all = await post('/chance-activity/list', admin, { pageIndex: 1, pageSize: 100 });
    expect(all.body.data.list.map((n: { id: number }) => n.id)).toEqual(expect.arrayContaining([platform, foreign]));
  });

  it('answers only admin and franchisee: agents and the finance reviewer are refused on every endpoint', async () => {
    const some = (await post('/chance-article/save', admin, ARTICLE)).body.data.id as number;
    const calls: [string, unknown][] = [
      ['/chance-article', ARTICLE],
      ['/chance-activity', ACTIVITY],
    ].flatMap(([prefix, body]): [string, unknown][] => [
      [`${prefix}/options`, {}],
      [`${prefix}/list`, {}],
      [`${prefix}/detail`, { id: some }],
      [`${prefix}/save`, body],
      [`${prefix}/status`, { id: some, status: 1 }],
      [`${prefix}/delete`, { id: some }],
    ]);
    const before = await count();
    for (const [path, body] of calls) {
      for (const token of [agent, finance]) expect([path, (await post(path, token, body)).body.code]).toEqual([path, 'A0301']);
      expect([path, (await server.call(path, { body })).body.code]).toEqual([path, 'A0230']);
    }
    expect(await count()).toBe(before);
    expect((await stored(some)).status).toBe(0);
    for (const [path] of calls.filter(([p]) => /options|list$/.test(p))) expect((await post(path, admin, {})).body.code).toBe(200);
  });
});
