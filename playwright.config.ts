import { defineConfig, type Project } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from './scripts/chromium.mjs';
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
export const baseURL = `http://127.0.0.1:${port}`;

/*
 * Three lanes, each with its own server and database, so no lane's writes meet another's: the
 * screen walk and two halves of the flows. A lane's tests run one at a time, in order, in a worker
 * of its own. Measured: three workers, e2e 32.7 min; two workers sharing the three lanes, ~40 min
 * (a lane cannot use a second worker, so the last lane ran alone). FLOWS_A holds the heavier specs;
 * a new spec joins the other half. A run that names spec files without the walk starts one server only.
 * Decided once in the runner: workers inherit the environment, and must see the same projects.
 */
const WALK = 'screens.spec.ts';
const FLOWS_A = ['money-orders.spec.ts', 'routes.spec.ts', 'commission.spec.ts', 'popup.spec.ts', 'popup-report.spec.ts', 'account-staff.spec.ts', 'login.spec.ts'];
if (process.env.E2E_SPLIT === undefined) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('-') && /spec|e2e\//.test(a));
  process.env.E2E_SPLIT = named.length === 0 || named.some((a) => WALK.startsWith(a.split('/').pop() ?? a)) ? '1' : '0';
}
const split = process.env.E2E_SPLIT === '1';

/** A lane: its tests, and the server (port and database) they run against. */
function lane(name: string, offset: number, files: Pick<Project, 'testMatch' | 'testIgnore'>): { project: Project; server: ReturnType<typeof server> } {
  const db = serverDatabase(process.env.E2E_DB!, name);
  return {
    project: { name, ...files, workers: 1, use: { baseURL: `http://127.0.0.1:${port + offset}` }, metadata: { db } },
    server: server(port + offset, db),
  };
}

function server(serverPort: number, db: string) {
  return {
    command: `node scripts/e2eDatabase.mjs serve ${process.env.E2E_TEMPLATE} ${db} --serve-console`,
    url: `http://127.0.0.1:${serverPort}/login`,
    env: { PORT: String(serverPort), SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    // Seeding the template takes ~1 min on a quiet 2-core machine and several under load.
    timeout: 600_000,
    stdout: 'pipe' as const,
  };
}

const lanes = split
  ? [
    lane('walk', 1, { testMatch: WALK }),
    lane('flows-a', 0, { testMatch: FLOWS_A }),
    lane('flows-b', 2, { testIgnore: [WALK, ...FLOWS_A] }),
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
    launchOptions: { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs },
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    // A retry records a trace, so a test that fails only now and then shows what happened.
    trace: 'on-first-retry',
  },
  projects: lanes.map((l) => l.project),
  webServer: lanes.map((l) => l.server),
});
