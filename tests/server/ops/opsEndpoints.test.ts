import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { poolOf } from '../../../server/db/database';
import { runDueJobs, type PeriodicJob } from '../../../server/jobs';
import { opsOf, startMetricsServer } from '../../../server/ops/install';
import { tick } from '../../../plugins/lottery/server/scheduler';
import { timingOf } from '../../../plugins/system/server/timing/installTiming';
import { sha256, startServer, type TestServer } from '../helpers/server';
import { ELF, png } from '../uploads/images';

// Health, metrics and request logs (issue 42) over real HTTP against a real server and database.

const TOKEN = 'metrics-test-token-0123456789';

/** The sample value of `name{labels}` in a Prometheus text answer (labels in any order); 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}

interface LogLine {
  level: number;
  reqId?: string;
  msg: string;
  route?: string;
  path?: string;
  statusCode?: number;
}

describe('operations endpoints', () => {
  let server: TestServer;
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
      done();
    },
  });

  const uploadDir = mkdtempSync(join(tmpdir(), 'chance-ops-uploads-'));

  beforeAll(async () => {
    server = await startServer({ logger: { level: 'info', stream }, ops: { metricsToken: TOKEN }, uploadDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it('answers /healthz and /readyz, unauthenticated and small', async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('asks for the bearer token on /metrics', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const text = await scrape();
    expect(text).toContain('# TYPE chance_http_requests_total counter');
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts a request under its declared route and status, and leaves the probes out', async () => {
    const before = await scrape();
    const route = { method: 'POST', route: '/chance_login/login', status: '200' };
    await server.login('admin');
    const refused = await server.call('/chance_login/login', { body: { username: 'admin', password: sha256('not-it') } });
    expect(refused.status).toBe(400);
    await fetch(`${server.url}/healthz`);
    await fetch(`${server.url}/readyz`);
    // An unknown URL is counted as unmatched, never under its raw path.
    await server.call('/chance-nothing/here/12345');
    const after = await scrape();
    expect(sample(after, 'chance_http_requests_total', route) - sample(before, 'chance_http_requests_total', route)).toBe(1);
    const refusedLabels = { ...route, status: '400' };
    expect(sample(after, 'chance_http_requests_total', refusedLabels) - sample(before, 'chance_http_requests_total', refusedLabels)).toBe(
      1,
    );
    expect(
      sample(after, 'chance_http_request_duration_seconds_count', route) -
        sample(before, 'chance_http_request_duration_seconds_count', route),
    ).toBe(1);
    expect(
      sample(after, 'chance_login_failures_total', { reason: 'wrong_password' }) -
        sample(before, 'chance_login_failures_total', { reason: 'wrong_password' }),
    ).toBe(1);
    expect(sample(after, 'chance_http_requests_total', { route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
    // The raw path, not its last segment: a process figure (heap bytes, CPU seconds) may hold the digits 12345.
    expect(after).not.toContain('chance-nothing');
  });

  it('counts exports by route', async () => {
    const token = await server.login('admin');
    const before = await scrape();
    const answer = await fetch(`${server.url}/chance-member/export`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.headers.get('content-type')).toMatch(/spreadsheet/);
    await answer.arrayBuffer();
    const outcome = 'ok';
    const after = await scrape();
    const labels = { route: '/chance-member/export', outcome };
    expect(sample(after, 'chance_exports_total', labels) - sample(before, 'chance_exports_total', labels)).toBe(1);
  });

  it('counts uploads by route and outcome: one stored image is one ok, a refused file one failed', async () => {
    const token = await server.login('admin');
    const upload = async (bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      const response = await fetch(`${server.url}/chance-upload/image`, { method: 'POST', headers: { token }, body: form });
      return { status: response.status, body: (await response.json()) as { code: number | string } };
    };
    const labels = (outcome: string) => ({ route: '/chance-upload/image', outcome });
    const counts = (text: string) => [
      sample(text, 'chance_uploads_total', labels('ok')),
      sample(text, 'chance_uploads_total', labels('failed')),
    ];

    const before = counts(await scrape());
    expect(await upload(png(16, 16), 'pixel.png')).toEqual({ status: 200, body: expect.objectContaining({ code: 200 }) });
    expect(readdirSync(uploadDir, { recursive: true }).length).toBeGreaterThan(0);
    const stored = counts(await scrape());
    expect([stored[0] - before[0], stored[1] - before[1]]).toEqual([1, 0]);

    expect(await upload(ELF, 'photo.png')).toMatchObject({ status: 400, body: { code: 'A0400' } });
    const refused = counts(await scrape());
    expect([refused[0] - stored[0], refused[1] - stored[1]]).toEqual([0, 1]);
  });

  it('reads the pending queues at scrape time', async () => {
    const pending = async () =>
      Number(
        (
          await server.db
            .selectFrom('change_request')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'pending_approval')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const admin = await server.db.selectFrom('staff_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await server.db
      .insertInto('change_request')
      .values({
        request_no: `RTEST${Date.now()}`,
        kind: 'staff.add',
        target_id: null,
        payload_json: '{}',
        before_json: 'null',
        franchisee_id: null,
        maker_id: admin.id,
        created_at: Date.now(),
      })
      .execute();
    const text = await scrape();
    const expected = await pending();
    expect(expected).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'chance_pending_queue_size', { queue: 'change_request' })).toBe(expected);
    // The modules' badge counters are there too (money reviews and approvals, agent applications, …).
    expect(text.match(/^chance_pending_queue_size\{/gm)?.length ?? 0).toBeGreaterThan(3);
  });

  it('reports the PostgreSQL pool where there is one, and no pool figures on SQLite', async () => {
    const text = await scrape();
    if (server.dialect === 'postgres') {
      const pool = poolOf(server.db);
      expect(pool).toBeDefined();
      expect(sample(text, 'chance_db_pool_max_connections')).toBe(pool?.max);
      expect(sample(text, 'chance_db_pool_acquire_seconds_count')).toBeGreaterThan(0);
      expect(text).toMatch(/^chance_db_pool_connections\{state="in_use"\} \d+$/m);
    } else {
      expect(poolOf(server.db)).toBeUndefined();
      expect(text).not.toContain('chance_db_pool');
    }
  });

  it('times draws, settlements, scheduler ticks and job runs', async () => {
    // An hour on, the periods are made; five minutes later the one-minute games' are drawn and settled.
    const later = Date.now() + 3_600_000;
    await tick(server.db, later);
    const before = await scrape();
    const report = await tick(server.db, later + 300_000);
    expect(report.drawn).toBeGreaterThan(0);
    const failing: PeriodicJob = {
      name: 'ops_test_failing',
      duePeriod: () => 'p1',
      run: async () => {
        throw new Error('deliberate');
      },
    };
    const working: PeriodicJob = { name: 'ops_test_working', duePeriod: () => 'p1', run: async () => 3 };
    await runDueJobs(server.db, [failing, working, working], Date.now());
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('chance_draw_duration_seconds_count', { outcome: 'ok' })).toBe(report.drawn);
    expect(delta('chance_settlement_duration_seconds_count', { outcome: 'ok' })).toBe(report.settled);
    expect(delta('chance_job_failures_total', { job: 'ops_test_failing' })).toBe(1);
    expect(delta('chance_job_runs_total', { job: 'ops_test_working', outcome: 'ran' })).toBe(1);
    expect(delta('chance_job_runs_total', { job: 'ops_test_working', outcome: 'skipped' })).toBe(1);
    expect(sample(after, 'chance_scheduler_leader')).toBe(0);
  });

  it('keeps the interface timings apart: the probes are not timed there, the API calls are', async () => {
    await fetch(`${server.url}/healthz`);
    await fetch(`${server.url}/readyz`);
    await server.login('admin');
    const timing = timingOf(server.db);
    expect(timing).toBeDefined();
    await timing?.flush(true);
    const routes = (await server.db.selectFrom('interface_timing').select('route').distinct().execute()).map((r) => r.route);
    expect(routes.some((r) => r.includes('/chance_login/login'))).toBe(true);
    expect(routes.filter((r) => /healthz|readyz|metrics/.test(r))).toEqual([]);
  });

  it('returns the request id in x-request-id, logs one line under it, and keeps a well-formed one from a proxy', async () => {
    const own = await server.call('/chance_login/login', { body: { username: 'admin', password: sha256('admin123') } });
    const id = own.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const given = await server.call('/chance_login/login', {
      body: { username: 'admin', password: sha256('admin123') },
      headers: { 'x-request-id': 'proxy-4f1c.77:ab' },
    });
    expect(given.headers.get('x-request-id')).toBe('proxy-4f1c.77:ab');
    const forged = await server.call('/chance_login/login', {
      body: { username: 'admin', password: sha256('admin123') },
      headers: { 'x-request-id': 'two words"\\' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f]{16}$/);
    await fetch(`${server.url}/healthz`, { headers: { 'x-request-id': 'probe-id-1' } });
    // Error answers carry it as well (the id the console shows in its toast).
    const refused = await server.call('/chance-member/list', { body: {} });
    expect(refused.status).toBe(401);
    const refusedId = refused.headers.get('x-request-id');

    const of = (reqId: string | null) => lines.filter((l) => l.reqId === reqId && l.msg === 'request');
    expect(of(id)).toHaveLength(1);
    expect(of(id)[0]).toMatchObject({ level: 30, route: '/chance_login/login', path: '/chance_login/login', statusCode: 200 });
    expect(of('proxy-4f1c.77:ab')).toHaveLength(1);
    expect(of(refusedId)[0]).toMatchObject({ route: '/chance-member/list', statusCode: 401 });
    // The probes write no line; no line is Fastify's own pair ("incoming request", "request completed").
    expect(lines.filter((l) => l.reqId === 'probe-id-1')).toEqual([]);
    expect(lines.filter((l) => /incoming request|request completed/.test(l.msg))).toEqual([]);
  });

  it('serves /metrics on a port of its own', async () => {
    const separate = await startMetricsServer(server.app, { port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${separate.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const answer = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('chance_http_requests_total');
    } finally {
      await separate.close();
    }
  });

  it('fails /readyz once shutdown begins while everything else keeps answering', async () => {
    opsOf(server.app).beginShutdown();
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'shutting_down' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(typeof (await server.login('admin'))).toBe('string');
  });
});

describe('operations endpoints by default', () => {
  it('does not serve /metrics without a token or a port of its own', async () => {
    const server = await startServer();
    try {
      const answer = await fetch(`${server.url}/metrics`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('METRICS_TOKEN');
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    } finally {
      await server.close();
    }
    // A closed app is not ready either (app.close() drains it first).
    expect(opsOf(server.app).shuttingDown).toBe(true);
  });

  it('is not ready while a migration this build knows is missing', async () => {
    const server = await startServer();
    try {
      await server.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '068_installed_module' as never)
        .execute();
      const answer = await fetch(`${server.url}/readyz`);
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
