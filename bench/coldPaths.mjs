#!/usr/bin/env node
// Cold paths side by side (issue 19): this tree's build against a baseline commit's build, each
// on its own production server and fresh seeded SQLite database, measured interleaved in headless
// Chromium, N runs per cell (default 7), medians and ratios (ours / baseline), with the machine's
// idle % over the measurement.
//
//   node bench/coldPaths.mjs [--baseline <commit> (0c65e4d)] [--runs 7] [--no-build] [--networks unthrottled,slow4g]
//   env: BENCH_PORT (8818, ours), BENCH_BASE_PORT (8878, baseline)
//
// Networks (issue 43): `unthrottled` (loopback) and `slow4g`, Chromium's network emulation at
// 1.6 Mbit/s down, 750 kbit/s up and 150 ms added to every request, which many operators in India
// actually have. Both by default; each network's rounds interleave ours and the baseline.
//
// The baseline runs on this tree's node_modules (symlinked) when its package-lock.json is the same;
// otherwise on its own install of its own lockfile (`npm ci`, else `npm install` from it), kept between runs under
// BENCH_CACHE (default <tmpdir>/chance-bench-modules/<hash of lockfile and patches>): a commit
// from before the kysely pin (e.g. c3a38fc, which imports kysely/migration) cannot start on ours.
//
// Scenarios: login page static requests (until the network is idle, idle prefetch included);
// login click → dashboard shell painted, → chart painted; dashboard cold (session stored) →
// chart; three screens operators keep open, each cold → first rows with the requests and the
// JavaScript (bytes on the wire) fetched before them and the JS heap after a GC once the page is
// finished (its frame drawn, the network quiet): the member list, the company deposit list (公司入款) and the daily overview report
// (每日总览); row → detail painted, from the click on a member row's link that the pointer has
// rested on for ROW_HOVER_MS first, as a user's pointer does before a click.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const baseline = arg('baseline', '0c65e4d'); // issue 43's baseline: main when the issue was measured
const runs = Number(arg('runs', 7));
const build = !process.argv.includes('--no-build');
const NETWORKS = {
  unthrottled: null,
  slow4g: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};
const networks = arg('networks', Object.keys(NETWORKS).join(',')).split(',');
for (const n of networks) if (!(n in NETWORKS)) throw new Error(`--networks: unknown ${n} (${Object.keys(NETWORKS).join(', ')})`);
const here = process.cwd();
const API = /^\/(chance[-_][^/]*|station|fireBase|member\/login)\//;
/** Cold screens measured to their first rows: path and the rows' selector. */
const LISTS = {
  list: { path: '/Account_management/vip/formal', rows: '[data-testid="member-list"] tbody tr' },
  money: { path: '/money_management/access/company_income', rows: '[data-testid="deposit-list-company"] tbody tr' },
  report: { path: '/report_management/daily_data/daily_overview', rows: '[data-testid="report-table"] tbody tr' },
};
/**
 * How long the pointer rests on a row's link before the click: about what people take from
 * reaching a link to pressing the button (instant.page measured ~300 ms on desktop). Issue 43's
 * hover prefetch starts the detail in that time; a build without one only waits.
 */
const ROW_HOVER_MS = 300;

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The files an install depends on: the lockfile, package.json and patch-package's patches. */
function installInputs(dir) {
  const files = ['package.json', 'package-lock.json'];
  if (existsSync(path.join(dir, 'patches')))
    files.push(
      ...readdirSync(path.join(dir, 'patches'))
        .sort()
        .map((f) => `patches/${f}`),
    );
  return files;
}

function installHash(dir) {
  const h = createHash('sha256');
  for (const f of installInputs(dir))
    h.update(f)
      .update('\0')
      .update(readFileSync(path.join(dir, f)))
      .update('\0');
  return h.digest('hex').slice(0, 16);
}

/**
 * node_modules for the baseline: ours when the install inputs match, else a cached `npm ci` of the
 * baseline's own lockfile (made once, in a side directory renamed into place when complete, so an
 * interrupted install is never reused).
 */
