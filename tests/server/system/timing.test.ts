import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ApiError } from '../../../server/http/errors';
import { defineRoute } from '../../../server/http/route';
import { BUCKETS, bucketOf, emptyHistogram, percentile, upperBound } from '../../../plugins/system/server/timing/histogram';
import { timingOf } from '../../../plugins/system/server/timing/installTiming';
import { HOUR, MINUTE } from '../../../plugins/system/server/timing/recorder';
import { SETUP_TIMEOUT, startServer, type TestServer } from '../helpers/server';
import { codesFor, loginAll, type Tokens } from '../account/staff/fixture';

const SLEEP = '/chance-test-timing/sleep';
const LIST = '/chance-interface-time-consuming/query/interfaceTimeConsuming/list';
const SERIES = '/chance-interface-time-consuming/query/interfaceTimeConsuming/series';

// An endpoint whose duration and outcome the test chooses.
const sleepRoute = defineRoute({
  method: 'POST',
  path: SLEEP,
  auth: 'public',
  body: z.object({ ms: z.number().int().min(0).max(1000), fail: z.boolean().optional() }),
  async handler({ body }) {
    await new Promise((resolve) => setTimeout(resolve, body.ms));
    if (body.fail) throw new ApiError('A0404', 'not_found');
    return null;
  },
});

