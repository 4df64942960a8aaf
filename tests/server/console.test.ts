import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { precompressDir } from '../../scripts/precompress.mjs';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

// `--serve-console`: one process answers the built console and the API on one port.
const dist = mkdtempSync(join(tmpdir(), 'chance-dist-'));
// As the build writes it: one inline script (the language preload) and the entry by src.
const INLINE = '(function(){window.preloaded=1})()';
const INDEX = `<!doctype html><script>${INLINE}</script><title>Chance Admin</title><script type="module" src="/assets/app.js"></script><div id="root"></div>`;
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');
// A content-hashed chunk as Vite names them, big enough to be precompressed.
const CHUNK = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `member ${i}` })))};`;
writeFileSync(join(dist, 'assets', 'MemberList-Bx9_k-2Q.js'), CHUNK);
const compressed = precompressDir(dist);

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ consoleRoot: dist });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string) => fetch(server.url + path);

describe('serving the built console', () => {
  it('serves index.html at the root and files as they are', async () => {
    const root = await get('/');
    expect(root.status).toBe(200);
    expect(await root.text()).toBe(INDEX);
    const asset = await get('/assets/app.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it.each(['/dashboard', '/Account_management/vip/formal', '/login?redirect=%2Fdashboard', '/redirect/dashboard'])(
    'answers the client-side route %s with index.html',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('serves every console document with a Content-Security-Policy that allows script only from itself and its own inline script', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    for (const path of ['/', '/dashboard', '/Information_management/message_center/mails']) {
      const policy = (await get(path)).headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(policy.split(/;\s*/).map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]));
      expect(directives['script-src']).toBe(`'self' 'sha256-${hash}'`);
      expect(directives['object-src']).toBe("'none'");
      expect(directives['base-uri']).toBe("'none'");
      expect(directives['frame-ancestors']).toBe("'none'");
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
    // Files and API answers are not documents: no policy on them.
    expect((await get('/assets/app.js')).headers.get('content-security-policy')).toBeNull();
    expect((await server.call('/chance-member/list')).headers.get('content-security-policy')).toBeNull();
  });

  it('keeps API paths and missing files as A0404', async () => {
    for (const path of ['/chance_login/nothing', '/chance-member/list', '/station/api/nothing', '/assets/missing.js']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'A0404' });
    }
    const post = await server.call('/dashboard');
    expect(post.status).toBe(404);
  });

  it('answers a browser navigation with the console even where a console route shares an API segment', async () => {
    // /member/… is a record page of the console and member/login/log/… an API path (spec §7).
    const navigate = await fetch(`${server.url}/member/10000/show`, { headers: { 'sec-fetch-mode': 'navigate', accept: 'text/html' } });
    expect(navigate.status).toBe(200);
    expect(await navigate.text()).toBe(INDEX);
    const call = await get('/member/login/log/nothing');
    expect(call.status).toBe(404);
    expect(await call.json()).toMatchObject({ code: 'A0404' });
  });

  it('precompressed the hashed chunk but not the files too small to gain', () => {
    expect(compressed.files).toBe(1);
    expect(compressed.brotli).toBeLessThan(compressed.bytes / 4);
  });

  it('sends the brotli or gzip twin to a client that accepts it, and the plain file otherwise', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${server.url}/assets/MemberList-Bx9_k-2Q.js`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await response.text()).toBe(CHUNK);
    }
  });

  it('caches hashed assets for a year and revalidates the page and unhashed files', async () => {
    expect((await get('/assets/MemberList-Bx9_k-2Q.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/dashboard', '/assets/app.js']) {
      expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('still answers the API', async () => {
    expect((await server.call('/chance_login/getTimeMillis', { method: 'GET' })).body.code).toBe(200);
    expect((await server.call('/station/api/query/station/list', { token: await server.login('admin') })).body.code).toBe(200);
  });
});
