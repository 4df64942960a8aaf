import { z } from 'zod';
import { anySignedInStaff, defineRoute } from '../../server/http/route';
import { idField } from '../../server/http/validate';
import { SETUP_TIMEOUT, startServer, type TestServer } from './helpers/server';

// Endpoints that exercise the route helper's policies; real domain endpoints are added the same way.
const probeRoutes = [
  defineRoute({
    method: 'POST',
    path: '/probe/menu-guarded',
    auth: 'staff',
    menu: ['system_management', 'Log_management', 'system_operation_log'],
    async handler() {
      return { seen: true };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/probe/admin-only',
    auth: 'staff',
    menu: anySignedInStaff('a probe of roles alone'),
    roles: ['admin'],
    async handler({ caller }) {
      return { role: caller.role };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/probe/explode',
    auth: 'public',
    async handler() {
      throw new Error('secret internals at /srv/app.ts:42');
    },
  }),
  // Writes, then fails: everything, the operation log included, must roll back.
  defineRoute({
    method: 'POST',
    path: '/probe/write-then-fail',
    auth: 'staff',
    menu: anySignedInStaff('a probe of the write transaction'),
    body: z.object({ stationId: idField }),
    writes: { action: 'station.rename', targetType: 'station' },
    async handler({ db, body, audit }) {
      await db.updateTable('station').set({ name: 'Renamed' }).where('id', '=', body.stationId).execute();
      audit({ targetId: body.stationId, before: {}, after: { name: 'Renamed' } });
      throw new Error('failure after the write');
    },
  }),
];

let server: TestServer;
let admin: string;
let franchisee: string;
beforeAll(async () => {
  server = await startServer({ extraRoutes: probeRoutes });
  admin = await server.login('admin');
  franchisee = await server.login('franchisee');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('envelope and errors', () => {
  it('answers unknown routes with an A0404 envelope and status 404', async () => {
    for (const [method, path] of [
      ['GET', '/nothing/here'],
      ['POST', '/chance_login/nope'],
      ['GET', '/chance_login/login'],
    ] as const) {
      const answer = await server.call(path, { method });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'A0404', msg: `Not found: ${method} ${path}`, data: null });
    }
    expect((await server.call('/nothing', { method: 'GET', language: 1 })).body.msg).toBe('接口不存在：GET /nothing');
  });

  it('answers malformed JSON with A0400, never 500', async () => {
    for (const raw of ['{"username": "admin",', 'not json', '']) {
      const answer = await server.call('/chance_login/login', { raw });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
    }
    expect((await server.call('/chance_login/login', { raw: '{', language: 1 })).body.msg).toBe('请求体不是有效的 JSON');
  });

  it('answers unsupported content types and non-object bodies with A0400', async () => {
    for (const [raw, contentType] of [
      ['<x/>', 'application/xml'],
      ['a=b', 'application/x-www-form-urlencoded'],
      ['hello', 'text/plain'],
      ['[1,2]', 'application/json'],
      ['"admin"', 'application/json'],
    ]) {
      const answer = await server.call('/chance_login/login', { raw, contentType });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('A0400');
    }
  });

  it('answers a body that is too large with A0400', async () => {
    const answer = await server.call('/chance_login/login', { raw: JSON.stringify({ username: 'x'.repeat(2_000_000) }) });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('A0400');
  });

  it('hides unexpected failures behind B0001 with a generic message', async () => {
    const answer = await server.call('/probe/explode');
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual({ code: 'B0001', msg: 'Unexpected server error, please try again later', data: null });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
  });

  it('treats a POST without a body as an empty object', async () => {
    const answer = await server.call('/chance_home_page/info', { token: admin });
    expect(answer.body.code).toBe(200);
  });

  it('allows calls from its own origin with the token and language headers, and no other origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${server.url}/chance_login/getCurrentUser`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'token,language' },
      });
    const own = await preflight(server.url);
    expect(own.status).toBe(204);
    expect(own.headers.get('access-control-allow-origin')).toBe(server.url);
    expect(own.headers.get('access-control-allow-headers')).toContain('token');
    expect((await preflight('http://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('route policies', () => {
  it('checks the role menu: admin passes, a franchisee without the menu gets A0301', async () => {
    expect((await server.call('/probe/menu-guarded', { token: admin })).body).toMatchObject({ code: 200, data: { seen: true } });
    const denied = await server.call('/probe/menu-guarded', { token: franchisee });
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ code: 'A0301', msg: 'Access denied' });
  });

  it('checks the role list', async () => {
    expect((await server.call('/probe/admin-only', { token: admin })).body.data).toEqual({ role: 'admin' });
    expect((await server.call('/probe/admin-only', { token: franchisee, language: 1 })).body).toMatchObject({
      code: 'A0301',
      msg: '没有访问权限',
    });
  });

  it('authenticates before it validates', async () => {
    expect((await server.call('/probe/write-then-fail', { body: { stationId: 'bad' } })).body.code).toBe('A0230');
  });

  it('rolls back a write and its operation log when the handler fails', async () => {
    const logs = await server.db.selectFrom('operation_log').select('id').execute();
    const answer = await server.call('/probe/write-then-fail', { token: admin, body: { stationId: 1 } });
    expect(answer.body.code).toBe('B0001');
    const station = await server.db.selectFrom('station').select('name').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(station.name).not.toBe('Renamed');
    expect(await server.db.selectFrom('operation_log').select('id').execute()).toHaveLength(logs.length);
  });

  it('refuses misdeclared routes when they are defined', () => {
    expect(() =>
      defineRoute({ method: 'POST', path: '/x', auth: 'public', writes: { action: 'a', targetType: 't' }, handler: async () => null }),
    ).toThrow(/auth 'staff'/);
    expect(() => defineRoute({ method: 'POST', path: '/x', auth: 'staff', moneyMoving: true, handler: async () => null })).toThrow(
      /writes/,
    );
  });
});
