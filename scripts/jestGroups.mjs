// `npm test` runs the server and unit test files in groups: one jest file requires several test
// files of a folder, each inside a describe named by its path. Each jest file loads what its tests
// import into a fresh module registry (the whole server, about 1,450 modules, 1.3 s of CPU; a
// screen's react-admin, MUI and plugin, about 1 s) and a unit file a fresh jsdom; a group pays it
// once. A part's hooks and tests stay scoped to its describe, so it runs as it does alone. A file
// keeps a jest file of its own when it changes what the process shares (environment variables,
// fake timers, mocked modules, process listeners; for unit files also the window's globals: found
// in its text) or says so with the marker below (files that take long alone, so the two workers
// stay balanced). Running a file directly (`npx jest tests/server/x.test.ts`) is untouched: only
// `npm test` sets JEST_SERVER_GROUPS and JEST_UNIT_GROUPS.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { engineIndependentFiles } from './engineIndependent.mjs';
import { testDirs, TEST_FILE, testFilesUnder } from './testFiles.mjs';

export const TEST_ALONE = '@test-alone';

/** What a test file does that would reach the next file of its group. */
export const SHARES_THE_PROCESS = [
  /process\.env(\.\w+|\[[^\]]+\])\s*=[^=]/,
  /delete process\.env/,
  /jest\.(mock|doMock|unstable_mockModule|useFakeTimers|spyOn|replaceProperty)\(/,
  /process\.(on|once)\(/,
];

/** Parts per group: enough to save the loads, few enough that two workers stay balanced. */
export const GROUP_SIZE = 6;

/**
 * What a unit test file does to the window that would reach the next file of its group. Storage,
 * the address and the title need no check: each part of a unit group starts with them as a fresh
 * jsdom has them (UNIT_PART_RESET).
 */
export const SHARES_THE_WINDOW = [
  /\b(global|globalThis|window|navigator|document)\.[\w$]+(\.[\w$]+)*\s*=[^=]/,
  /Object\.defineProperty\(\s*(global|globalThis|window|navigator|document|HTML\w*)/,
  /\.prototype\.[\w$]+\s*=[^=]/,
];

/**
 * Whether a test file must run in a jest file of its own: it says so (the marker, in its first
 * lines), or it does something that outlives it in a shared module registry.
 * @param {string} text
 * @param {'server' | 'unit'} [tier]
 */
export function runsAlone(text, tier = 'server') {
  // A docblock's test environment applies to the jest file, not to a file it requires.
  if (text.slice(0, 2_000).includes(TEST_ALONE) || /@jest-environment\s/.test(text.slice(0, 2_000))) return true;
  const code = text.replace(/^\s*(\/\/|\*).*$/gm, '');
  const shared = tier === 'unit' ? [...SHARES_THE_PROCESS, ...SHARES_THE_WINDOW] : SHARES_THE_PROCESS;
  return shared.some((pattern) => pattern.test(code));
}

/**
 * A tier's test files in groups: each folder's files in sorted chunks of GROUP_SIZE, and each file
 * that runs alone as a group of one.
 * @param {string} root the checkout
 * @param {'server' | 'unit'} tier
 * @param {Set<string>} [skipped] absolute paths left out
 * @returns {{ name: string, files: string[] }[]} files as paths from the checkout
 */
function groupsOf(root, tier, skipped = new Set()) {
  /** @type {{ name: string, files: string[] }[]} */
  const groups = [];
  for (const dir of testDirs(root, tier)) {
    const byFolder = new Map();
    for (const file of testFilesUnder(dir, TEST_FILE[tier])) {
      if (skipped.has(file)) continue;
      const path = relative(root, file);
      if (runsAlone(readFileSync(file, 'utf8'), tier)) {
        groups.push({ name: path.replace(/\.test\.tsx?$/, '').replace(/[/\\]/g, '-'), files: [path] });
        continue;
      }
      const folder = relative(root, dirname(file));
      byFolder.set(folder, [...(byFolder.get(folder) ?? []), path]);
    }
    for (const [folder, files] of byFolder)
      for (let i = 0; i < files.length; i += GROUP_SIZE)
        groups.push({ name: `${folder.replace(/[/\\]/g, '-')}-${i / GROUP_SIZE + 1}`, files: files.slice(i, i + GROUP_SIZE) });
  }
  return groups;
}

/**
 * The pass's server test files in groups. On PostgreSQL the engine-independent files are left
 * out, as jest.config.js leaves them out of a pass run without groups.
 * @param {string} root the checkout
 * @param {boolean} onPostgres
 * @returns {{ name: string, files: string[] }[]} files as paths from the checkout
 */
export function serverGroups(root, onPostgres) {
  return groupsOf(root, 'server', new Set(onPostgres ? engineIndependentFiles(join(root, 'tests', 'server')) : []));
}

/**
 * The unit test files in groups.
 * @param {string} root the checkout
 * @returns {{ name: string, files: string[] }[]} files as paths from the checkout
 */
export function unitGroups(root) {
  return groupsOf(root, 'unit');
}

/**
 * Before each part of a unit group: the storage, address and title a fresh jsdom starts with, so a
 * part finds no language, list state or route its predecessor left (react-admin keeps its store in
 * localStorage).
 */
export const UNIT_PART_RESET =
  "beforeAll(() => { localStorage.clear(); sessionStorage.clear(); window.history.replaceState(null, '', '/'); document.title = ''; });";

/**
 * Writes one jest file per group into `dir` (emptied first), named `<group>.test.cjs`; jest.config.js
 * runs those instead of the test files when JEST_SERVER_GROUPS / JEST_UNIT_GROUPS names the folder.
 * @param {string} root @param {string} dir @param {{ name: string, files: string[] }[]} groups
 * @param {string} [partReset] run first in each part's describe
 * @returns {number} the test files grouped
 */
function writeGroups(root, dir, groups, partReset = '') {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const group of groups) {
    const parts = group.files.map(
      (file) =>
        `describe(${JSON.stringify(file)}, () => {\n${partReset ? `  ${partReset}\n` : ''}  require(${JSON.stringify(relative(dir, join(root, file)))});\n});\n`,
    );
    writeFileSync(join(dir, `${group.name}.test.cjs`), `// Written by scripts/jestGroups.mjs for npm test.\n${parts.join('')}`);
    count += group.files.length;
  }
  return count;
}

/** @param {string} root @param {string} dir @param {boolean} onPostgres @returns {number} the test files grouped */
export function writeServerGroups(root, dir, onPostgres) {
  return writeGroups(root, dir, serverGroups(root, onPostgres));
}

/** @param {string} root @param {string} dir @returns {number} the test files grouped */
export function writeUnitGroups(root, dir) {
  return writeGroups(root, dir, unitGroups(root), UNIT_PART_RESET);
}
