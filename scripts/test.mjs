#!/usr/bin/env node
// `npm test`: a preflight (Chromium, PostgreSQL), then lint, type-check, unit/component tests,
// server tests on SQLite and on PostgreSQL (TEST_DATABASE_URL's server, or a throwaway cluster),
// production build and its bundle budget, Playwright e2e. `npm test -- --skip e2e,pg` leaves
// stages out on purpose; nothing else is left out without failing the run. Ends with one
// "tests: N passed, N failed" line summing every runner (CI reads it).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, constants, cpus, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { prepareChromium } from './preflight/chromium.mjs';
import { writeServerGroups, writeUnitGroups } from './jestGroups.mjs';
import { parseArgs } from './preflight/decisions.mjs';
import { preparePostgres, redact, startThrowawayPostgres } from './preflight/postgres.mjs';
import { bundleServer, removeServerBundle } from './serverBundle.mjs';
import { budgetLines, cpuTimes, idleShare, slowestJestFiles, slowestPlaywrightFiles, stageTable } from './testReport.mjs';

const out = '.test-results';
let passed = 0;
let failed = 0;
const failures = [];
/** The steps running now (the two server passes run side by side). */
const running = new Set();
/** @type {(() => Promise<void>) | null} */
let stopPostgres = null;
/** Whether this run named the e2e databases (and so removes them at its end). */
let madeE2eDb = false;

const runStarted = Date.now();
/** @type {import('./testReport.mjs').StageTime[]} each stage's wall time, for the table printed last */
const stageTimes = [];
/** Which budget line a step's time counts against (the two server passes share one). */
const budgetOf = (name) => (name.startsWith('server') ? 'server' : name);

/** Jest workers per run: one per core, at least two (jest's default would leave one on CI's two cores). */
const workers = Math.max(2, availableParallelism());

const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** The server's bundle for this run (removed at the end), once made. */
let serverBundle = '';
/** The failed tests' names and the first lines of their messages, printed last (CI shows the tail). */
const failedTests = [];
/** Tests that failed and then passed on a retry: they count as passed, and are named so they get fixed. */
const flakyTests = [];
const firstLines = (message, n = 6) =>
  stripVTControlCharacters(String(message ?? ''))
    .split('\n')
    .filter((l) => l.trim())
    .slice(0, n)
    .map((l) => `      ${l.trim()}`)
    .join('\n');

function finish(code) {
  removeE2eDatabases();
  for (const line of stageTable(stageTimes)) console.log(line);
  console.log('');
  for (const line of budgetLines(stageTimes, (Date.now() - runStarted) / 1000)) console.log(line);
  if (flakyTests.length)
    console.log(`\nFlaky tests, passed on a retry (${flakyTests.length}):\n${flakyTests.map((t) => `  ~ ${t}`).join('\n')}`);
  if (failedTests.length) {
    console.log(`\nFailed tests (${failedTests.length}):`);
    for (const t of failedTests.slice(0, 20)) console.log(`  ✕ ${t.where}\n${t.message}`);
  }
  if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
  if (failures.length && failed === 0) failed = failures.length;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(code ?? (failures.length || failed ? 1 : 0));
}

// Stop the running step and the throwaway PostgreSQL (and delete its data) on Ctrl-C or a kill.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    console.log(`\n=== ${signal}: stopping`);
    for (const child of running) if (child.pid) process.kill(-child.pid, signal);
    await stopPostgres?.();
    removeE2eDatabases();
    process.exit(128 + constants.signals[signal]);
  });
}

/** Copies a child's output line by line behind a tag, so two steps running at once stay readable. */
function tagged(stream, tag) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) console.log(`${tag} ${line}`);
  });
  stream.on('end', () => rest && console.log(`${tag} ${rest}`));
}

