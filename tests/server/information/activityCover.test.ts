import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../helpers/server';
import { png } from '../uploads/images';

/*
 * Activity cover pictures: an image uploaded through chance-upload/image is named as the cover,
 * listed, served to the member app; a foreign address, an address with no stored file and a cover
 * on an article are refused with nothing written; the cover can be removed; role matrix as for
 * activities (agents refused).
 */

const DAY = 86_400_000;
let server: TestServer;
let dir: string;
let admin: string;
let franchisee: string;
let agent: string;
let cover: string;

const upload = async (token: string) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png(64, 32))], { type: 'image/png' }), 'cover.png');
  const response = await fetch(`${server.url}/chance-upload/image`, { method: 'POST', headers: { token }, body: form });
  return ((await response.json()) as { data: { url: string } }).data.url;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chance-covers-'));
  server = await startServer({ uploadDir: dir });
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
  cover = await upload(franchisee);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

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
const ACTIVITY = () => ({
  category: 'festival',
  title: 'Holi cashback',
  content: '<p>5% back</p>',
  lang: 'en',
  startAt: Date.now() - DAY,
  activityStartAt: Date.now(),
  activityEndAt: Date.now() + 7 * DAY,
});

describe('activity covers', () => {
  it('saves an uploaded cover, lists it, serves it to the member app, and removes it', async () => {
    const saved = await post('/chance-activity/save', franchisee, { ...ACTIVITY(), coverUrl: cover });
    expect(saved.body.code).toBe(200);
    const id = saved.body.data.id as number;
    expect((await server.db.selectFrom('content_post').select('cover_url').where('id', '=', id).executeTakeFirstOrThrow()).cover_url).toBe(
      cover,
    );
    const list = await post('/chance-activity/list', franchisee, { title: 'Holi', pageIndex: 1, pageSize: 10 });
    expect(list.body.data.list).toEqual([expect.objectContaining({ id, coverUrl: cover })]);
    expect((await post('/chance-activity/detail', franchisee, { id })).body.data.coverUrl).toBe(cover);
    const fid = Number(
      (await server.db.selectFrom('staff_user').select('franchisee_id').where('username', '=', 'franchisee').executeTakeFirstOrThrow())
        .franchisee_id,
    );
    const published = await server.call(`/chance-activity/published?lang=en&franchiseeId=${fid}`, { method: 'GET' });
    expect(published.body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id, coverUrl: cover })]));
    // The picture itself is served as an image.
    const image = await fetch(`${server.url}${cover}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    expect((await post('/chance-activity/save', franchisee, { ...ACTIVITY(), id, coverUrl: '' })).body.code).toBe(200);
    expect((await post('/chance-activity/detail', franchisee, { id })).body.data.coverUrl).toBe('');
  });

  it('refuses a foreign address, a missing file and a cover on an article, writing nothing', async () => {
    const before = await count();
    for (const coverUrl of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      '/chance-upload/image/../../etc/passwd',
      // An address of our own with no stored file: the last two characters of the name changed (to ones they are not).
      `${cover.slice(0, -6)}${cover.slice(-6, -4) === '00' ? '11' : '00'}.png`,
    ]) {
      const answer = await post('/chance-activity/save', admin, { ...ACTIVITY(), coverUrl });
      expect(answer.body.code).toBe('A0400');
    }
    const article = await post('/chance-article/save', admin, {
      category: 'guide',
      title: 'x',
      content: '<p>x</p>',
      lang: 'en',
      startAt: Date.now(),
      coverUrl: cover,
    });
    expect(article.body.code).toBe('A0400');
    expect(await count()).toBe(before);
  });

  it('refuses agents', async () => {
    const before = await count();
    expect((await post('/chance-activity/save', agent, { ...ACTIVITY(), coverUrl: cover })).body.code).toBe('A0301');
    expect(await count()).toBe(before);
  });
});
