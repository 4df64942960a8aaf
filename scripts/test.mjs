#!/usr/bin/env node
// `npm test`: lint, type-check, unit/component tests, server tests on SQLite (and on
// PostgreSQL when TEST_DATABASE_URL is set), production build, Playwright e2e.
// Ends with one "tests: N passed, N failed" line summing every runner.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = '.test-results';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : `FAILED (exit ${r.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failures.push(name);
  return r.status === 0;
}

function countJest(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    passed += j.numPassedTests;
    failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0);
  } catch {
    failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    passed += j.stats.expected + (j.stats.flaky || 0);
    failed += j.stats.unexpected;
  } catch {
    failed += 1;
  }
}

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('unit', 'npx', ['jest', '--selectProjects', 'unit', '--json', `--outputFile=${out}/unit.json`]);
countJest(`${out}/unit.json`);
step('server (SQLite)', 'npx', ['jest', '--selectProjects', 'server', '--runInBand', '--json', `--outputFile=${out}/server-sqlite.json`], { TEST_DATABASE_URL: '' });
countJest(`${out}/server-sqlite.json`);
if (process.env.TEST_DATABASE_URL) {
  step('server (PostgreSQL)', 'npx', ['jest', '--selectProjects', 'server', '--runInBand', '--json', `--outputFile=${out}/server-pg.json`]);
  countJest(`${out}/server-pg.json`);
} else {
  console.log('\n=== server (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}
if (step('build', 'npx', ['vite', 'build', '--logLevel', 'warn'])) {
  step('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json` });
  countPlaywright(`${out}/e2e.json`);
}

if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
