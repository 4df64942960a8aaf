// Whether `npm start` must build the console first: no build yet, or a console source newer than it.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the console's build reads (files, or folders walked whole). */
export const CONSOLE_SOURCES = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'scripts/languagePreload.mjs',
  'scripts/precompress.mjs',
  'public',
  'src',
  'shared',
  'plugins',
  'examples',
];

/** Folders inside the sources that the console's build never reads: servers' halves and tests. */
const NOT_CONSOLE = new Set(['server', 'tests', 'node_modules']);

/** @param {string} path @returns {number} the newest modification time under path (0 when absent) */
function newest(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && NOT_CONSOLE.has(entry.name)) continue;
    latest = Math.max(latest, newest(join(path, entry.name)));
  }
  return latest;
}

/**
 * @param {string} root the checkout
 * @returns {string | null} why the console must be built, or null when dist/ is up to date
 */
export function consoleBuildIsStale(root) {
  const built = newest(join(root, 'dist', 'index.html'));
  if (built === 0) return 'first start: no build in dist/ yet';
  const changed = CONSOLE_SOURCES.find((source) => newest(join(root, source)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
