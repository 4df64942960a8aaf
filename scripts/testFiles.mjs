// The test files of a jest project, as jest.config.js finds them: `tests/<tier>` and each plugin's
// and example package's own `tests/<tier>`. One walk, shared by the grouping, the
// engine-independent marker and their tests, so they cannot disagree on what a test file is.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

function entries(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** What each project takes for a test file (server tests are never .tsx). */
export const TEST_FILE = { server: /\.test\.ts$/, unit: /\.test\.tsx?$/ };

/**
 * @param {string} dir
 * @param {RegExp} [name] what a test file's name matches
 * @returns {string[]} the test files under `dir`, absolute and sorted
 */
export function testFilesUnder(dir, name = TEST_FILE.server) {
  const found = [];
  for (const entry of entries(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFilesUnder(path, name));
    else if (name.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/**
 * @param {string} root the checkout
 * @param {'server' | 'unit'} tier
 * @returns {string[]} the folders holding the tier's test files
 */
export function testDirs(root, tier) {
  const dirs = [join(root, 'tests', tier)];
  for (const parent of ['plugins', 'examples'])
    for (const entry of entries(join(root, parent))) if (entry.isDirectory()) dirs.push(join(root, parent, entry.name, 'tests', tier));
  return dirs;
}

/**
 * @param {string} root the checkout
 * @param {'server' | 'unit'} [tier]
 * @returns {string[]} every test file of the tier, absolute, sorted within its folder
 */
export function testFiles(root, tier = 'server') {
  return testDirs(root, tier).flatMap((dir) => testFilesUnder(dir, TEST_FILE[tier]));
}
