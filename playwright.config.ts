import { defineConfig, type Project } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { serverDatabase, templateDatabase } from './tests/e2e/teardown';

// Each server is one Node process serving the built console and the API on one port, over its own
// copy of one seeded database (scripts/e2eDatabase.mjs: the demo is seeded once, then copied).
const port = Number(process.env.E2E_PORT || 8799);
// A database this config names is its own to remove afterwards (tests/e2e/teardown.ts); one named
// by the caller through E2E_DB is kept. Each copy is about half a gigabyte.
if (!process.env.E2E_DB) {
  process.env.E2E_DB = path.join(os.tmpdir(), `chance-e2e-${Date.now()}.db`);
  process.env.E2E_DB_OWNED = '1';
}
// `npm test` seeds the template while lint and the type check run, and names it here.
process.env.E2E_TEMPLATE ||= templateDatabase(process.env.E2E_DB);
// The registry's routes, read once for the run (tests/e2e/registryRoutes.ts), removed by the teardown.
process.env.E2E_REGISTRY_ROUTES ||= `${process.env.E2E_DB}-registry.json`;
export const baseURL = `http://127.0.0.1:${port}`;

/*
 * Four lanes, each with its own server and database, so no lane's writes meet another's. A lane's
 * tests run one at a time, in order, in a worker of its own, so the run takes as long as its
 * longest lane: the lanes are balanced by the spec times of the last full run (lane minutes under
 * the lanes sharing two cores, CI of 61c0f59): `reads` holds the two specs that only look (every
 * route reloaded, 19.0 before its duplicate reloads went, about 14 after; the walk's Chinese half
 * 8.2) and the flows that sort after the walk (LATE_FLOWS, 6.5: files run in name order, so the
 * walk still meets the seed as it is); `dev` the walk's English half (3.4) under `npm run dev`;
 * FLOWS_A the heavier flows, 29.8; flows-b the rest, 28.8 (before: reads 30.7, flows-b 35.3).
 * A new spec joins flows-b; move one across when `npm test`'s slowest-file lines show a lane ahead.
 * Decided once in the runner: workers inherit the environment, and must see the same projects.
 */
const WALK = 'screens.spec.ts';
const LATE_FLOWS = [
  'stored-html.spec.ts',
  'system-risk-domain.spec.ts',
  'system.spec.ts',
  'tags.spec.ts',
  'vip-tasks.spec.ts',
  'vip.spec.ts',
  'vipPoints.spec.ts',
];
const READS = [WALK, 'routes.spec.ts', ...LATE_FLOWS];
const FLOWS_A = [
  'money-orders.spec.ts',
  'login.spec.ts',
  'commission.spec.ts',
  'account-staff.spec.ts',
  'popup-report.spec.ts',
  'console.spec.ts',
  'popup.spec.ts',
  'report.spec.ts',
  'account-agents.spec.ts',
  'banners.spec.ts',
];
if (process.env.E2E_SPLIT === undefined) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('-') && /spec|e2e\//.test(a));
  process.env.E2E_SPLIT = named.length === 0 || named.some((a) => WALK.startsWith(a.split('/').pop() ?? a)) ? '1' : '0';
}
const split = process.env.E2E_SPLIT === '1';

/** A lane: its tests, and the server (port, database, how it is started) they run against. */
function lane(
  name: string,
  offset: number,
  files: Pick<Project, 'testMatch' | 'testIgnore' | 'grep' | 'grepInvert'>,
  start = '--serve-console',
): { project: Project; server: ReturnType<typeof server> } {
  const db = serverDatabase(process.env.E2E_DB!, name);
  return {
    project: { name, ...files, workers: 1, use: { baseURL: `http://127.0.0.1:${port + offset}` }, metadata: { db } },
    server: server(port + offset, db, start),
  };
}

function server(serverPort: number, db: string, start: string) {
  return {
    command: `node scripts/e2eDatabase.mjs serve ${process.env.E2E_TEMPLATE} ${db} ${start}`,
    url: `http://127.0.0.1:${serverPort}/login`,
    env: { PORT: String(serverPort), SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    // Seeding the template takes ~1 min on a quiet 2-core machine and several under load.
    timeout: 600_000,
    stdout: 'pipe' as const,
  };
}

/** The walk's English half runs under `npm run dev` (the sources through Vite): every menu screen
 * opened there too, where a dev-only gap once hid two broken screens. */
const EN_WALK = /screens in en/;
const lanes = split
  ? [
      // `npm start` itself (scripts/start.mjs) serves the lane that reloads every route.
      lane('reads', 1, { testMatch: READS, grepInvert: EN_WALK }, '--npm-start --no-build'),
      lane('flows-a', 0, { testMatch: FLOWS_A }),
      lane('flows-b', 2, { testIgnore: [...READS, ...FLOWS_A] }),
      lane('dev', 3, { testMatch: WALK, grep: EN_WALK }, '--npm-start --dev'),
    ]
  : [lane('flows', 0, {})];

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results/e2e',
  // Three lanes share two cores: a long flow can take twice what it takes alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // npm test's preflight sets CHROMIUM to the browser it found or installed.
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A retry records a trace, so a test that fails only now and then shows what happened.
    trace: 'on-first-retry',
  },
  projects: lanes.map((l) => l.project),
  webServer: lanes.map((l) => l.server),
});
