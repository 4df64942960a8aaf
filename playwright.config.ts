import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { chromiumArgs } from './scripts/chromium.mjs';

// One Node process serves the built console and the API on one port, over a fresh database.
const port = Number(process.env.E2E_PORT || 8799);
// A database this config names is its own to remove afterwards (tests/e2e/teardown.ts); one named
// by the caller through E2E_DB is kept. Each run's copy is about half a gigabyte.
if (!process.env.E2E_DB) {
  process.env.E2E_DB = path.join(os.tmpdir(), `chance-e2e-${Date.now()}.db`);
  process.env.E2E_DB_OWNED = '1';
}
export const baseURL = `http://127.0.0.1:${port}`;


export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/teardown.ts',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // npm test's preflight sets CHROMIUM to the browser it found or installed.
    launchOptions: { executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: chromiumArgs },
    timezoneId: 'Asia/Kolkata',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
  },
  webServer: {
    command: 'npx tsx server/main.ts --serve-console',
    url: `${baseURL}/login`,
    env: { PORT: String(port), DATABASE_URL: `sqlite:${process.env.E2E_DB}`, SIMULATOR: 'off', LOG_LEVEL: 'warn' },
    reuseExistingServer: false,
    // Seeding the default profile takes ~1 min on a quiet 2-core machine and several under load.
    timeout: 600_000,
    stdout: 'pipe',
  },
});
