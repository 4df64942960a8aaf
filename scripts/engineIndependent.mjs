// Server test files that open no database of their pass say so with a marker in their first
// lines; a PostgreSQL pass (TEST_DATABASE_URL set) leaves them out, since it would run the same
// code again. tests/server/engineIndependent.test.ts keeps the marker honest.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { testFilesUnder } from './testFiles.mjs';

export const ENGINE_INDEPENDENT = '@engine-independent';

/**
 * @param {string} dir
 * @returns {string[]} the marked `.test.ts` files under `dir`, as absolute paths
 */
export function engineIndependentFiles(dir) {
  return testFilesUnder(dir).filter((path) => readFileSync(path, 'utf8').slice(0, 2_000).includes(ENGINE_INDEPENDENT));
}

/** @param {string} text */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * jest's testPathIgnorePatterns for the server project: on PostgreSQL, the marked files.
 * @param {string} root the checkout
 * @param {boolean} onPostgres
 * @returns {string[]}
 */
export function serverIgnorePatterns(root, onPostgres) {
  const marked = onPostgres ? engineIndependentFiles(join(root, 'tests', 'server')) : [];
  return ['/node_modules/', ...marked.map((file) => `/${escape(relative(root, file))}$`)];
}