function run(cmd, args, env, tag) {
  return new Promise((resolve) => {
    // Its own process group, so a signal reaches what npx starts (jest, Playwright's web server) too.
    const child = spawn(cmd, args, {
      stdio: ['ignore', tag ? 'pipe' : 'inherit', tag ? 'pipe' : 'inherit'],
      detached: true,
      env: { ...process.env, ...env },
    });
    if (tag) {
      tagged(child.stdout, tag);
      tagged(child.stderr, tag);
    }
    running.add(child);
    child.on('error', (error) => {
      console.log(error.message);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

async function step(name, cmd, args, env = {}, tag = '') {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const cpuBefore = cpuTimes(cpus());
  const status = await run(cmd, args, env, tag);
  console.log(`=== ${name}: ${status === 0 ? 'ok' : `FAILED (exit ${status})`} in ${seconds(started)}`);
  stageTimes.push({ name, budget: budgetOf(name), seconds: (Date.now() - started) / 1000, idle: idleShare(cpuBefore, cpuTimes(cpus())) });
  if (status !== 0) failures.push(name);
  return status === 0;
}

/** Hangs a runner's slowest files on its stage's line (the last stage of that runner's tag). */
function slowestOf(tag, files) {
  const names = { unit: 'unit', sqlite: 'server (SQLite)', pg: 'server (PostgreSQL)', e2e: 'e2e' };
  const stage = stageTimes.findLast((s) => s.name === names[tag]);
  if (stage) stage.slowest = files;
}

function countJest(file, step) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    slowestOf(step, slowestJestFiles(j, process.cwd()));
    passed += j.numPassedTests;
    failed += j.numFailedTests + (j.numRuntimeErrorTestSuites || 0);
    for (const suite of j.testResults ?? []) {
      const path = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
      const tests = (suite.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of tests)
        failedTests.push({ where: `[${step}] ${path} › ${a.fullName}`, message: firstLines(a.failureMessages?.join('\n')) });
      // A suite that failed outside any test (a throw at load, a hook) has only its own message.
      if (!tests.length && suite.status === 'failed') failedTests.push({ where: `[${step}] ${path}`, message: firstLines(suite.message) });
    }
  } catch {
    failed += 1;
  }
}

function countPlaywright(file) {
  try {
    const j = JSON.parse(readFileSync(file, 'utf8'));
    slowestOf('e2e', slowestPlaywrightFiles(j));
    passed += j.stats.expected + (j.stats.flaky || 0);
    failed += j.stats.unexpected;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          const where = `[e2e] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`;
          if (t.status === 'flaky') flakyTests.push(where);
          if (t.status !== 'unexpected') continue;
          const last = t.results?.[t.results.length - 1];
          failedTests.push({ where, message: firstLines(last?.error?.message) });
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of j.suites ?? []) walk(suite, []);
  } catch {
    failed += 1;
  }
}

const args = parseArgs(process.argv.slice(2));
if ('error' in args) {
  console.log(`npm test: ${args.error}`);
  failures.push('arguments');
  finish(2);
}
const { skip } = args;
const skipped = (stage) => {
  if (!skip.has(stage)) return false;
  console.log(`\n=== ${stage}: skipped (--skip ${stage})`);
  return true;
};

// Preflight: everything the stages need is found (or installed) before any test runs.
console.log('=== preflight');
const preflightStarted = Date.now();
const say = (line) => console.log(`preflight: ${line}`);
const stops = [];
let chromium = null;
if (!skip.has('e2e')) {
  const found = await prepareChromium(say);
  if ('stop' in found) stops.push(found.stop);
  else chromium = found.path;
}
const postgres = await preparePostgres(skip.has('pg'), say);
if ('stop' in postgres) stops.push(postgres.stop);
if (skip.size) say(`skipping on request: ${[...skip].join(', ')}`);
if (stops.length) {
  stops.forEach((line) => say(line));
  failures.push('preflight');
  finish();
}
console.log(`=== preflight: ok in ${seconds(preflightStarted)}`);
stageTimes.push({ name: 'preflight', budget: 'preflight', seconds: (Date.now() - preflightStarted) / 1000 });

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The server's bundle, made once for the run (scripts/serverBundle.mjs): the e2e seed and servers
// and the server tests' child processes start from it instead of compiling the sources each time.
try {
  serverBundle = await bundleServer();
} catch (error) {
  say(`the server's bundle could not be made: ${error instanceof Error ? error.message : error}`);
  failures.push('preflight');
  finish();
}
process.env.CHANCE_SERVER_BUNDLE = serverBundle;

// The e2e lanes' servers start over copies of one seeded demo database (scripts/e2eDatabase.mjs).
// Seeding it takes about a minute of one core: it runs now, beside lint and the type check, which
// leave a core idle, instead of inside the e2e stage. The e2e servers wait for it if need be.
if (!process.env.E2E_DB) {
  madeE2eDb = true;
  process.env.E2E_DB = join(tmpdir(), `chance-e2e-${process.pid}-${Date.now()}.db`);
  process.env.E2E_DB_OWNED = '1';
}
// The file is named here and handed to playwright.config.ts, which otherwise derives its own.
process.env.E2E_TEMPLATE ||= `${process.env.E2E_DB}-template.db`;
const template = skip.has('e2e') ? null : spawnSeed(process.env.E2E_TEMPLATE);

// Lint, the type check and the production build read the same files and write nothing the others
// read: side by side (lint and the type check are one core each) they take about the longest.
const [, , built] = await Promise.all([
  // The formatter's check is part of lint: an unformatted file fails here, `npm run format` mends it.
  !skipped('lint') && step('lint', 'sh', ['-c', 'npx eslint . --max-warnings=0 && npx prettier --check . --log-level warn'], {}, '[lint]'),
  // TypeScript 7's compiler (native, checks on both cores): a third of TypeScript 6's CPU time on this
  // project. TypeScript 6 stays the `typescript` package, for typescript-eslint (7 has no JavaScript API).
  !skipped('typecheck') &&
    step('typecheck', 'node', ['node_modules/typescript7/bin/tsc', '--noEmit', '-p', 'tsconfig.json'], {}, '[typecheck]'),
  (async () => {
    if (skipped('build')) return existsSync('dist/index.html');
    const ok = await step('build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {}, '[build]');
    // The login page's JS stays within its gzip budget, without recharts (issue 19).
    if (ok) await step('bundle budget', 'node', ['scripts/bundleBudget.mjs'], {}, '[build]');
    return ok;
  })(),
]);
if (!skipped('unit')) {
  // Jest's default is one worker per core minus one: a single worker on CI's two cores.
  const dir = join(process.cwd(), out, 'jest-groups', 'unit');
  console.log(`=== unit: ${writeUnitGroups(process.cwd(), dir)} test files in ${readdirSync(dir).length} jest files`);
  await step('unit', 'npx', ['jest', '--selectProjects', 'unit', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}/unit.json`], {
    JEST_UNIT_GROUPS: dir,
  });
  countJest(`${out}/unit.json`, 'unit');
}
// The two server passes run side by side, each with a worker per core: files that mostly wait
// (several server processes, a draw's timer) leave their core to the other files, and the pass
// that ends first leaves both cores to the other. Their lines carry [sqlite] / [pg] tags.
const both = !skip.has('sqlite') && !skip.has('pg');
await Promise.all([
  (async () => {
    if (skipped('sqlite')) return;
    await step(
      'server (SQLite)',
      'npx',
      ['jest', '--selectProjects', 'server', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}/server-sqlite.json`],
      { TEST_DATABASE_URL: '', JEST_SERVER_GROUPS: serverGroups('sqlite', false) },
      both ? '[sqlite]' : '',
    );
    countJest(`${out}/server-sqlite.json`, 'sqlite');
  })(),
  (async () => {
    if (!skipped('pg')) await postgresPass(both ? '[pg]' : '');
  })(),
]);
if (!skipped('e2e')) {
  if (built) {
    await template;
    await step('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/e2e.json`, CHROMIUM: chromium });
    countPlaywright(`${out}/e2e.json`);
  } else {
    console.log(`\n=== e2e: not run, ${skip.has('build') ? 'no dist/ to serve (build skipped)' : 'the build failed'}`);
    failures.push('e2e (not run)');
  }
}
finish();

/** The e2e databases this run made (the template and the lanes' copies), if Playwright left any. */
function removeE2eDatabases() {
  if (serverBundle) removeServerBundle(serverBundle);
  const file = process.env.E2E_DB;
  if (!file || process.env.E2E_DB_OWNED !== '1' || !madeE2eDb) return;
  const dir = dirname(file);
  for (const name of readdirSync(dir)) if (name.startsWith(basename(file))) rmSync(join(dir, name), { recursive: true, force: true });
}

/** The pass's server test files grouped into fewer jest files (scripts/jestGroups.mjs); the folder holding them. */
function serverGroups(pass, onPostgres) {
  const dir = join(process.cwd(), out, 'jest-groups', pass);
  const files = writeServerGroups(process.cwd(), dir, onPostgres);
  console.log(`=== server (${pass === 'pg' ? 'PostgreSQL' : 'SQLite'}): ${files} test files in ${readdirSync(dir).length} jest files`);
  return dir;
}

/** One PostgreSQL server for the whole pass; the helpers make a database per test file on it. */
async function postgresPass(tag) {
  const name = 'server (PostgreSQL)';
  let url = 'url' in postgres ? postgres.url : null;
  if (!url) {
    console.log(`\n=== ${name}: starting a throwaway PostgreSQL`);
    const started = Date.now();
    try {
      const cluster = await startThrowawayPostgres({ ...postgres, logFile: `${out}/postgres.log` });
      stopPostgres = cluster.stop;
      url = cluster.url;
      console.log(
        `=== ${name}: PostgreSQL ${cluster.version} at ${redact(url)}${postgres.runAs ? ` as user ${postgres.runAs}` : ''}, up in ${seconds(started)}`,
      );
    } catch (error) {
      console.log(`=== ${name}: FAILED, ${error instanceof Error ? error.message : String(error)}`);
      failures.push(name);
      return;
    }
  }
  try {
    await step(
      name,
      'npx',
      ['jest', '--selectProjects', 'server', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}/server-pg.json`],
      { TEST_DATABASE_URL: url, JEST_SERVER_GROUPS: serverGroups('pg', true) },
      tag,
    );
    countJest(`${out}/server-pg.json`, 'pg');
  } finally {
    if (stopPostgres) {
      const stopping = Date.now();
      await stopPostgres();
      stopPostgres = null;
      console.log(`=== ${name}: throwaway PostgreSQL stopped and its data removed in ${seconds(stopping)}`);
    }
  }
}

/**
 * Seeds the e2e template in the background (its lines tagged [seed]); resolves when it is built
 * or has failed (a failure is the e2e servers' to report: they build it again themselves).
 */
function spawnSeed(file) {
  console.log(`\n=== e2e database: seeding ${file} in the background`);
  const started = Date.now();
  return run('node', ['scripts/e2eDatabase.mjs', 'template', file], {}, '[seed]').then((status) => {
    console.log(
      `=== e2e database: ${status === 0 ? 'seeded' : `FAILED (exit ${status}); the e2e servers will try again`} in ${seconds(started)}`,
    );
  });
}
