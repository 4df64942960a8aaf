// The large profile on SQLite and PostgreSQL in one run (issue 18): per engine, the domain figures
// at query level on the already seeded database (bench/domain/run.ts --reuse: member list over its
// filter/sort mix, bet lists, settling 2,000 bets five times, the 30-day report), then the worker
// load test (bench/workers.ts: 1 vs 2 workers on a scratch database of that engine). Engines
// alternate cell by cell so a change in the machine's load falls on both; the CPU idle share is
// printed for every cell. The domain bench ADDS five settled bench periods to each database it is
// given: name copies or bench-only databases.
// `node bench/sideBySide.mjs sqlite:/path/large.db postgres://…/chance_large [--no-workers]`
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const [sqliteUrl, pgUrl] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!sqliteUrl?.startsWith('sqlite:') || !pgUrl?.startsWith('postgres')) {
  throw new Error('usage: node bench/sideBySide.mjs sqlite:FILE postgres://…/DB [--no-workers]');
}

function cpu() {
  const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: f[3] + (f[4] ?? 0), total: f.reduce((a, b) => a + b, 0) };
}

/** Runs a tsx script; its last stdout line is JSON. Returns it with the machine's idle % meanwhile. */
function cell(script, args) {
  const before = cpu();
  const run = spawnSync('npx', ['tsx', script, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 24 });
  const after = cpu();
  const idlePct = Number((((after.idle - before.idle) / (after.total - before.total)) * 100).toFixed(1));
  if (run.status !== 0) return { error: `${script} exited ${run.status}`, idlePct };
  return { ...JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}'), idlePct };
}

const engines = { sqlite: sqliteUrl, postgres: pgUrl };
const out = { domain: {}, workers: {} };
for (const [name, url] of Object.entries(engines)) {
  out.domain[name] = cell('bench/domain/run.ts', ['large', url, '--reuse']);
  console.error(name, 'domain', JSON.stringify(out.domain[name]));
}
if (!process.argv.includes('--no-workers')) {
  // Scratch databases: the tiny demo and its pending deposits, as bench/workers.ts makes them.
  const server = new URL(pgUrl);
  server.pathname = '/postgres';
  for (const [name, args] of [
    ['sqlite', []],
    ['postgres', [server.toString()]],
  ]) {
    out.workers[name] = cell('bench/workers.ts', [...args, '--port=8816']);
    console.error(name, 'workers', JSON.stringify(out.workers[name]));
  }
}

const pick = (o, ...keys) => keys.reduce((v, k) => (v == null ? v : v[k]), o);
const rows = [
  ['member list p50/p95 ms (8 filter/sort mixes, steady)', (d) => `${pick(d, 'memberList', 'p50')} / ${pick(d, 'memberList', 'p95')}`],
  ['member list, first pass', (d) => `${pick(d, 'memberListFirstPass', 'p50')} / ${pick(d, 'memberListFirstPass', 'p95')}`],
  [
    'member list, balance ascending',
    (d) => `${pick(d, 'memberListBalanceAscending', 'p50')} / ${pick(d, 'memberListBalanceAscending', 'p95')}`,
  ],
  ['bets of a busy period', (d) => `${pick(d, 'betListByPeriod', 'p50')} / ${pick(d, 'betListByPeriod', 'p95')}`],
  ['bets of a busy bettor', (d) => `${pick(d, 'betListByMember', 'p50')} / ${pick(d, 'betListByMember', 'p95')}`],
  ['settle 2,000 bets', (d) => `${pick(d, 'settle2000', 'p50')} / ${pick(d, 'settle2000', 'max')} (max)`],
  ['30-day report', (d) => `${pick(d, 'report30Days', 'p50')} / ${pick(d, 'report30Days', 'p95')}`],
  ['30-day report, one agent line', (d) => `${pick(d, 'report30DaysAgentLine', 'p50')} / ${pick(d, 'report30DaysAgentLine', 'p95')}`],
  ['machine idle % during the cell', (d) => `${d.idlePct}`],
];
console.log('| large profile | SQLite | PostgreSQL |\n|---|---|---|');
for (const [label, f] of rows) console.log(`| ${label} | ${f(out.domain.sqlite)} | ${f(out.domain.postgres)} |`);
const workers = (w) =>
  !w ? '—' : w.error ? w.error : `${w.one?.rps} (${w.one?.p95Ms}) → ${w.two?.rps} (${w.two?.p95Ms}), ×${w.speedup}, idle ${w.idlePct} %`;
console.log(`| mixed load req/s (p95 ms), 1 → 2 workers | ${workers(out.workers.sqlite)} | ${workers(out.workers.postgres)} |`);
console.log(JSON.stringify(out));
