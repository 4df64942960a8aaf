#!/usr/bin/env node
// Cold paths side by side (issue 19): this tree's build against a baseline commit's build, each
// on its own production server and fresh seeded SQLite database, measured interleaved in headless
// Chromium, N runs per cell (default 7), medians and ratios (ours / baseline), with the machine's
// idle % over the measurement. `--help` lists the options.
//
// Networks (issue 43): `unthrottled` (loopback) and `slow4g`, Chromium's network emulation at
// 1.6 Mbit/s down, 750 kbit/s up and 150 ms added to every request, which many operators in India
// actually have. Both by default; each network's rounds interleave ours and the baseline.
//
// The baseline runs on this tree's node_modules (symlinked) when its package-lock.json is the same;
// otherwise on its own install of its own lockfile (`npm ci`, else `npm install` from it), kept between runs under
// BENCH_CACHE (default <tmpdir>/chance-bench-modules/<hash of lockfile and patches>): a commit
// from before the kysely pin (e.g. c3a38fc, which imports kysely/migration) cannot start on ours.
// The baseline's build is kept there too (one per commit and install), so a second run builds ours only.
// Ours is built into a directory of its own and served from there, not into ./dist, which other
// runs on the machine (the e2e tests' servers) may be serving meanwhile.
//
// Scenarios: login page static requests (until the network is idle, idle prefetch included);
// login click → dashboard shell painted, → chart painted; dashboard cold (session stored) →
// chart; three screens operators keep open, each cold → first rows with the requests and the
// JavaScript (bytes on the wire) fetched before them and the JS heap after a GC once the page is
// finished (its frame drawn, the network quiet): the member list, the company deposit list (公司入款) and the daily overview report
// (每日总览); row → detail painted, from the click on a member row's link that the pointer has
// rested on for ROW_HOVER_MS first, as a user's pointer does before a click.
//
// On a throttled network each cold screen also gets its byte floor (issue 43: "within 1.2× of the
// byte floor"): the bytes it received before it was drawn at the emulated bandwidth, plus the
// emulated latency once per link of the longest chain of its requests that waited on each other
// (see byteFloor), and measured ÷ floor.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const USAGE = `node bench/coldPaths.mjs [options]   (npm run bench:cold -- [options])

  --baseline <commit>   the build to compare with (default 0c65e4d, issue 43's baseline)
  --runs <n>            measured rounds per build and network, interleaved (default 7; the
                        figures worth recording need >= 7 on a quiet machine)
  --networks <list>     unthrottled,slow4g (default both)
  --screens <list>      login,dashboard,list,money,report (default all; row → detail rides
                        with list): one screen for a quick look while developing
  --trace <dir>         after the measured rounds, one more round per build and network, not
                        counted, that saves for each screen a Chrome performance trace
                        (<screen>.trace.json: DevTools' Performance panel, "Load profile"), its
                        requests' timings and the chain behind its floor (<screen>.requests.json)
                        and, for the cold screens, a heap summary of the finished page
                        (<screen>.heap.json: used/total heap, DOM counters, self size and count by
                        constructor), under <dir>/<network>/<ours|baseline>/
  --no-build            serve ./dist as it is instead of building this tree
  --json                print every sample as JSON at the end
  --help                this text

  env: CHROMIUM (the browser; default Debian's headless shell), BENCH_PORT (8818, ours),
       BENCH_BASE_PORT (8878, baseline), BENCH_CACHE (baseline installs and builds)`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const baseline = arg('baseline', '0c65e4d'); // issue 43's baseline: main when the issue was measured
const runs = Number(arg('runs', 7));
const build = !process.argv.includes('--no-build');
const traceDir = arg('trace', undefined);
const NETWORKS = {
  unthrottled: null,
  slow4g: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
};
const networks = arg('networks', Object.keys(NETWORKS).join(',')).split(',');
for (const n of networks) if (!(n in NETWORKS)) throw new Error(`--networks: unknown ${n} (${Object.keys(NETWORKS).join(', ')})`);
const SCREENS = ['login', 'dashboard', 'list', 'money', 'report'];
const screensWanted = arg('screens', SCREENS.join(',')).split(',');
for (const n of screensWanted) if (!SCREENS.includes(n)) throw new Error(`--screens: unknown ${n} (${SCREENS.join(', ')})`);
const wants = (screen) => screensWanted.includes(screen);
const here = process.cwd();
const cacheRoot = process.env.BENCH_CACHE || path.join(os.tmpdir(), 'chance-bench-modules');
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
 * This tree's console, built into a directory of its own (or ./dist with --no-build), and a
 * directory to start its server in: every entry of this tree linked, except dist, which is the
 * build. The server serves ./dist of its working directory; building into this tree's dist would
 * swap the files under any other server serving it (the e2e tests') in the middle of its run.
 */
function oursDir() {
  if (!build) {
    if (!existsSync(path.join(here, 'dist/index.html'))) throw new Error('--no-build: no ./dist/index.html to serve');
    return here;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'coldpaths-ours-'));
  for (const entry of readdirSync(here))
    if (entry !== 'dist' && entry !== '.git') symlinkSync(path.join(here, entry), path.join(dir, entry));
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', '--outDir', path.join(dir, 'dist')], here);
  return dir;
}

/** The baseline's build: kept under BENCH_CACHE per commit and install (a build of a commit on the same modules is the same). */
function buildBaseline(baseDir, commit) {
  const full = spawnSync('git', ['rev-parse', commit], { encoding: 'utf8' }).stdout.trim();
  const kept = path.join(cacheRoot, `dist-${full}-${installHash(baseDir)}`);
  if (!existsSync(path.join(kept, 'index.html'))) {
    run('npx', ['vite', 'build', '--logLevel', 'warn'], baseDir);
    const work = `${kept}.partial-${process.pid}`;
    rmSync(work, { recursive: true, force: true });
    cpSync(path.join(baseDir, 'dist'), work, { recursive: true });
    renameSync(work, kept);
  } else {
    console.log(`Baseline build: kept ${kept}`);
    cpSync(kept, path.join(baseDir, 'dist'), { recursive: true });
  }
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
  // The detail counts once it shows what only the full record has: the station's chip, the last of
  // the profile's first row (chance-member/detail adds stationName to the list's row). react-admin
  // draws the rest of the profile at once from the list's row under the detail's key, in any
  // build, so "the profile shows text" could not tell a prefetched detail from one asked on the
  // click (issue 43). The same markup in the baseline's MemberShow (0c65e4d) and this tree's.
  detail: '[data-testid="member-profile"] > :first-child > .MuiChip-root:last-child .MuiChip-label',
};
function installMarks(watch) {
  /* global MutationObserver, addEventListener -- runs in the page (an init script), not in Node */
  const marks = {};
  window.__coldMarks = marks;
  const check = () => {
    for (const [name, selector] of Object.entries(watch)) {
      if (marks[name] !== undefined) continue;
      const el = document.querySelector(selector);
      // The detail's chip is drawn empty from the list's row: it counts once it has its text.
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
 * What the page fetched before `before` (page clock), from its own navigation and resource timing
 * (same origin: sizes are exposed): the requests started before it (the document included), the
 * JavaScript's encoded bytes among them, and the requests answered before it with every byte they
 * brought (headers included, as the emulated link carries them) and their start and end, for byteFloor.
 */
const fetchedBefore = (page, before) =>
  page.evaluate((until) => {
    const nav = performance.getEntriesByType('navigation')[0];
    const entries = performance.getEntriesByType('resource').filter((e) => e.startTime < until);
    const js = entries.filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname));
    const timed = [nav, ...entries].map((e) => ({
      path: new URL(e.name).pathname,
      start: Math.round(e.startTime),
      responseStart: Math.round(e.responseStart),
      end: Math.round(e.responseEnd),
      bytes: e.transferSize,
    }));
    // Bytes received before it was drawn: the requests whose answer had ended by then. One still
    // under way (a poll, a prefetch) shared the link but did not hold the draw back.
    const received = timed.filter((e) => e.end <= until);
    return {
      requests: entries.length + 1,
      jsKiB: Math.round(js.reduce((sum, e) => sum + e.encodedBodySize, 0) / 1024),
      bytes: received.reduce((sum, e) => sum + e.bytes, 0),
      timed,
      received,
    };
  }, before);

/**
 * The longest chain of requests that waited on each other: B follows A when B started after A's
 * response had ended (on the page's clock), as a chunk asked for by the code of the one before, or
 * the rows asked for by the screen's chunk. From timings alone a request that started late for
 * another reason (the main thread busy) also counts as waiting, so this is the chain as run, at most
 * as long as the page made it.
 */
function requestChain(timed) {
  const byStart = [...timed].sort((a, b) => a.start - b.start);
  const best = byStart.map(() => ({ length: 1, previous: -1 }));
  for (let i = 0; i < byStart.length; i++)
    for (let j = 0; j < i; j++)
      if (byStart[j].end <= byStart[i].start && best[j].length + 1 > best[i].length) best[i] = { length: best[j].length + 1, previous: j };
  let last = best.reduce((top, b, i) => (b.length > best[top].length ? i : top), 0);
  const chain = [];
  for (; last >= 0; last = best[last].previous) chain.unshift(byStart[last].path);
  return chain;
}

/**
 * A screen's byte floor on an emulated link (issue 43): what the bytes it received before it was
 * drawn take at the link's download rate, plus the link's latency once per request of the chain
 * (Chromium's emulation adds it to every request). The upload (request headers and the API's small
 * bodies) is left out. No floor on the unthrottled loopback.
 */
function byteFloor(fetched, network) {
  if (!network) return undefined;
  const chain = requestChain(fetched.received);
  return { ms: (fetched.bytes / network.downloadThroughput) * 1000 + network.latency * chain.length, chain };
}

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

/**
 * What a finished page's heap holds, for a trace (--trace): the heap in use and allocated after a
 * GC, the DOM's counters, and a heap snapshot summed by constructor (count and self size, the
 * largest HEAP_ROWS), as DevTools' memory panel's Summary view lists them without retained sizes.
 */
const HEAP_ROWS = 40;
async function heapSummary(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const chunks = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snapshot = JSON.parse(chunks.join(''));
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const typeNames = types[typeAt];
  const groups = new Map();
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = typeNames[snapshot.nodes[i + typeAt]];
    const key = type === 'object' || type === 'closure' ? snapshot.strings[snapshot.nodes[i + nameAt]] : `(${type})`;
    const group = groups.get(key) ?? { count: 0, selfBytes: 0 };
    group.count += 1;
    group.selfBytes += snapshot.nodes[i + sizeAt];
    groups.set(key, group);
  }
  const byConstructor = [...groups]
    .map(([name, g]) => ({ name, ...g }))
    .sort((a, b) => b.selfBytes - a.selfBytes)
    .slice(0, HEAP_ROWS);
  return { usedMB: Number((usage.usedSize / 1e6).toFixed(1)), totalMB: Number((usage.totalSize / 1e6).toFixed(1)), dom, byConstructor };
}

/**
 * A scenario's trace (--trace): Chromium's performance trace of `page` while `body` runs, saved as
 * <dir>/<name>.trace.json; without a trace directory, body alone.
 */
async function traced(browser, page, trace, name, body) {
  if (!trace) return body();
  mkdirSync(trace, { recursive: true });
  await browser.startTracing(page, { path: path.join(trace, `${name}.trace.json`), screenshots: true });
  try {
    return await body();
  } finally {
    await browser.stopTracing();
  }
}
const saveJson = (trace, name, value) => trace && writeFileSync(path.join(trace, name), `${JSON.stringify(value, null, 2)}\n`);

/**
 * One round of the wanted scenarios against one server; each scenario in a fresh context (cold
 * cache). With `trace` (a directory), each scenario's trace and timings are saved there.
 */
async function round(browser, server, network, trace) {
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
  /** The requests, bytes and floor of what the page fetched before `at`, recorded under `name`. */
  const record = async (page, name, at) => {
    const fetched = await fetchedBefore(page, at);
    out[`${name}Requests`] = fetched.requests;
    out[`${name}JsKiB`] = fetched.jsKiB;
    out[`${name}WireKiB`] = Math.round(fetched.bytes / 1024);
    const floor = byteFloor(fetched, network);
    if (floor) {
      out[`${name}FloorMs`] = ms(floor.ms);
      out[`${name}Chain`] = floor.chain.length;
      out[`${name}VsFloor`] = Number((at / floor.ms).toFixed(2));
    }
    saveJson(trace, `${name}.requests.json`, { drawnAt: ms(at), ...fetched, floorMs: floor && ms(floor.ms), chain: floor?.chain });
  };

  // Login page: requests reaching the static server, then the sign-in itself.
  if (wants('login')) {
    const ctx = await context(false);
    const page = await ctx.newPage();
    let requests = 0;
    page.on('request', (r) => {
      if (!API.test(new URL(r.url()).pathname)) requests += 1;
    });
    await traced(browser, page, trace, 'login', async () => {
      await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
      await sleep(1500); // a user typing: idle prefetches run now
      await page.waitForLoadState('networkidle');
      out.loginRequests = requests;
      await page.fill('input[name="username"]', 'admin');
      await page.fill('input[name="password"]', 'admin123');
      await page.locator('button[type="submit"]').click();
      await page.locator(WATCH.shell).waitFor({ timeout: 60_000 });
      await page.locator(WATCH.chart).first().waitFor({ timeout: 60_000 });
    });
    const m = await marks(page);
    out.loginToShell = ms(m.shell - m.click);
    out.loginToChart = ms(m.chart - m.click);
    await ctx.close();
  }
  // Dashboard cold with the session stored: from navigation start.
  if (wants('dashboard')) {
    const ctx = await context(true);
    const page = await ctx.newPage();
    await traced(browser, page, trace, 'dashboard', async () => {
      await page.goto(`${server.url}/dashboard`);
      await page.locator(WATCH.chart).first().waitFor({ timeout: 60_000 });
    });
    const atChart = (await marks(page)).chart;
    out.dashboardToChart = ms(atChart);
    await record(page, 'dashboard', atChart);
    await ctx.close();
  }
  // Each list cold → first rows (from navigation start); on the member list, then row → detail
  // (from the click).
  for (const [name, list] of Object.entries(LISTS)) {
    if (!wants(name)) continue;
    const ctx = await context(true);
    const page = await ctx.newPage();
    const rows = page.locator(list.rows);
    await traced(browser, page, trace, name, async () => {
      await page.goto(`${server.url}${list.path}`);
      await rows.first().waitFor({ timeout: 60_000 });
      await finished(page);
    });
    const atRows = (await marks(page))[name];
    out[`${name}ToRows`] = ms(atRows);
    await record(page, name, atRows);
    out[`${name}HeapMB`] = await heapAfterGc(page);
    saveJson(trace, `${name}.heap.json`, trace && (await heapSummary(page)));
    if (name === 'list') {
      const link = rows.first().locator('a[href*="/show"]').first();
      await traced(browser, page, trace, 'detail', async () => {
        await link.hover();
        await sleep(ROW_HOVER_MS);
        await link.click();
        await page.waitForFunction(() => window.__coldMarks.detail !== undefined, undefined, { timeout: 60_000 });
      });
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
  let oursRoot;
  try {
    symlinkSync(baselineModules(baseDir), path.join(baseDir, 'node_modules'));
    console.log(`Building ${ours} (this tree${build ? '' : ', skipped: ./dist'}) and ${commit} (baseline)…`);
    oursRoot = oursDir();
    buildBaseline(baseDir, commit);
    const cells = {
      baseline: await startServer(baseDir, Number(process.env.BENCH_BASE_PORT || 8878)),
      ours: await startServer(oursRoot, Number(process.env.BENCH_PORT || 8818)),
    };
    servers.push(...Object.values(cells));
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
    const screens = { list: 'member list', money: 'company deposits (公司入款)', report: 'daily overview (每日总览)' };
    const label = {
      loginToShell: 'login click → dashboard shell (ms)',
      loginToChart: 'login click → chart (ms)',
      dashboardToChart: 'dashboard cold → chart (ms)',
      rowToDetail: `row → detail (station shown), after ${ROW_HOVER_MS} ms on the link (ms)`,
      loginRequests: 'login page static requests',
    };
    const keys = [];
    if (wants('login')) keys.push('loginToShell', 'loginToChart');
    /** What every cold screen records before it is drawn (see round's record). */
    const fetchedKeys = (name, title) => {
      Object.assign(label, {
        [`${name}Requests`]: `${title}: requests before it is drawn`,
        [`${name}JsKiB`]: `${title}: JS before it is drawn (KiB on the wire)`,
        [`${name}WireKiB`]: `${title}: bytes received before it is drawn (KiB, headers included)`,
        [`${name}Chain`]: `${title}: requests in the longest waiting chain`,
        [`${name}FloorMs`]: `${title}: byte floor (ms)`,
        [`${name}VsFloor`]: `${title}: measured ÷ byte floor`,
      });
      return ['Requests', 'JsKiB', 'WireKiB', 'Chain', 'FloorMs', 'VsFloor'].map((k) => `${name}${k}`);
    };
    if (wants('dashboard')) keys.push('dashboardToChart', ...fetchedKeys('dashboard', 'dashboard'));
    for (const [name, title] of Object.entries(screens)) {
      if (!wants(name)) continue;
      label[`${name}ToRows`] = `${title} cold → first rows (ms)`;
      label[`${name}HeapMB`] = `${title}: JS heap after GC, idle (MB)`;
      keys.push(`${name}ToRows`, ...fetchedKeys(name, title), `${name}HeapMB`);
    }
    if (wants('list')) keys.push('rowToDetail');
    if (wants('login')) keys.push('loginRequests');
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
      // Rows of this network only: the floor's rows are absent unthrottled.
      const rows = keys
        .filter((k) => samples.ours.some((s) => s[k] !== undefined))
        .map((k) => {
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
      if (traceDir) {
        // After the counted rounds: tracing slows the page, so these rounds' times are not figures.
        for (const name of ['baseline', 'ours']) await round(browser, cells[name], conditions, path.resolve(traceDir, network, name));
        console.log(`Traces of one round per build: ${path.resolve(traceDir, network)}/{baseline,ours}/`);
      }
    }
    await browser.close();
    return { baseline: commit, ours, runs, networks: results };
  } finally {
    for (const s of servers) {
      const exited = s.child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => s.child.once('exit', resolve));
      try {
        process.kill(-s.child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      // Removed once the server has closed it, with SQLite's -wal and -shm: removed under a running
      // server, those two were left behind by every run.
      await Promise.race([exited, sleep(10_000)]);
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${s.db}${suffix}`, { force: true });
    }
    spawnSync('git', ['worktree', 'remove', '--force', baseDir], { cwd: here });
    // Links and the build only: rm does not follow the links into this tree.
    if (oursRoot && oursRoot !== here) rmSync(oursRoot, { recursive: true, force: true });
  }
}

const result = await main();
if (process.argv.includes('--json')) console.log(JSON.stringify(result));
