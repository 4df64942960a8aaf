import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { routesByCall } from '../../../server/http/routePaths';
import { allRoutes } from '../../../server/routes';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';

const run = promisify(execFile);
let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startServer();
  admin = await server.login('admin');
}, SETUP_TIMEOUT);
afterAll(() => server?.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is plain JSON read by path
async function fetchDocument(token?: string): Promise<{ status: number; type: string | null; document: any }> {
  const response = await fetch(`${server.url}/openapi.json`, { headers: token ? { token } : {} });
  return { status: response.status, type: response.headers.get('content-type'), document: await response.json() };
}

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document that an independent validator accepts', async () => {
    const { status, type, document } = await fetchDocument(admin);
    expect(status).toBe(200);
    expect(type).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      // The validator is an ES module jest's CommonJS transform cannot load: it runs as its own CLI.
      const cli = join(process.cwd(), 'node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
      const { stdout } = await run(process.execPath, [cli, file]).catch((error: { stdout: string }) => ({ stdout: error.stdout }));
      expect(JSON.parse(stdout)).toEqual({ valid: true });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lists every served route with its auth, menu right and error codes', async () => {
    const { document } = await fetchDocument(admin);
    const served = [...routesByCall(allRoutes).keys()];
    const missing = served.filter((call) => {
      const [method, path] = call.split(' ');
      return !document.paths[path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((ops) => Object.values(ops as object));
    expect(operations).toHaveLength(served.length);
    // An alias is documented as the same call, marked for clients to move to the spec's path.
    expect(document.paths['/member/operation/log/api/list'].post).toMatchObject({
      deprecated: true,
      description: 'The same call as /chance_sys_log/query/member/operator/log/list.',
    });

    const overview = document.paths['/chance-kill-rate/overview'].post;
    expect(overview).toMatchObject({
      security: [{ token: [] }],
      'x-menu-right': 'yoyo_lottery/game_result/killRateControl',
      'x-roles': ['admin'],
      'x-contract': true,
      tags: ['lottery'],
    });
    expect(overview['x-error-codes']).toEqual(expect.arrayContaining(['A0230', 'A0301', 'A0400', 'B0001']));
    const answer = overview.responses['200'].content['application/json'].schema;
    expect(answer.properties.data.properties.windows.required).toEqual(['lastPeriod', 'today', 'days7', 'days30']);
    expect(overview.requestBody.content['application/json'].schema.properties.gameId).toMatchObject({ type: 'integer' });
    // The public sign-in needs no token.
    expect(document.paths['/chance_login/login'].post.security).toEqual([]);
  });

  it('is refused to callers without the API reference menu right, and without a session', async () => {
    const agent = await fetchDocument(await server.login('agent'));
    expect([agent.status, agent.document.code]).toEqual([403, 'A0301']);
    const anonymous = await fetchDocument();
    expect([anonymous.status, anonymous.document.code]).toEqual([401, 'A0230']);
  });
});
