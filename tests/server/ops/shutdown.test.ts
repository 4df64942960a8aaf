// @test-alone: over half a minute alone; a jest file of its own keeps the two workers balanced (scripts/jestGroups.mjs).
import { spawn } from 'node:child_process';
import { preparedDatabase, sha256 } from '../helpers/server';
import { serverNodeArgs } from '../helpers/serverProcess';

// The server as operators run it (server/main.ts): its request log on stdout, its metrics port, and
// SIGTERM taking it out of the balancer (/readyz 503) while it still serves, then a clean exit.

const TOKEN = 'shutdown-test-token-42';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** server/main.ts as operators run it, over `url`, with `env` on top; its output so far and a poll for what it prints or answers. */
function startMain(url: string, env: Record<string, string>, pollMs: number) {
  const child = spawn(process.execPath, serverNodeArgs('main'), {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'off',
      METRICS_PORT: '0',
      METRICS_TOKEN: TOKEN,
      JOBS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const output = () => text;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async <T>(what: string, ms: number, probe: () => T | null | Promise<T | null>): Promise<T> => {
    const until = Date.now() + ms;
    for (;;) {
      const value = await probe();
      if (value !== null) return value;
      if (Date.now() > until || child.exitCode !== null) throw new Error(`${what} not seen in: ${text}`);
      await sleep(pollMs);
    }
  };
  return { child, output, exited, waitFor };
}

describe('server/main.ts operations', () => {
  it('logs each request under the id it answers, reports leadership, and drains on SIGTERM', async () => {
    const database = await preparedDatabase();
    const { child, output, exited, waitFor } = startMain(database.url, { LOG_LEVEL: 'info', SHUTDOWN_DRAIN_MS: '3000' }, 100);
    try {
      const port = await waitFor('the listening line', 60_000, () => {
        const match = /Chance Admin API listening on http:\/\/localhost:(\d+)/.exec(output());
        return match ? Number(match[1]) : null;
      });
      const metricsPort = await waitFor('the metrics line', 10_000, () => {
        const match = /Metrics on http:\/\/127\.0\.0\.1:(\d+)\/metrics \(bearer token\)/.exec(output());
        return match ? Number(match[1]) : null;
      });
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      // /metrics is answered on its own port only.
      expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);

      const login = () =>
        fetch(`${base}/chance_login/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: sha256('admin123') }),
        });
      const answer = await login();
      expect((await answer.json()).code).toBe(200);
      const id = answer.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f]{16}$/);
      const line = await waitFor('the request line', 5000, () => {
        const found = output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { reqId?: string; msg: string; route?: string; statusCode?: number; level: number })
          .filter((l) => l.reqId === id);
        return found.length > 0 ? found : null;
      });
      expect(line).toHaveLength(1);
      expect(line[0]).toMatchObject({ msg: 'request', route: '/chance_login/login', statusCode: 200, level: 30 });

      // The only process leads the scheduler, and its period loop ticks.
      const scrape = async () =>
        (await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const metrics = await waitFor('leadership in the metrics', 20_000, async () => {
        const text = await scrape();
        return /^chance_scheduler_leader 1$/m.test(text) && /chance_scheduler_tick_lag_seconds\{loop="periods"\}/.test(text) ? text : null;
      });
      expect(metrics).toMatch(/^chance_http_requests_total\{method="POST",route="\/chance_login\/login",status="200"\} 1$/m);

      // SIGTERM: /readyz fails at once; the process keeps answering for the drain, then exits cleanly.
      const stoppedAt = Date.now();
      child.kill('SIGTERM');
      const notReady = await waitFor('readyz failing', 2000, async () => {
        const ready = await fetch(`${base}/readyz`);
        return ready.status === 503 ? ((await ready.json()) as { reason: string }) : null;
      });
      expect(notReady).toEqual({ status: 'not_ready', reason: 'shutting_down' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await login()).status).toBe(200);
      expect(Date.now() - stoppedAt).toBeLessThan(3000);
      expect(await exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(3000);
      // The probes wrote no request lines.
      expect(output()).not.toMatch(/"path":"\/(readyz|healthz|metrics)"/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.dispose();
    }
  }, 120_000);
});

describe('server/main.ts with WORKERS=2', () => {
  it('answers METRICS_PORT from the primary with the sum of its workers', async () => {
    const database = await preparedDatabase();
    const { child, output, exited, waitFor } = startMain(database.url, { LOG_LEVEL: 'warn', WORKERS: '2' }, 200);
    try {
      const metricsPort = await waitFor('the metrics line', 60_000, () => {
        const match = /Metrics of the 2 workers on http:\/\/127\.0\.0\.1:(\d+)\/metrics \(bearer token\)/.exec(output());
        return match ? Number(match[1]) : null;
      });
      // Both workers listen on one port (printed by each).
      const port = await waitFor('two listening workers', 90_000, () => {
        const ports = [...output().matchAll(/Chance Admin API listening on http:\/\/localhost:(\d+)/g)].map((m) => Number(m[1]));
        return ports.length >= 2 ? ports[0] : null;
      });
      const scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      expect((await fetch(scrapeUrl)).status).toBe(401);
      const logins = 6;
      for (let i = 0; i < logins; i++) {
        const answer = await fetch(`http://127.0.0.1:${port}/chance_login/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', connection: 'close' },
          body: JSON.stringify({ username: 'admin', password: sha256('admin123') }),
        });
        expect((await answer.json()).code).toBe(200);
      }
      const text = await waitFor('one leader among the workers', 30_000, async () => {
        const answer = await (await fetch(scrapeUrl, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
        return /^chance_scheduler_leader 1$/m.test(answer) ? answer : null;
      });
      expect(text).toMatch(
        new RegExp(`^chance_http_requests_total\\{method="POST",route="/chance_login/login",status="200"\\} ${logins}$`, 'm'),
      );
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await database.dispose();
    }
  }, 180_000);
});