function baselineModules(baseDir) {
  const lock = (dir) => readFileSync(path.join(dir, 'package-lock.json'));
  if (lock(baseDir).equals(lock(here))) return path.resolve(here, 'node_modules');
  const cacheRoot = process.env.BENCH_CACHE || path.join(os.tmpdir(), 'chance-bench-modules');
  const target = path.join(cacheRoot, installHash(baseDir));
  if (existsSync(path.join(target, 'node_modules'))) {
    console.log(`Baseline modules: cached install ${target}`);
    return path.join(target, 'node_modules');
  }
  const work = `${target}.partial-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  for (const f of installInputs(baseDir)) cpSync(path.join(baseDir, f), path.join(work, f), { recursive: true });
  console.log(`Baseline modules: npm ci of the baseline's lockfile in ${work}…`);
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' };
  const npm = (args) =>
    spawnSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: work, stdio: 'inherit', env }).status === 0;
  // An older lockfile may miss other platforms' optional packages, which `npm ci` refuses; `npm
  // install` keeps every version the lockfile pins and only fills those gaps.
  if (!npm(['ci'])) {
    console.log('npm ci refused the lockfile; npm install from it instead…');
    if (!npm(['install'])) throw new Error(`npm install failed in ${work}`);
  }
  renameSync(work, target);
  return path.join(target, 'node_modules');
}

/** CPU idle share from /proc/stat between two samples. */
function cpuSample() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: f[3] + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
}
const idlePct = (a, b) => Number((((b.idle - a.idle) / (b.total - a.total)) * 100).toFixed(1));

async function startServer(cwd, port) {
  const db = path.join(os.tmpdir(), `coldpaths-${port}-${Date.now()}.db`);
  const child = spawn('npx', ['tsx', 'server/main.ts', '--serve-console'], {
    cwd,
    env: { ...process.env, PORT: String(port), DATABASE_URL: `sqlite:${db}`, SIMULATOR: 'off', JOBS: 'off', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group, so stopping it stops tsx and node under npx too.
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${url}/login`)).ok) break;
    } catch {
      /* starting (seeding) */
    }
    if (child.exitCode !== null) throw new Error(`server in ${cwd} exited (${child.exitCode})`);
    if (Date.now() - t0 > 600_000) throw new Error(`server in ${cwd} did not start`);
    await sleep(500);
  }
  const sha256 = (await import('node:crypto')).createHash('sha256').update('admin123').digest('hex');
  const answer = await (
    await fetch(`${url}/chance_login/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: sha256 }),
    })
  ).json();
  return { url, child, db, token: answer.data };
}

/**
 * Page-side marks: the first moment each watched element is in the DOM and rendered, and the
 * moment of the last click, on the page's own clock (performance.now(), 0 = navigation start).
 * Playwright's waitFor polls at growing intervals (up to 500 ms apart), so the time it returns
 * measures its own back-off as much as the page: it only synchronises; the figures are these marks.
 */
const WATCH = {
  shell: '[data-testid="app-layout"]',
  chart: '.recharts-surface',
  ...Object.fromEntries(Object.entries(LISTS).map(([name, l]) => [name, l.rows])),
  detail: '[data-testid="member-profile"]',
};
function installMarks(watch) {
  /* global MutationObserver, addEventListener -- runs in the page (an init script), not in Node */
  const marks = {};
  window.__coldMarks = marks;
  const check = () => {
    for (const [name, selector] of Object.entries(watch)) {
      if (marks[name] !== undefined) continue;
      const el = document.querySelector(selector);
      // The detail counts once its profile shows text (not just its frame).
      if (el && el.checkVisibility() && (name !== 'detail' || /\S/.test(el.textContent ?? ''))) marks[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  // What a click leads to (shell and chart after sign-in, the detail after a row) appears only after it.
  addEventListener(
    'click',
    () => {
      marks.click = performance.now();
    },
    true,
  );
}
const marks = (page) => page.evaluate(() => ({ ...window.__coldMarks }));
const ms = (x) => Math.round(x);

/**
 * What the page fetched before `before` (page clock): requests (the document included) and the
 * JavaScript's encoded bytes, from the page's resource timing (same origin: sizes are exposed).
 */
const fetchedBefore = (page, before) =>
  page.evaluate((until) => {
    const entries = performance.getEntriesByType('resource').filter((e) => e.startTime < until);
    const js = entries.filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname));
    return { requests: entries.length + 1, jsKiB: Math.round(js.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024) };
  }, before);

/**
 * Waits until the page is finished: its frame (sidebar, top bar) drawn and no request started for
 * QUIET_MS. Playwright's networkidle is no such wait: it fires once per navigation, and when a
 * cold load had a quiet half second before its rows it had already fired, so the heap was read
 * right after the rows, before the frame rendered (issue 43: a cold member list read 14 MB then
 * and 20.4 MB finished, run to run, in both builds; the medians fell on either).
 */
const QUIET_MS = 1000;
async function finished(page) {
  await page.locator('[data-testid="sidebar"]').waitFor({ timeout: 60_000 });
  let seen = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) return;
    seen = now;
    await sleep(QUIET_MS);
  }
}

