// `npm test` runs the server test files in groups: one jest file requires several test files of a
// folder, each inside a describe named by its path. Each jest file loads the whole server (about
// 1,450 modules) into a fresh module registry, about 1.3 s of CPU a file; a group pays it once. A
// part's hooks and tests stay scoped to its describe, so it runs as it does alone. A file keeps a
// jest file of its own when it changes what the process shares (environment variables, fake
// timers, mocked modules, process listeners: found in its text) or says so with the marker below
// (files that take long alone, so the two workers stay balanced). Running a file directly
// (`npx jest tests/server/x.test.ts`) is untouched: only `npm test` sets JEST_SERVER_GROUPS.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { engineIndependentFiles } from './engineIndependent.mjs';
import { serverTestDirs, testFilesUnder } from './serverTestFiles.mjs';

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
 * Whether a test file must run in a jest file of its own: it says so (the marker, in its first
 * lines), or it does something that outlives it in a shared module registry.
 * @param {string} text
 */
export function runsAlone(text) {
  if (text.slice(0, 2_000).includes(TEST_ALONE)) return true;
  const code = text.replace(/^\s*(\/\/|\*).*$/gm, '');
  return SHARES_THE_PROCESS.some((pattern) => pattern.test(code));
}

/**
 * The pass's server test files in groups: each folder's files in sorted chunks of GROUP_SIZE, and
 * each file that runs alone as a group of one. On PostgreSQL the engine-independent files are
 * left out, as jest.config.js leaves them out of a pass run without groups.
 * @param {string} root the checkout
 * @param {boolean} onPostgres
 * @returns {{ name: string, files: string[] }[]} files as paths from the checkout
 */
export function serverGroups(root, onPostgres) {
  const skipped = new Set(onPostgres ? engineIndependentFiles(join(root, 'tests', 'server')) : []);
  /** @type {{ name: string, files: string[] }[]} */
  const groups = [];
  for (const dir of serverTestDirs(root)) {
    const byFolder = new Map();
    for (const file of testFilesUnder(dir)) {
      if (skipped.has(file)) continue;
      const path = relative(root, file);
      if (runsAlone(readFileSync(file, 'utf8'))) {
        groups.push({ name: path.replace(/\.test\.ts$/, '').replace(/[/\\]/g, '-'), files: [path] });
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
 * Writes one jest file per group into `dir` (emptied first), named `<group>.test.cjs`; jest.config.js
 * runs those instead of the test files when JEST_SERVER_GROUPS names the folder.
 * @param {string} root @param {string} dir @param {boolean} onPostgres
 * @returns {number} the test files grouped
 */
export function writeServerGroups(root, dir, onPostgres) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  for (const group of serverGroups(root, onPostgres)) {
    const parts = group.files.map(
      (file) => `describe(${JSON.stringify(file)}, () => {\n  require(${JSON.stringify(relative(dir, join(root, file)))});\n});\n`,
    );
    writeFileSync(join(dir, `${group.name}.test.cjs`), `// Written by scripts/jestGroups.mjs for npm test.\n${parts.join('')}`);
    count += group.files.length;
  }
  return count;
}
