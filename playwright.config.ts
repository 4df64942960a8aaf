import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from './scripts/chromium.mjs';
import { walkDatabase } from './tests/e2e/teardown';

// One Node process serves the built console and the API on one port, over a fresh database.
const port = Number(process.env.E2E_PORT || 8799);
// A database this config names is its own to remove afterwards (tests/e2e/teardown.ts); one named
// by the caller through E2E_DB is kept. Each run's copy is about half a gigabyte.
if (!process.env.E2E_DB) {
  process.env.E2E_DB = path.join(os.tmpdir(), `chance-e2e-${Date.now()}.db`);
  process.env.E2E_DB_OWNED = '1';
}
export const baseURL = `http://127.0.0.1:${port}`;

// The screen walk (every menu screen in two languages, about 40 % of the suite's time) runs beside
// the flows, in its own worker against its own server and database, so the flows' writes and the
// walk never meet. A run that names spec files without the walk starts one server only. Decided
// once in the runner: workers inherit the environment, and must see the same projects.
const WALK = 'screens.spec.ts';
if (process.env.E2E_SPLIT === undefined) {
  const named = process.argv.slice(2).filter((a) => !a.startsWith('-') && /spec|e2e\//.test(a));
  process.env.E2E_SPLIT = named.length === 0 || named.some((a) => WALK.startsWith(a.split('/').pop() ?? a)) ? '1' : '0';
}
const split = process.env.E2E_SPLIT === '1';
const walkPort = port + 1;
const walkDb = walkDatabase(process.env.E2E_DB);

function server(serverPort: number, db: string) {
  return {
    command: 'npx tsx server/main.ts --serve-console',
    url: `http://127.0.0.1:${serverPort}/login`,
    env: { PORT: String(serverPort), DATABASE_URL: `sqlite:${db}`, SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    // Seeding the default profile takes ~1 min on a quiet 2-core machine and several under load.
    timeout: 600_000,
    stdout: 'pipe' as const,
  };
}


export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker per project: the flows share one server's data, so they run one after another.
  workers: split ? 2 : 1,
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
  projects: split
    ? [
      { name: 'flows', testIgnore: WALK, workers: 1 },
      { name: 'walk', testMatch: WALK, workers: 1, use: { baseURL: `http://127.0.0.1:${walkPort}` } },
    ]
    : [{ name: 'flows' }],
  webServer: split ? [server(port, process.env.E2E_DB), server(walkPort, walkDb)] : [server(port, process.env.E2E_DB)],
});
