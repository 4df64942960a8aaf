import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { selectMenu } from '../../../server/menu/catalogue';
import { MENU_CATALOGUE } from '../../../demo/seed/roleMenus';
import { codesFor, count, loginAll, type Tokens } from '../account/staff/fixture';

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  server = await startServer();
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const P = '/chance-registration-agreement';
const call = (path: string, body?: unknown, token = tokens.admin, language: 0 | 1 = 0) => server.call(path, { token, body, language });
interface Version {
  id: number;
  lang: string;
  version: number;
  state: string;
  content: string;
  createdBy: string | null;
  publishedBy: string | null;
  publishedAt: number | null;
}
const versions = async (lang: string): Promise<Version[]> => (await call(`${P}/list`, { lang, pageSize: 100 })).body.data.list;
const rows = async () =>
  Number(
    (
      await server.db
        .selectFrom('registration_agreement')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('registration agreement', () => {
  it('seeds one published version per content language', async () => {
    for (const lang of ['zh', 'en', 'hi']) {
      const list = await versions(lang);
      const published = list.filter((v) => v.state === 'published');
      expect(published).toHaveLength(1);
      expect(published[0]).toMatchObject({ lang, version: 1, createdBy: 'admin', publishedBy: 'admin' });
      expect(published[0].content).toContain('<h2>');
    }
    const all = (await call(`${P}/list`, { state: 'published' })).body.data;
    expect(all.total).toBe(3);
  });

  it('creates a draft as the next version, then publishing it retires the previous one', async () => {
    const logs = await count(server, 'operation_log');
    const saved = await call(`${P}/save`, { lang: 'en', content: '<p>Version <strong>two</strong> of the terms.</p>' });
    expect(saved.body.code).toBe(200);
    const { id, version } = saved.body.data as { id: number; version: number };
    expect(version).toBe(2);
    let list = await versions('en');
    expect(list.find((v) => v.id === id)).toMatchObject({ state: 'draft', version: 2, createdBy: 'admin', publishedAt: null });
    expect(list.filter((v) => v.state === 'published').map((v) => v.version)).toEqual([1]);

    expect((await call(`${P}/publish`, { id })).body.code).toBe(200);
    list = await versions('en');
    expect(list.filter((v) => v.state === 'published').map((v) => v.id)).toEqual([id]);
    expect(list.find((v) => v.version === 1)?.state).toBe('retired');
    // Other languages are untouched.
    expect((await versions('zh')).filter((v) => v.state === 'published').map((v) => v.version)).toEqual([1]);

    // Publishing the published one again is refused; an older version can be put back.
    const again = await call(`${P}/publish`, { id }, tokens.admin, 1);
    expect(again.body).toMatchObject({ code: 'A0400', msg: '版本 2 已是当前发布的版本' });
    const v1 = (await versions('en')).find((v) => v.version === 1) as Version;
    expect((await call(`${P}/publish`, { id: v1.id })).body.code).toBe(200);
    expect((await versions('en')).filter((v) => v.state === 'published').map((v) => v.version)).toEqual([1]);
    // The member app reads the published one, without a staff session.
    const current = await server.call('/chance-registration-agreement/current?lang=en', { method: 'GET' });
    expect(current.body.data).toMatchObject({ lang: 'en', version: 1 });
    expect(current.body.data.content).toContain('Member registration agreement');

    expect(await count(server, 'operation_log')).toBe(logs + 3);
    const entries = await server.db
      .selectFrom('operation_log')
      .select(['action', 'target_type', 'target_id'])
      .where('id', '>', 0)
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'registration_agreement.publish',
      'registration_agreement.publish',
      'registration_agreement.create',
    ]);
    expect(entries.every((e) => e.target_type === 'registration_agreement')).toBe(true);
  });

  it('strips scripts, event handlers and javascript: URLs before storing', async () => {
    const payload = [
      '<p onclick="alert(1)">Terms<script>alert(document.cookie)</script></p>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">click</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">again</a>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg onload="alert(1)"><circle/></svg>',
      '<p style="background:url(javascript:alert(1))">styled</p>',
      '<a href="https://chance.example/rules">rules</a>',
    ].join('');
    const saved = await call(`${P}/save`, { lang: 'hi', content: payload });
    expect(saved.body.code).toBe(200);
    const stored = (
      await server.db.selectFrom('registration_agreement').select('content').where('id', '=', saved.body.data.id).executeTakeFirstOrThrow()
    ).content;
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript|iframe|svg|url\(/i);
    expect(stored).toContain('<p>Terms</p>');
    expect(stored).toContain('<a href="https://chance.example/rules" target="_blank" rel="noopener noreferrer nofollow">rules</a>');
  });

  it.each([
    [{ lang: 'en' }, 'content'],
    [{ lang: 'en', content: '<script>alert(1)</script><p> </p>' }, 'please enter the agreement text'],
    [{ lang: 'fr', content: '<p>Bonjour</p>' }, 'lang'],
    [{ lang: 'en', content: `<p>${'x'.repeat(200_001)}</p>` }, 'at most 200,000 characters'],
  ])('refuses %j and writes nothing', async (body, message) => {
    const before = await rows();
    const answer = await call(`${P}/save`, body);
    expect(answer.body.code).toBe('A0400');
    expect(answer.body.msg).toContain(message);
    expect(await rows()).toBe(before);
  });

  it('serves the member app only a published version of a known language', async () => {
    const hi = await server.call('/chance-registration-agreement/current?lang=hi', { method: 'GET' });
    expect(hi.body.data).toMatchObject({ lang: 'hi', version: 1 });
    expect((await server.call('/chance-registration-agreement/current?lang=fr', { method: 'GET' })).body.code).toBe('A0400');
    await server.db
      .updateTable('registration_agreement')
      .set({ state: 'retired' })
      .where('lang', '=', 'hi')
      .where('state', '=', 'published')
      .execute();
    try {
      expect((await server.call('/chance-registration-agreement/current?lang=hi', { method: 'GET' })).body.code).toBe('A0404');
    } finally {
      await server.db
        .updateTable('registration_agreement')
        .set({ state: 'published' })
        .where('lang', '=', 'hi')
        .where('version', '=', 1)
        .execute();
    }
  });

  it('refuses to publish an unknown version', async () => {
    expect((await call(`${P}/publish`, { id: 999_999 })).body.code).toBe('A0404');
    expect((await call(`${P}/publish`, { id: 'x' })).body.code).toBe('A0400');
  });

  it.each([
    [`${P}/list`, {}],
    [`${P}/save`, { lang: 'zh', content: '<p>角色</p>' }],
    [`${P}/publish`, { id: 999_998 }],
  ])('%s is for administrators only', async (path, body) => {
    const before = await rows();
    const codes = await codesFor(server, tokens, path, body);
    expect(codes).toMatchObject({ franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' });
    expect(codes.admin).not.toBe('A0301');
    // The finance reviewer is admin-type staff whose menu has no system section.
    expect((await server.call(path, { token: await server.login('finance', 'finance123'), body })).body.code).toBe('A0301');
    if (path.endsWith('/save')) expect(await rows()).toBe(before + 1);
  });

  it('opens from the Information section too: /chance-regprotocol needs the regprotocolEdit menu, and the two prefixes share the versions', async () => {
    const mine = (await call('/chance-regprotocol/list', { lang: 'zh', pageSize: 100 })).body.data;
    expect(mine.list.map((v: Version) => v.id)).toEqual((await versions('zh')).map((v) => v.id));
    // An admin-type staff member whose role has only Information_management/regprotocolEdit.
    const role = await server.db
      .insertInto('role')
      .values({
        code: 'content-editor',
        name: 'Content editor',
        menu_list: JSON.stringify(selectMenu(MENU_CATALOGUE, [['Information_management', 'regprotocolEdit']])),
        ip_whitelist: '',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.addAdmin('editor1', 'editor123');
    await server.db.updateTable('staff_user').set({ role_id: role.id }).where('username', '=', 'editor1').execute();
    const editor = await server.login('editor1', 'editor123');
    const saved = await call('/chance-regprotocol/save', { lang: 'zh', content: '<p>第二版</p>' }, editor);
    expect(saved.body.code).toBe(200);
    expect((await call('/chance-regprotocol/publish', { id: saved.body.data.id }, editor)).body.code).toBe(200);
    expect((await versions('zh')).find((v) => v.state === 'published')?.id).toBe(saved.body.data.id);
    expect((await call(`${P}/list`, {}, editor)).body.code).toBe('A0301');
    // The seeded franchisee menu has no regprotocolEdit, and the routes are admin-only anyway.
    expect(await codesFor(server, tokens, '/chance-regprotocol/list', {})).toMatchObject({
      franchisee: 'A0301',
      agent: 'A0301',
      agent2: 'A0301',
      admin: 200,
    });
  });
});