/** The JS heap in use after a full garbage collection (MB), as DevTools' memory panel shows it. */
async function heapAfterGc(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return Number((usedSize / 1e6).toFixed(1));
}

/** One round of every scenario against one server; each scenario in a fresh context (cold cache). */
async function round(browser, server, network) {
  const out = {};
  const context = async (token) => {
    const ctx = await browser.newContext({ locale: 'zh-CN' });
    if (token) await ctx.addInitScript((t) => localStorage.setItem('token', t), server.token);
    await ctx.addInitScript(installMarks, WATCH);
    if (network) {
      // Every page of the context is throttled before its first request.
      const newPage = ctx.newPage.bind(ctx);
      ctx.newPage = async () => {
        const page = await newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', network);
        return page;
      };
    }
    return ctx;
  };

  // Login page: requests reaching the static server, then the sign-in itself.
  {
    const ctx = await context(false);
    const page = await ctx.newPage();
    let requests = 0;
    page.on('request', (r) => {
      if (!API.test(new URL(r.url()).pathname)) requests += 1;
    });
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await sleep(1500); // a user typing: idle prefetches run now
    await page.waitForLoadState('networkidle');
    out.loginRequests = requests;
    await page.fill('input[name="username"]', 'admin');
    await page.fill('input[name="password"]', 'admin123');
    await page.locator('button[type="submit"]').click();
    await page.locator(WATCH.shell).waitFor({ timeout: 60_000 });
    await page.locator(WATCH.chart).first().waitFor({ timeout: 60_000 });
    const m = await marks(page);
    out.loginToShell = ms(m.shell - m.click);
    out.loginToChart = ms(m.chart - m.click);
    await ctx.close();
  }
  // Dashboard cold with the session stored: from navigation start.
  {
    const ctx = await context(true);
    const page = await ctx.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.locator(WATCH.chart).first().waitFor({ timeout: 60_000 });
    out.dashboardToChart = ms((await marks(page)).chart);
    await ctx.close();
  }
  // Each list cold → first rows (from navigation start); on the member list, then row → detail
  // (from the click).
  for (const [name, list] of Object.entries(LISTS)) {
    const ctx = await context(true);
    const page = await ctx.newPage();
    await page.goto(`${server.url}${list.path}`);
    const rows = page.locator(list.rows);
    await rows.first().waitFor({ timeout: 60_000 });
    const atRows = (await marks(page))[name];
    out[`${name}ToRows`] = ms(atRows);
    const fetched = await fetchedBefore(page, atRows);
    out[`${name}Requests`] = fetched.requests;
    out[`${name}JsKiB`] = fetched.jsKiB;
    await finished(page);
    out[`${name}HeapMB`] = await heapAfterGc(page);
    if (name === 'list') {
      const link = rows.first().locator('a[href*="/show"]').first();
      await link.hover();
      await sleep(ROW_HOVER_MS);
      await link.click();
      await page.locator(WATCH.detail).waitFor({ timeout: 60_000 });
      await page.locator(WATCH.detail).getByText(/\S/).first().waitFor({ timeout: 60_000 });
      const m = await marks(page);
      out.rowToDetail = ms(m.detail - m.click);
    }
    await ctx.close();
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const commit = spawnSync('git', ['rev-parse', '--short', baseline], { encoding: 'utf8' }).stdout.trim();
  if (!commit) throw new Error(`unknown baseline ${baseline}`);
  const ours = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const baseDir = mkdtempSync(path.join(os.tmpdir(), 'coldpaths-base-'));
  rmSync(baseDir, { recursive: true, force: true });
  run('git', ['worktree', 'add', '--detach', baseDir, commit], here);
  const servers = [];
  try {
    symlinkSync(baselineModules(baseDir), path.join(baseDir, 'node_modules'));
    console.log(`Building ${ours} (this tree${build ? '' : ', skipped'}) and ${commit} (baseline)…`);
    if (build || !existsSync(path.join(here, 'dist/index.html'))) run('npx', ['vite', 'build', '--logLevel', 'warn'], here);
    run('npx', ['vite', 'build', '--logLevel', 'warn'], baseDir);
    const cells = {
      baseline: await startServer(baseDir, Number(process.env.BENCH_BASE_PORT || 8878)),
      ours: await startServer(here, Number(process.env.BENCH_PORT || 8818)),
    };
    servers.push(...Object.values(cells));
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const screens = { list: 'member list', money: 'company deposits (公司入款)', report: 'daily overview (每日总览)' };
    const keys = ['loginToShell', 'loginToChart', 'dashboardToChart'];
    const label = {
      loginToShell: 'login click → dashboard shell (ms)',
      loginToChart: 'login click → chart (ms)',
      dashboardToChart: 'dashboard cold → chart (ms)',
      rowToDetail: `row → detail, after ${ROW_HOVER_MS} ms on the link (ms)`,
      loginRequests: 'login page static requests',
    };
    for (const [name, title] of Object.entries(screens)) {
      keys.push(`${name}ToRows`, `${name}Requests`, `${name}JsKiB`, `${name}HeapMB`);
      Object.assign(label, {
        [`${name}ToRows`]: `${title} cold → first rows (ms)`,
        [`${name}Requests`]: `${title}: requests before the rows`,
        [`${name}JsKiB`]: `${title}: JS before the rows (KiB on the wire)`,
        [`${name}HeapMB`]: `${title}: JS heap after GC, idle (MB)`,
      });
    }
    keys.push('rowToDetail', 'loginRequests');
    const results = {};
    for (const network of networks) {
      const conditions = NETWORKS[network];
      const samples = { baseline: [], ours: [] };
      // One warm-up round each (server caches, Chromium start), not counted.
      await round(browser, cells.baseline, conditions);
      await round(browser, cells.ours, conditions);
      const c0 = cpuSample();
      for (let i = 0; i < runs; i++) {
        const order = i % 2 ? ['ours', 'baseline'] : ['baseline', 'ours'];
        for (const name of order) samples[name].push(await round(browser, cells[name], conditions));
        process.stdout.write(`${network}: run ${i + 1}/${runs}\r`);
      }
      const c1 = cpuSample();
      const rows = keys.map((k) => {
        const b = median(samples.baseline.map((s) => s[k]));
        const o = median(samples.ours.map((s) => s[k]));
        return { scenario: label[k], baseline: b, ours: o, ratio: Number((o / b).toFixed(2)) };
      });
      const idle = idlePct(c0, c1);
      console.log(
        `\nCold paths, ${network}: ${ours} (ours) vs ${commit} (baseline), ${runs} runs per cell, interleaved, medians; machine idle ${idle} % (${os.cpus().length} CPUs, load ${os
          .loadavg()
          .map((x) => x.toFixed(1))
          .join(' ')})`,
      );
      console.log('| scenario | baseline | ours | ratio |\n|---|---|---|---|');
      for (const r of rows) console.log(`| ${r.scenario} | ${r.baseline} | ${r.ours} | ${r.ratio} |`);
      results[network] = { idlePct: idle, rows, samples };
    }
    await browser.close();
    return { baseline: commit, ours, runs, networks: results };
  } finally {
    for (const s of servers) {
      try {
        process.kill(-s.child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      rmSync(s.db, { force: true });
    }
    spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: here });
  }
}

const result = await main();
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
