import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GROUP_SIZE, runsAlone, UNIT_PART_RESET, unitGroups, writeUnitGroups } from '../../../scripts/jestGroups.mjs';
import { testFiles } from '../../../scripts/testFiles.mjs';

// In jsdom, as the unit files run: the last test resets a window the way each part of a group starts.
const ROOT = path.resolve(__dirname, '../../..');

const allUnitFiles = testFiles(ROOT, 'unit')
  .map((file) => path.relative(ROOT, file))
  .sort();

describe('npm test: unit test files in groups', () => {
  it('puts every unit test file (.ts and .tsx) in exactly one group of one folder', () => {
    expect(allUnitFiles).toContain('tests/unit/scripts/jestGroups.test.ts');
    expect(allUnitFiles.some((f) => f.endsWith('.test.tsx'))).toBe(true);
    const groups = unitGroups(ROOT);
    expect(groups.flatMap((g) => g.files).sort()).toEqual(allUnitFiles);
    for (const group of groups) {
      expect(group.files.length).toBeLessThanOrEqual(GROUP_SIZE);
      expect(new Set(group.files.map((f) => path.dirname(f))).size).toBe(1);
    }
    expect(groups.length).toBeLessThan(allUnitFiles.length / 1.5);
  });

  it("runs alone a unit file that changes the window's globals or names its own test environment", () => {
    const alone = new Set(
      unitGroups(ROOT)
        .filter((g) => g.files.length === 1)
        .map((g) => g.files[0]),
    );
    for (const file of allUnitFiles) if (runsAlone(readFileSync(path.join(ROOT, file), 'utf8'), 'unit')) expect(alone).toContain(file);
    // This file says `@jest-environment node` in its docblock, which a group's jest file would not honour.
    expect(alone).toContain('tests/unit/scripts/jestGroups.test.ts');
    expect(runsAlone('/**\n * @jest-environment node\n */\nit("x", () => {});', 'unit')).toBe(true);
    expect(runsAlone('window.scrollTo = jest.fn();', 'unit')).toBe(true);
    expect(runsAlone('globalThis.fetch = mockFetch;', 'unit')).toBe(true);
    expect(runsAlone("Object.defineProperty(window, 'matchMedia', { value: m });", 'unit')).toBe(true);
    expect(runsAlone('HTMLElement.prototype.scrollIntoView = () => {};', 'unit')).toBe(true);
    expect(runsAlone("if (window.location.pathname === '/') it('x', () => {});", 'unit')).toBe(false);
    expect(runsAlone("localStorage.setItem('RaStore.locale', 'en');", 'unit')).toBe(false);
    // The window's globals are the unit tier's concern: a server file may set its own.
    expect(runsAlone('globalThis.fetch = mockFetch;', 'server')).toBe(false);
  });

  it('starts each part with the storage, address and title of a fresh jsdom', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jest-unit-groups-'));
    try {
      expect(writeUnitGroups(ROOT, dir)).toBe(allUnitFiles.length);
      const text = readdirSync(dir)
        .map((name) => readFileSync(path.join(dir, name), 'utf8'))
        .join('\n');
      for (const file of allUnitFiles)
        expect(text).toContain(
          `describe(${JSON.stringify(file)}, () => {\n  ${UNIT_PART_RESET}\n  require(${JSON.stringify(path.relative(dir, path.join(ROOT, file)))});`,
        );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    localStorage.setItem('RaStore.locale', '"en"');
    window.history.replaceState(null, '', '/members?page=2');
    document.title = 'x';
    new Function('beforeAll', UNIT_PART_RESET)((reset: () => void) => reset());
    expect([localStorage.length, window.location.pathname + window.location.search, document.title]).toEqual([0, '/', '']);
  });
});
