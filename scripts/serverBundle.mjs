// The server's entry points as one bundle of plain JavaScript (esbuild, the packages left to
// node_modules). `npm start`, the e2e servers and the server tests' child processes run it instead
// of compiling the TypeScript sources through tsx at every start: a process is ready with about a
// third of the CPU (the tiny seed: 5.2 s of CPU through tsx, 2.6 s bundled), and the bundle takes
// about a second to make, so it is made afresh for each start rather than kept and checked.
import { build } from 'esbuild';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** The entry points by the names their bundled files take (`<dir>/main.mjs`). */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  seed: 'demo/seed/cli.ts',
  jobs: 'server/jobs/cli.ts',
};

/**
 * Bundles the server into a folder of its own under node_modules/.cache (so the bundle resolves the
 * project's packages as the sources do), with source maps for stack traces that name the sources.
 * @param {string} [root] the project folder
 * @returns {Promise<string>} the folder; remove it with removeServerBundle when done
 */
export async function bundleServer(root = process.cwd()) {
  const base = join(root, 'node_modules', '.cache', 'chance-server');
  removeOrphans(base);
  const dir = join(base, `${process.pid}-${Date.now().toString(36)}`);
  mkdirSync(dir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return dir;
}

/**
 * Bundles whose maker is gone (a start killed outright never removes its own): each folder is
 * named by the process that made it.
 * @param {string} base
 */
function removeOrphans(base) {
  /** @type {string[]} */
  let names;
  try {
    names = readdirSync(base);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || alive(pid)) continue;
    rmSync(join(base, name), { recursive: true, force: true });
  }
}

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, under another user.
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** @param {string} dir a folder bundleServer made */
export function removeServerBundle(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Node's arguments to run one bundled entry point: source-mapped stack traces, then the file.
 * @param {string} dir @param {keyof typeof SERVER_ENTRIES} entry
 */
export function bundledEntryArgs(dir, entry) {
  return ['--enable-source-maps', join(dir, `${entry}.mjs`)];
}
