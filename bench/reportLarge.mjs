// Issue 14 figures on the large profile: every report over 30 and 90 days (1 warm pass, then 10
// measured), and the first chart paint of daily_overview. Starts its own server on the database.
// Usage: node bench/reportLarge.mjs [sqlite:/path/large.db] (PORT in the environment, default 8864).
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadavg } from 'node:os';
import { login } from './api.mjs';
import { reportApiReport, reportPaintReport } from './report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const database = process.argv[2] ?? 'sqlite:/work/bench/large.db';
const port = Number(process.env.PORT ?? 8864);
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', '--serve-console'], {
  cwd: root,
  detached: true,
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: database,
    SIMULATOR: 'off',
    SEED: 'off',
    JOBS: 'off',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const t0 = Date.now();
try {
  for (;;) {
    const up = await fetch(`${base}/login`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await sleep(500);
    if (Date.now() - t0 > 900_000) throw new Error('no start');
  }
  console.log(
    'server up in',
    Date.now() - t0,
    'ms; load average',
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  );
  const token = await login(base);
  const agent = await login(base, 'agent', 'agent123');
  // The warm pass reads each report's pages from disk once.
  await reportApiReport(base, token, agent, 1);
  const api = await reportApiReport(base, token, agent, 10);
  console.log(JSON.stringify(api, null, 1));
  console.log(
    'load average after the API pass',
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  );
  if (!process.argv.includes('--no-paint')) console.log('paint', JSON.stringify(await reportPaintReport(base, token, 3)));
} finally {
  process.kill(-child.pid, 'SIGTERM');
}
