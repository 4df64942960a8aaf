// Finds the Chromium the e2e tests drive, installing Debian's when that is possible, before any
// test runs (the decisions are in decisions.mjs).
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { decideChromium, decideFont, DEBIAN_CHROMIUM } from './decisions.mjs';

/** @param {string} path */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** @param {string} name @returns {string | null} */
export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Debian proper: Ubuntu's `chromium` package is a snap wrapper that does not run in containers. */
export function machine() {
  let debian;
  try {
    debian = /^ID="?debian"?$/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    debian = false;
  }
  return { debian, root: process.getuid?.() === 0, aptGet: onPath('apt-get') !== null };
}

async function playwrightChromium() {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

async function candidates() {
  const list = [];
  if (process.env.CHROMIUM) list.push({ label: 'CHROMIUM', path: process.env.CHROMIUM, usable: isExecutable(process.env.CHROMIUM) });
  const shell = onPath('chromium-headless-shell');
  list.push({ label: 'SHELL', path: shell ?? 'chromium-headless-shell', usable: shell !== null });
  const found = onPath('chromium');
  list.push({ label: 'PATH', path: found ?? 'chromium', usable: found !== null });
  const playwright = await playwrightChromium();
  if (playwright) list.push({ label: "Playwright's browser", path: playwright, usable: isExecutable(playwright) });
  return list;
}

function hasCjkFont() {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() !== '';
}

/** @param {string[]} args @param {(line: string) => void} say */
function aptGet(args, say) {
  say(`$ apt-get ${args.join(' ')}`);
  const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return r.status === 0 ? null : `apt-get ${args[0]} failed (exit ${r.status ?? r.signal})`;
}

/**
 * Installs from the package lists the machine has, and refreshes them only when that fails (a
 * refresh costs tens of seconds; the lists are usually recent enough).
 * @param {string[]} packages @param {(line: string) => void} say
 */
function aptInstall(packages, say) {
  // Waits for another apt/dpkg run instead of failing on its lock.
  const install = ['install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=300', ...packages];
  if (aptGet(install, say) === null) return null;
  return aptGet(['update', '-qq'], say) ?? aptGet(install, say);
}

/**
 * @param {(line: string) => void} say prints one preflight line
 * @returns {Promise<{ path: string } | { stop: string }>}
 */
export async function prepareChromium(say) {
  const box = machine();
  const decision = decideChromium(await candidates(), box);
  decision.notes.forEach(say);
  if (decision.action === 'stop') return { stop: decision.line };
  let path;
  if (decision.action === 'install') {
    say(
      decision.fallback
        ? `e2e: ${decision.fallback.path} is the full browser; Debian as root: installing the lighter ${decision.packages.join(' ')}`
        : `e2e: no Chromium (looked at ${decision.looked}); Debian as root: installing ${decision.packages.join(' ')}`,
    );
    const started = Date.now();
    const failure =
      aptInstall(decision.packages, say) ?? (isExecutable(decision.expect) ? null : `${DEBIAN_CHROMIUM} is not there after it`);
    if (failure && decision.fallback) {
      say(`e2e: installing ${decision.packages.join(' ')} failed (${failure}); using ${decision.fallback.path}`);
      path = decision.fallback.path;
    } else if (failure) {
      return {
        stop: `installing ${decision.packages.join(' ')} failed: ${failure}; install them yourself, set CHROMIUM=/path/to/chromium, or run npm test -- --skip e2e`,
      };
    } else {
      say(`e2e: installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      path = decision.expect;
    }
  } else {
    path = decision.path;
  }
  say(`e2e: Chromium ${path}${decision.action === 'use' ? ` (${decision.label})` : ''}`);
  const font = decideFont(hasCjkFont(), box);
  if (font.action === 'install') {
    say(`e2e: no CJK font; Debian as root: installing ${font.packages.join(' ')}`);
    const failure = aptInstall(font.packages, say);
    if (failure) say(`e2e: ${failure}; Chinese shows as boxes in screenshots`);
  } else if (font.action === 'warn') {
    say(`e2e: ${font.line}`);
  }
  return { path };
}