let server: TestServer;
let tokens: Tokens;
beforeAll(async () => {
  // The timer never fires during the test: each test flushes when it means to.
  server = await startServer({ extraRoutes: [sleepRoute], timing: { flushEveryMs: 3_600_000 } });
  tokens = await loginAll(server);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

interface Row {
  route: string;
  count: number;
  errors: number;
  errorRate: number;
  p50: number;
  p95: number;
  max: number;
}
const list = async (body: Record<string, unknown> = {}, token = tokens.admin) => {
  const answer = await server.call(LIST, { token, body });
  expect(answer.body.code).toBe(200);
  return answer.body.data as { list: Row[]; total: number };
};
const rowOf = async (route: string, window = '1h') => (await list({ window, endpoint: route })).list.find((r) => r.route === route);
const sleep = (ms: number, fail = false) => server.call(SLEEP, { body: { ms, fail } });
const handle = () => {
  const h = timingOf(server.db);
  if (!h) throw new Error('the app records no timings');
  return h;
};
const storedRows = async (route: string) => server.db.selectFrom('interface_timing').selectAll().where('route', '=', route).execute();

describe('histogram', () => {
  it('estimates percentiles of a known set of durations within half a bucket', () => {
    const h = emptyHistogram();
    for (let ms = 1; ms <= 1000; ms++) h[bucketOf(ms)]++;
    expect(percentile(h, 0.5, 1000)).toBeGreaterThan(500 * 0.94);
    expect(percentile(h, 0.5, 1000)).toBeLessThan(500 * 1.06);
    expect(percentile(h, 0.95, 1000)).toBeGreaterThan(950 * 0.94);
    expect(percentile(h, 0.95, 1000)).toBeLessThan(950 * 1.06);
    // Never above the largest duration seen; empty has none.
    expect(percentile(h, 1, 1000)).toBeLessThanOrEqual(1000);
    expect(percentile(emptyHistogram(), 0.5, 0)).toBeNull();
    expect(bucketOf(0)).toBe(0);
    expect(bucketOf(10 * 60_000)).toBe(BUCKETS - 1);
  });
});

describe('recording', () => {
  it('records real calls per endpoint, written or not yet written, but never its own calls', async () => {
    const route = 'POST /chance_sys_log/list';
    for (let i = 0; i < 3; i++) expect((await server.call('/chance_sys_log/list', { token: tokens.admin, body: {} })).body.code).toBe(200);
    expect(await rowOf(route)).toMatchObject({ count: 3, errors: 0, errorRate: 0 });
    await handle().flush(true);
    expect((await storedRows(route)).reduce((n, r) => n + Number(r.count), 0)).toBe(3);
    // Read back from the table, not counted twice.
    const row = await rowOf(route);
    expect(row).toMatchObject({ count: 3, errors: 0 });
    expect(row!.p50).toBeGreaterThan(0);
    expect(row!.max).toBeGreaterThanOrEqual(row!.p95);
    expect(row!.p95).toBeGreaterThanOrEqual(row!.p50);
    expect((await list({ endpoint: 'interface' })).total).toBe(0);
    expect(await storedRows(`POST ${LIST}`)).toHaveLength(0);
  });

  it('answers percentiles of chosen durations and counts errors', async () => {
    const route = `POST ${SLEEP}`;
    // Each call's duration as the client saw it: never shorter than what the server recorded, so
    // the k-th shortest seen here bounds the k-th shortest recorded however loaded the machine is.
    const seen: number[] = [];
    const timed = async (ms: number, fail = false) => {
      const started = performance.now();
      const answer = await sleep(ms, fail);
      seen.push(performance.now() - started);
      return answer;
    };
    for (let i = 0; i < 10; i++) await timed(10);
    for (let i = 0; i < 9; i++) await timed(40);
    await timed(200);
    for (let i = 0; i < 5; i++) expect((await timed(0, true)).status).toBe(404);
    const row = (await rowOf(route))!;
    // 25 calls: 5 failed at once, 10 × 10 ms, 9 × 40 ms, 1 × 200 ms.
    expect(row).toMatchObject({ count: 25, errors: 5, errorRate: 0.2 });
    // The median is the 13th duration, a 10 ms call; p95 the 24th, a 40 ms call, not the 200 ms one.
    // An estimate stays inside its duration's bucket (12% wide) and is answered to 0.1 ms.
    seen.sort((a, b) => a - b);
    const atMost = (rank: number) => upperBound(bucketOf(seen[rank - 1])) + 0.1;
    expect(row.p50).toBeGreaterThanOrEqual(9);
    expect(row.p50).toBeLessThanOrEqual(atMost(13));
    expect(row.p95).toBeGreaterThanOrEqual(38);
    expect(row.p95).toBeLessThanOrEqual(atMost(24));
    expect(row.max).toBeGreaterThanOrEqual(200);
    // Sorted by p95, slowest first, by default; and by any column on request.
    const all = (await list()).list;
    expect(all.map((r) => r.p95)).toEqual([...all.map((r) => r.p95)].sort((a, b) => b - a));
    const byErrors = (await list({ sortField: 'errors', sortOrder: 'DESC' })).list;
    expect(byErrors[0].route).toBe(route);
    // The series holds this minute's calls.
    const series = (await server.call(SERIES, { token: tokens.admin, body: { window: '1h', route } })).body.data;
    expect(series.step).toBe(MINUTE);
    expect(series.points.length).toBeGreaterThanOrEqual(60);
    expect(series.points.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(25);
  });

  it('keeps each window to its own span and rolls off rows older than 7 days', async () => {
    const route = 'POST /chance-window-probe';
    const now = Date.now();
    const row = (startAt: number, span: number, count: number) => ({
      route,
      start_at: startAt - (startAt % span),
      span,
      count,
      errors: 1,
      sum_us: count * 5000,
      max_us: 9000,
      histogram: JSON.stringify({ [bucketOf(5)]: count }),
    });
    await server.db
      .insertInto('interface_timing')
      .values([
        row(now - 30 * MINUTE, MINUTE, 1),
        row(now - 5 * HOUR, HOUR, 10),
        row(now - 3 * 24 * HOUR, HOUR, 100),
        row(now - 8 * 24 * HOUR, HOUR, 1000),
      ])
      .execute();
    expect((await rowOf(route, '1h'))!.count).toBe(1);
    expect((await rowOf(route, '24h'))!.count).toBe(11);
    expect(await rowOf(route, '7d')).toMatchObject({ count: 111, errors: 3, max: 9 });
    const week = (await server.call(SERIES, { token: tokens.admin, body: { window: '7d', route } })).body.data;
    expect(week.step).toBe(HOUR);
    expect(week.points.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(111);

    // The flush timer compacts at most every 10 minutes; run the compaction itself at this instant.
    const { compactAndRollOff } = await import('../../../plugins/system/server/timing/timingStore');
    await compactAndRollOff(server.db, now);
    const left = await storedRows(route);
    expect(left.map((r) => Number(r.count)).sort((a, b) => a - b)).toEqual([1, 10, 100]);
    expect((await rowOf(route, '7d'))!.count).toBe(111);
  });

  it('merges minute rows older than an hour into hour rows without changing the figures', async () => {
    const route = 'POST /chance-compact-probe';
    const now = Date.now();
    const hourStart = now - (now % HOUR) - 3 * HOUR;
    await server.db
      .insertInto('interface_timing')
      .values(
        [0, 1, 2].map((m) => ({
          route,
          start_at: hourStart + m * MINUTE,
          span: MINUTE,
          count: 2,
          errors: 0,
          sum_us: 4000,
          max_us: 3000 + m,
          histogram: JSON.stringify({ [bucketOf(2)]: 2 }),
        })),
      )
      .execute();
    const before = await rowOf(route, '24h');
    const { compactAndRollOff } = await import('../../../plugins/system/server/timing/timingStore');
    await compactAndRollOff(server.db, now);
    const rows = await storedRows(route);
    expect(rows.map((r) => [Number(r.span), Number(r.count), Number(r.max_us)])).toEqual([[HOUR, 6, 3002]]);
    expect(await rowOf(route, '24h')).toEqual(before);
  });

  it('survives a failing write: requests go on, the minutes are kept and written later', async () => {
    const route = `POST ${SLEEP}`;
    await handle().flush(true);
    const storedBefore = (await storedRows(route)).reduce((n, r) => n + Number(r.count), 0);
    await server.db.schema.alterTable('interface_timing').renameTo('interface_timing_away').execute();
    try {
      for (let i = 0; i < 4; i++) expect((await sleep(1)).body.code).toBe(200);
      await expect(handle().flush(true)).resolves.toBeUndefined();
      expect((await sleep(1)).body.code).toBe(200);
    } finally {
      await server.db.schema.alterTable('interface_timing_away').renameTo('interface_timing').execute();
    }
    await handle().flush(true);
    expect((await storedRows(route)).reduce((n, r) => n + Number(r.count), 0)).toBe(storedBefore + 5);
  });
});

describe('what is measured', () => {
  it(
    'API endpoints only: not console files, the SPA fallback, unknown paths or preflights',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'chance-console-'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>');
      writeFileSync(join(root, 'app.js'), 'console.log(1)');
      const own = await startServer({ seed: false, consoleRoot: root, timing: { flushEveryMs: 3_600_000 } });
      try {
        expect((await fetch(`${own.url}/app.js`)).status).toBe(200);
        expect((await fetch(`${own.url}/system_management/menu`, { headers: { accept: 'text/html' } })).status).toBe(200);
        expect((await fetch(`${own.url}/chance-nothing/here`, { method: 'POST' })).status).toBe(404);
        await fetch(`${own.url}/chance_login/getTimeMillis`, {
          method: 'OPTIONS',
          headers: { origin: 'http://elsewhere', 'access-control-request-method': 'GET' },
        });
        expect((await own.call('/chance_login/getTimeMillis', { method: 'GET' })).status).toBe(200);
        const recorded = timingOf(own.db)!
          .recorder.pending(0)
          .map((c) => [c.route, c.count]);
        expect(recorded).toEqual([['GET /chance_login/getTimeMillis', 1]]);
      } finally {
        await own.close();
        rmSync(root, { recursive: true, force: true });
      }
      // Closing stopped the timer and let go of the database.
      expect(timingOf(own.db)).toBeUndefined();
    },
    SETUP_TIMEOUT,
  );
});

describe('input and authorization', () => {
  it('is for administrators with the menu only', async () => {
    const codes = { admin: 200, franchisee: 'A0301', agent: 'A0301', agent2: 'A0301', expired: 'A0230', anonymous: 'A0230' };
    expect(await codesFor(server, tokens, LIST, {})).toEqual(codes);
    expect(await codesFor(server, tokens, SERIES, { route: `POST ${SLEEP}` })).toEqual(codes);
  });

  it('refuses a bad window, sort or missing endpoint', async () => {
    expect((await server.call(LIST, { token: tokens.admin, body: { window: '2h' } })).body.code).toBe('A0400');
    expect((await server.call(LIST, { token: tokens.admin, body: { sortField: 'drop table' } })).body.code).toBe('A0400');
    expect((await server.call(SERIES, { token: tokens.admin, body: { window: '1h' } })).body.code).toBe('A0400');
  });
});
