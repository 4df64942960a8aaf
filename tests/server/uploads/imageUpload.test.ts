import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type TestServer } from '../helpers/server';
import { declaredPng, ELF, png, SVG_WITH_SCRIPT } from './images';

/*
 * The shared image upload over real HTTP: a multipart POST to /chance-upload/image judged by the
 * file's content (magic bytes, decoded dimensions, size), never its name or declared type; refusals
 * in the spec's words (zh) and English, with nothing on disk and nothing logged; a stored image
 * served back with its own type and nosniff; staff roles only.
 */

let server: TestServer;
let dir: string;
let admin: string;
let franchisee: string;
let agent: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'chance-uploads-'));
  server = await startServer({ uploadDir: join(dir, 'images') });
  [admin, franchisee, agent] = await Promise.all([server.login('admin'), server.login('franchisee'), server.login('agent')]);
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, filename: string, type: string, options: { token?: string; language?: 0 | 1 } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const headers: Record<string, string> = { language: String(options.language ?? 1) };
  if (options.token !== undefined) headers.token = options.token;
  const response = await fetch(`${server.url}/chance-upload/image`, { method: 'POST', headers, body: form });
  return {
    status: response.status,
    body: (await response.json()) as { code: number | string; msg: string; data: Record<string, unknown> | null },
  };
}

const storedFiles = () => {
  try {
    return readdirSync(join(dir, 'images'));
  } catch {
    return [];
  }
};
const uploadLogs = async () =>
  (await server.db.selectFrom('operation_log').select('id').where('action', '=', 'upload.image').execute()).length;

describe('image upload', () => {
  it.each([
    [
      'an executable renamed photo.png',
      ELF,
      'photo.png',
      'image/png',
      '只能上传图片',
      'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    ],
    [
      'an SVG carrying a script',
      SVG_WITH_SCRIPT,
      'logo.svg',
      'image/svg+xml',
      '只能上传图片',
      'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    ],
    [
      'an SVG carrying a script renamed .png',
      SVG_WITH_SCRIPT,
      'logo.png',
      'image/png',
      '只能上传图片',
      'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    ],
    ['a 1.1 MB PNG', png(8, 8, 1_153_434), 'big.png', 'image/png', '传图片大小不能超过 1MB!', 'The image must not be larger than 1MB!'],
    // Files of 2–30 MB used to be stored cut at exactly 1,048,576 bytes.
    [
      'a 2 MB PNG',
      png(8, 8, 2 * 1024 * 1024),
      'big2.png',
      'image/png',
      '传图片大小不能超过 1MB!',
      'The image must not be larger than 1MB!',
    ],
    [
      'a 7 MB PNG',
      png(8, 8, 7 * 1024 * 1024),
      'big7.png',
      'image/png',
      '传图片大小不能超过 1MB!',
      'The image must not be larger than 1MB!',
    ],
    [
      'a 30 MB PNG',
      png(8, 8, 30 * 1024 * 1024),
      'big30.png',
      'image/png',
      '传图片大小不能超过 1MB!',
      'The image must not be larger than 1MB!',
    ],
    [
      'a tiny PNG declaring 10000×10000 pixels',
      declaredPng(10_000, 10_000),
      'bomb.png',
      'image/png',
      '图片上传失败：图片尺寸不能超过 4096×4096 像素（单边不超过 8192）',
      'Image upload failed: the picture may be at most 4096×4096 pixels (8192 on a side)',
    ],
    [
      'a PNG 8193 pixels wide',
      declaredPng(8193, 10),
      'strip.png',
      'image/png',
      '图片上传失败：图片尺寸不能超过 4096×4096 像素（单边不超过 8192）',
      'Image upload failed: the picture may be at most 4096×4096 pixels (8192 on a side)',
    ],
    ['a zero-byte file', Buffer.alloc(0), 'empty.png', 'image/png', '只能上传图片', 'Only images can be uploaded (PNG, JPEG, GIF or WebP)'],
    [
      'a PNG signature with a broken header',
      png(4, 4).subarray(0, 20),
      'cut.png',
      'image/png',
      '只能上传图片',
      'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
    ],
  ])('refuses %s with the spec message in zh and en, storing and logging nothing', async (_what, bytes, filename, type, zh, en) => {
    const logs = await uploadLogs();
    const inZh = await upload(bytes, filename, type, { token: admin, language: 1 });
    expect(inZh).toEqual({ status: 400, body: { code: 'A0400', msg: zh, data: null } });
    const inEn = await upload(bytes, filename, type, { token: admin, language: 0 });
    expect(inEn.body).toMatchObject({ code: 'A0400', msg: en });
    expect(storedFiles()).toEqual([]);
    expect(await uploadLogs()).toBe(logs);
  });

  it('refuses a request without a file, and a JSON body, naming what is missing', async () => {
    const json = await server.call('/chance-upload/image', { token: admin, language: 0, body: { url: 'http://evil.example/x.png' } });
    expect(json.body).toMatchObject({ code: 'A0400', msg: 'Choose an image to upload' });
    const form = new FormData();
    form.append('note', 'no file here');
    const response = await fetch(`${server.url}/chance-upload/image`, {
      method: 'POST',
      headers: { token: admin, language: '1' },
      body: form,
    });
    expect(await response.json()).toMatchObject({ code: 'A0400', msg: '请选择要上传的图片' });
    expect(storedFiles()).toEqual([]);
  });

  it('stores a valid PNG under a random name, logs it, and serves it back with its own type and nosniff', async () => {
    const bytes = png(64, 32);
    const answer = await upload(bytes, '../../etc/passwd.png', 'application/octet-stream', { token: franchisee });
    expect(answer.body.code).toBe(200);
    const data = answer.body.data as { url: string; name: string; width: number; height: number; size: number; contentType: string };
    expect(data).toMatchObject({ width: 64, height: 32, size: bytes.length, contentType: 'image/png' });
    expect(data.name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(data.url).toBe(`/chance-upload/image/${data.name}`);
    expect(storedFiles()).toEqual([data.name]);
    const log = await server.db.selectFrom('operation_log').selectAll().where('action', '=', 'upload.image').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ username: 'franchisee', target_type: 'upload', target_id: data.name });

    const served = await fetch(server.url + data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('accepts an image of exactly 1MB', async () => {
    const exact = png(2, 2, 0);
    const padded = png(2, 2, 1024 * 1024 - exact.length - 20);
    expect(padded.length).toBe(1024 * 1024);
    expect((await upload(padded, 'exact.png', 'image/png', { token: admin })).body.code).toBe(200);
  });

  it('serves only names the upload gives, never a path outside the folder', async () => {
    for (const path of [
      '/chance-upload/image/..%2F..%2Fetc%2Fpasswd',
      '/chance-upload/image/0123456789abcdef0123456789abcdef.svg',
      '/chance-upload/image/0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('lets only staff who manage content upload: agents A0301, no session A0230', async () => {
    const before = storedFiles().length;
    expect((await upload(png(4, 4), 'a.png', 'image/png', { token: agent })).body.code).toBe('A0301');
    expect((await upload(png(4, 4), 'a.png', 'image/png')).body.code).toBe('A0230');
    expect(storedFiles().length).toBe(before);
  });
});
