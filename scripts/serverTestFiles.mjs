// The server test files, as jest.config.js's server project finds them: `tests/server` and each
// plugin's and example package's own `tests/server`. One walk, shared by the grouping, the
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

/**
 * @param {string} dir
 * @returns {string[]} the `.test.ts` files under `dir`, absolute and sorted
 */
export function testFilesUnder(dir) {
  const found = [];
  for (const entry of entries(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFilesUnder(path));
    else if (entry.name.endsWith('.test.ts')) found.push(path);
  }
  return found.sort();
}

/**
 * @param {string} root the checkout
 * @returns {string[]} the folders holding server test files
 */
export function serverTestDirs(root) {
  const dirs = [join(root, 'tests', 'server')];
  for (const parent of ['plugins', 'examples'])
    for (const entry of entries(join(root, parent))) if (entry.isDirectory()) dirs.push(join(root, parent, entry.name, 'tests', 'server'));
  return dirs;
}

/**
 * @param {string} root the checkout
 * @returns {string[]} every server test file, absolute, sorted within its folder
 */
export function serverTestFiles(root) {
  return serverTestDirs(root).flatMap(testFilesUnder);
}
