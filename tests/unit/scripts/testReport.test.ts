import {
  BUDGET_SECONDS,
  budgetLines,
  cpuTimes,
  formatSeconds,
  idleShare,
  slowestJestFiles,
  slowestPlaywrightFiles,
  STAGE_BUDGET,
  stageTable,
} from '../../../scripts/testReport.mjs';

const jestReport = {
  testResults: [
    { name: '/repo/tests/server/a.test.ts', startTime: 1_000, endTime: 4_500, assertionResults: [{}, {}] },
    { name: '/repo/tests/server/b.test.ts', startTime: 1_000, endTime: 31_000, assertionResults: [{}] },
    { name: '/elsewhere/c.test.ts', startTime: 5_000, endTime: 17_000, assertionResults: [] },
    { name: '/repo/tests/server/broken.test.ts', assertionResults: [] },
  ],
};

describe('npm test: slowest files', () => {
  it('orders jest files by their wall time, cuts the checkout from the path, and counts their tests', () => {
    expect(slowestJestFiles(jestReport, '/repo')).toEqual([
      { file: 'tests/server/b.test.ts', seconds: 30, tests: 1 },
      { file: '/elsewhere/c.test.ts', seconds: 12, tests: 0 },
      { file: 'tests/server/a.test.ts', seconds: 3.5, tests: 2 },
      { file: 'tests/server/broken.test.ts', seconds: 0, tests: 0 },
    ]);
    expect(slowestJestFiles(jestReport, '/repo/', 1)).toEqual([{ file: 'tests/server/b.test.ts', seconds: 30, tests: 1 }]);
    expect(slowestJestFiles({}, '/repo')).toEqual([]);
  });

  it('splits a jest file running a group of test files back into them, each timed by its tests', () => {
    const part = (file: string, duration: number) => ({ ancestorTitles: [file, 'a describe'], duration });
    const report = {
      testResults: [
        {
          name: '/repo/.test-results/jest-groups/pg/tests-server-vip-1.test.cjs',
          startTime: 1_000,
          endTime: 61_000,
          assertionResults: [
            part('tests/server/vip/a.test.ts', 1_500),
            part('tests/server/vip/b.test.ts', 20_000),
            part('tests/server/vip/a.test.ts', 500),
          ],
        },
        {
          name: '/repo/.test-results/jest-groups/pg/tests-server-cli.test.cjs',
          startTime: 1_000,
          endTime: 46_000,
          assertionResults: [part('tests/server/cli.test.ts', 40_000)],
        },
      ],
    };
    expect(slowestJestFiles(report, '/repo')).toEqual([
      { file: 'tests/server/cli.test.ts', seconds: 45, tests: 1 },
      { file: 'tests/server/vip/b.test.ts', seconds: 20, tests: 1 },
      { file: 'tests/server/vip/a.test.ts', seconds: 2, tests: 2 },
    ]);
  });

  it('sums a Playwright spec file over its tests and their retries, through nested describes', () => {
    const report = {
      suites: [
        {
          file: 'login.spec.ts',
          specs: [{ file: 'login.spec.ts', tests: [{ results: [{ duration: 2_000 }] }] }],
          suites: [
            { file: 'login.spec.ts', specs: [{ file: 'login.spec.ts', tests: [{ results: [{ duration: 3_000 }, { duration: 4_000 }] }] }] },
          ],
        },
        { file: 'screens.spec.ts', specs: [{ tests: [{ results: [{ duration: 60_000 }] }, { results: [] }] }] },
      ],
    };
    expect(slowestPlaywrightFiles(report)).toEqual([
      { file: 'screens.spec.ts', seconds: 60, tests: 2 },
      { file: 'login.spec.ts', seconds: 9, tests: 2 },
    ]);
  });
});

describe('npm test: stage table and budget', () => {
  const stages = [
    { name: 'preflight', budget: 'preflight', seconds: 10, idle: 0.874 },
    { name: 'server (SQLite)', budget: 'server', seconds: 500, slowest: [{ file: 'tests/server/x.test.ts', seconds: 95, tests: 1 }] },
    { name: 'server (PostgreSQL)', budget: 'server', seconds: STAGE_BUDGET.server + 30 },
    { name: 'e2e', budget: 'e2e', seconds: 100 },
  ];

  it('prints a line a stage with its share, marks the ones over it, and lists the slowest files', () => {
    const table = stageTable(stages).join('\n');
    expect(table).toMatch(/server \(SQLite\)\s+8 min 20 s\s+10 min 00 s\s+—\n/);
    expect(table).toMatch(/server \(PostgreSQL\)\s+10 min 30 s\s+10 min 00 s\s+—\s+over/);
    expect(table).toMatch(/preflight\s+10\.0 s\s+1 min 30 s\s+87 %\n/);
    expect(table).toContain('slowest in server (SQLite):');
    expect(table).toMatch(/1 min 35 s {2}tests\/server\/x\.test\.ts \(1 test\)/);
    expect(table).not.toContain('slowest in e2e');
  });

  it('names only the budget lines over their share (side-by-side passes by the longer), then the total', () => {
    expect(budgetLines(stages, 1_000)).toEqual([
      'budget: server took 10 min 30 s, over its share of 10 min 00 s (warning)',
      'budget: the whole run took 16 min 40 s of 30 min 00 s, within the budget',
    ]);
    expect(budgetLines([], BUDGET_SECONDS + 1).at(-1)).toBe(
      'budget: the whole run took 30 min 01 s of 30 min 00 s, over the budget (warning)',
    );
  });

  it('reads the idle share of the CPU time between two readings, over all cores', () => {
    const core = (idle: number, busy: number) => ({ times: { user: busy, nice: 0, sys: 0, idle, irq: 0 } });
    const before = cpuTimes([core(100, 100), core(50, 150)]);
    expect(before).toEqual({ idle: 150, total: 400 });
    // 400 ms more on the two cores, 100 of them idle.
    expect(idleShare(before, cpuTimes([core(150, 250), core(100, 300)]))).toBe(0.25);
    expect(idleShare(before, before)).toBeUndefined();
  });

  it('shares add up to the whole budget', () => {
    expect(Object.values(STAGE_BUDGET).reduce((a, b) => a + b, 0)).toBe(BUDGET_SECONDS);
    expect(formatSeconds(42.25)).toBe('42.3 s');
  });
});
