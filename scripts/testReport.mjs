// What `npm test` prints at its end: each stage's wall time against its share of the 30-minute
// budget, and the slowest test files of each runner, read from their JSON reports. Pure functions
// (the runner gathers the files), so a unit test walks every branch.

/** The whole run's budget on a 2-core machine, in seconds (issue 36). */
export const BUDGET_SECONDS = 30 * 60;

/**
 * Each stage's share of the budget, in seconds. The server passes run side by side and so share
 * one line; together the shares are the budget. A stage over its share is named in the last lines.
 */
export const STAGE_BUDGET = {
  preflight: 90,
  lint: 60,
  typecheck: 90,
  unit: 180,
  server: 600,
  build: 30,
  'bundle budget': 10,
  e2e: 740,
};

/**
 * @typedef {{ file: string, seconds: number, tests: number }} FileTime
 * @typedef {{ name: string, budget: string, seconds: number, idle?: number, slowest?: FileTime[] }} StageTime
 * @typedef {{ idle: number, total: number }} CpuTimes
 */

/**
 * The machine's CPU times summed over its cores (os.cpus()), to tell a stage that waits from one
 * that computes: a stage that leaves the cores idle can share its time with another stage.
 * @param {{ times: { user: number, nice: number, sys: number, idle: number, irq: number } }[]} cpus
 * @returns {CpuTimes}
 */
export function cpuTimes(cpus) {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * The share of CPU time left idle between two readings (0 to 1), or undefined when no time passed.
 * @param {CpuTimes} before @param {CpuTimes} after
 */
export function idleShare(before, after) {
  const total = after.total - before.total;
  return total > 0 ? Math.min(1, Math.max(0, (after.idle - before.idle) / total)) : undefined;
}

/**
 * The slowest test files of a jest `--json` report: wall time from the file's start to its end. A
 * jest file that runs a group of test files (scripts/jestGroups.mjs: each inside a describe named by
 * its path) is split back into them, each timed by the sum of its tests (its hooks and the group's
 * one module load are not in it); a group of one keeps the wall time.
 * @param {{ testResults?: { name?: string, startTime?: number, endTime?: number, assertionResults?: { ancestorTitles?: string[], duration?: number | null }[] }[] }} report
 * @param {string} root the checkout's directory, cut from the paths
 * @param {number} n
 * @returns {FileTime[]}
 */
export function slowestJestFiles(report, root, n = 10) {
  const files = (report.testResults ?? []).flatMap((suite) => {
    const ms = suite.endTime && suite.startTime ? suite.endTime - suite.startTime : 0;
    const tests = suite.assertionResults ?? [];
    const parts = new Map();
    if (String(suite.name ?? '').includes('/jest-groups/'))
      for (const test of tests) {
        const part = test.ancestorTitles?.[0] ?? '?';
        const entry = parts.get(part) ?? { file: part, ms: 0, tests: 0 };
        entry.ms += test.duration ?? 0;
        entry.tests += 1;
        parts.set(part, entry);
      }
    if (parts.size > 1) return [...parts.values()].map((p) => ({ file: p.file, seconds: p.ms / 1000, tests: p.tests }));
    const file = parts.size === 1 ? [...parts.keys()][0] : relative(String(suite.name ?? ''), root);
    return [{ file, seconds: ms / 1000, tests: tests.length }];
  });
  return top(files, n);
}

/**
 * The slowest spec files of a Playwright JSON report: the sum of their tests' attempts (retries
 * included, since a retry costs the run its time too).
 * @param {{ suites?: PlaywrightSuite[] }} report
 * @param {number} n
 * @returns {FileTime[]}
 *
 * @typedef {{ file?: string, specs?: { file?: string, tests?: { results?: { duration?: number }[] }[] }[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */
export function slowestPlaywrightFiles(report, n = 10) {
  /** @type {Map<string, FileTime>} */
  const byFile = new Map();
  const walk = (/** @type {PlaywrightSuite} */ suite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      const entry = byFile.get(file) ?? { file, seconds: 0, tests: 0 };
      for (const test of spec.tests ?? []) {
        entry.tests += 1;
        for (const result of test.results ?? []) entry.seconds += (result.duration ?? 0) / 1000;
      }
      byFile.set(file, entry);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return top([...byFile.values()], n);
}

/** @param {FileTime[]} files @param {number} n */
function top(files, n) {
  return files.sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file)).slice(0, n);
}

/** @param {string} path @param {string} root */
function relative(path, root) {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/** @param {number} s */
export const formatSeconds = (s) =>
  s >= 90 ? `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s` : `${s.toFixed(1)} s`;

/**
 * The table: one line a stage (wall time, share, and a mark when over it), then each stage's
 * slowest files. Stages sharing a budget line (the two server passes) are compared by the longest.
 * @param {StageTime[]} stages in the order they ran
 * @returns {string[]}
 */
export function stageTable(stages) {
  const lines = [
    '',
    'Stage times (wall clock; lint, typecheck and build run side by side, and so do the server passes;',
    "cpu idle is the machine's, over the stage's own span):",
    '',
  ];
  const nameWidth = Math.max(...stages.map((s) => s.name.length), 5);
  lines.push(`  ${'stage'.padEnd(nameWidth)}  ${'time'.padStart(11)}  ${'share'.padStart(11)}  ${'cpu idle'.padStart(8)}`);
  for (const stage of stages) {
    const share = STAGE_BUDGET[/** @type {keyof typeof STAGE_BUDGET} */ (stage.budget)];
    const over = share !== undefined && stage.seconds > share ? '  over' : '';
    const idle = stage.idle === undefined ? '—' : `${Math.round(stage.idle * 100)} %`;
    lines.push(
      `  ${stage.name.padEnd(nameWidth)}  ${formatSeconds(stage.seconds).padStart(11)}  ${(share === undefined ? '—' : formatSeconds(share)).padStart(11)}  ${idle.padStart(8)}${over}`,
    );
  }
  for (const stage of stages) {
    if (!stage.slowest?.length) continue;
    lines.push('', `  slowest in ${stage.name}:`);
    for (const f of stage.slowest)
      lines.push(`    ${formatSeconds(f.seconds).padStart(11)}  ${f.file} (${f.tests} test${f.tests === 1 ? '' : 's'})`);
  }
  return lines;
}

/**
 * The budget's lines, printed last: the stages over their share, and the whole run against 30
 * minutes. A warning, never a failure: a slow day must not block a landing.
 * @param {StageTime[]} stages
 * @param {number} totalSeconds the run's wall time, preflight included
 * @returns {string[]}
 */
export function budgetLines(stages, totalSeconds) {
  /** @type {Map<string, number>} */
  const byBudget = new Map();
  for (const s of stages) byBudget.set(s.budget, Math.max(byBudget.get(s.budget) ?? 0, s.seconds));
  const lines = [];
  for (const [budget, seconds] of byBudget) {
    const share = STAGE_BUDGET[/** @type {keyof typeof STAGE_BUDGET} */ (budget)];
    if (share !== undefined && seconds > share)
      lines.push(`budget: ${budget} took ${formatSeconds(seconds)}, over its share of ${formatSeconds(share)} (warning)`);
  }
  const verdict = totalSeconds > BUDGET_SECONDS ? 'over the budget (warning)' : 'within the budget';
  lines.push(`budget: the whole run took ${formatSeconds(totalSeconds)} of ${formatSeconds(BUDGET_SECONDS)}, ${verdict}`);
  return lines;
}
