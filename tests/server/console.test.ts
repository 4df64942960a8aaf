import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

// `--serve-console`: one process answers the built console and the API on one port.
const dist = mkdtempSync(join(tmpdir(), 'chance-dist-'));
const INDEX = '<!doctype html><title>Chance Admin</title><div id="root"></div>';
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("app")');

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

  it('still answers the API', async () => {
    expect((await server.call('/chance_login/getTimeMillis', { method: 'GET' })).body.code).toBe(200);
    expect((await server.call('/station/api/query/station/list', { token: await server.login('admin') })).body.code).toBe(200);
  });
});
