/**
 * @jest-environment node
 */
import { readFileSync, readdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { engineIndependentFiles } from '../../../scripts/engineIndependent.mjs';
import { testFiles } from '../../../scripts/testFiles.mjs';
import { GROUP_SIZE, runsAlone, serverGroups, TEST_ALONE, writeServerGroups } from '../../../scripts/jestGroups.mjs';

const ROOT = path.resolve(__dirname, '../../..');

const allServerFiles = testFiles(ROOT, 'server')
  .map((file) => path.relative(ROOT, file))
  .sort();

describe('npm test: server test files in groups (scripts/jestGroups.mjs)', () => {
  it('puts every server test file in exactly one group of one folder, at most GROUP_SIZE to a group', () => {
    const groups = serverGroups(ROOT, false);
    expect(groups.flatMap((g) => g.files).sort()).toEqual(allServerFiles);
    for (const group of groups) {
      expect(group.files.length).toBeLessThanOrEqual(GROUP_SIZE);
      expect(new Set(group.files.map((f) => path.dirname(f))).size).toBe(1);
    }
    expect(new Set(groups.map((g) => g.name)).size).toBe(groups.length);
    // Grouping is the point: far fewer jest files than test files.
    expect(groups.length).toBeLessThan(allServerFiles.length / 2);
  });

  it('leaves the engine-independent files out of the PostgreSQL pass, and only they', () => {
    const independent = engineIndependentFiles(path.join(ROOT, 'tests/server')).map((f) => path.relative(ROOT, f));
    expect(independent.length).toBeGreaterThan(0);
    const onPostgres = serverGroups(ROOT, true).flatMap((g) => g.files);
    expect(onPostgres.sort()).toEqual(allServerFiles.filter((f) => !independent.includes(f)));
  });

  it('runs alone a file that says so or that changes what the process shares', () => {
    const alone = new Set(
      serverGroups(ROOT, false)
        .filter((g) => g.files.length === 1)
        .map((g) => g.files[0]),
    );
    for (const file of allServerFiles) if (runsAlone(readFileSync(path.join(ROOT, file), 'utf8'))) expect(alone).toContain(file);
    expect(alone).toContain('tests/server/hardening/loginThrottle.test.ts');
    expect(alone).toContain('tests/server/cluster/failover.test.ts');
    expect(runsAlone(`// ${TEST_ALONE}: slow\nit('x', () => {});`)).toBe(true);
    expect(runsAlone("process.env.MONEY_SECRET_KEY_FILE = '/x';")).toBe(true);
    expect(runsAlone('delete process.env.PG_BINDIR;')).toBe(true);
    expect(runsAlone('jest.useFakeTimers();')).toBe(true);
    expect(runsAlone("jest.mock('../x');")).toBe(true);
    expect(runsAlone("const url = process.env.TEST_DATABASE_URL;\nif (process.env.A === 'b') it('x', () => {});")).toBe(false);
    // A comment that names a pattern is not the pattern.
    expect(runsAlone("// tests never set process.env.X = 1 here\nit('x', () => {});")).toBe(false);
  });

  it('writes a jest file per group that requires its files inside describes named by their paths', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jest-groups-'));
    try {
      const count = writeServerGroups(ROOT, dir, false);
      expect(count).toBe(allServerFiles.length);
      const written = readdirSync(dir);
      expect(written.every((name) => name.endsWith('.test.cjs'))).toBe(true);
      const text = written.map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
      for (const file of allServerFiles) {
        expect(text).toContain(`describe(${JSON.stringify(file)}, () => {`);
        expect(text).toContain(`require(${JSON.stringify(path.relative(dir, path.join(ROOT, file)))});`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
