#!/usr/bin/env node
// The e2e servers' databases: the default demo is seeded once into a template file (about a
// minute of CPU), and each server starts over its own copy of it (a file copy, about a second).
// `npm test` builds the template in the background while lint and the type check leave a core
// idle; a server that finds it still building waits for it, one that finds none builds it.
//
//   node scripts/e2eDatabase.mjs template FILE          build FILE unless it is there
//   node scripts/e2eDatabase.mjs serve TEMPLATE DB ...  copy TEMPLATE to DB, then run the server with the rest as its arguments
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { SEED_NODE_FLAGS } from './seedFlags.mjs';
import { bundledEntryArgs, bundleServer, removeServerBundle } from './serverBundle.mjs';

/** @param {string} file */
const sidecars = (file) => ['', '-wal', '-shm'].map((suffix) => file + suffix);

/** The last lines of a child's output, for an error message. @param {string} text */
const tail = (text) => text.trim().split('\n').slice(-5).join(' | ');

/** @param {number} pid */
function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The server's bundle for this process: npm test's (CHANCE_SERVER_BUNDLE, made once for the run,
 * which `release` leaves alone) or one made here, which `release` removes.
 * @returns {Promise<{ dir: string; release: () => void }>}
 */
async function takeServerBundle() {
  const shared = process.env.CHANCE_SERVER_BUNDLE;
  if (shared) return { dir: shared, release: () => {} };
  const dir = await bundleServer();
  return { dir, release: () => removeServerBundle(dir) };
}

/**
 * Makes sure the seeded template exists: builds it under a lock (a directory, named by the
 * builder's pid), or waits for the process that holds the lock. A lock whose builder died is
 * taken over.
 * @param {string} template
 * @param {(line: string) => void} say
 */
async function ensureTemplate(template, say = (line) => console.log(line)) {
  const lock = `${template}.lock`;
  for (;;) {
    if (existsSync(template)) return;
    try {
      mkdirSync(lock);
    } catch {
      let owner = 0;
      try {
        owner = Number(readdirSync(lock)[0] ?? 0);
      } catch {
        // Released between the mkdir and the read: try again.
      }
      if (owner && !alive(owner)) rmSync(lock, { recursive: true, force: true });
      await delay(500);
      continue;
    }
    mkdirSync(`${lock}/${process.pid}`);
    try {
      if (existsSync(template)) return;
      const building = `${template}.building`;
      for (const f of sidecars(building)) rmSync(f, { force: true });
      const started = Date.now();
      const bundle = await takeServerBundle();
      try {
        const env = { ...process.env, DATABASE_URL: `sqlite:${building}` };
        const seeded = spawnSync(process.execPath, [...SEED_NODE_FLAGS, ...bundledEntryArgs(bundle.dir, 'seed'), '--scale', 'default'], {
          env,
          encoding: 'utf8',
        });
        if (seeded.status !== 0)
          throw new Error(`seeding the e2e template failed (exit ${seeded.status ?? seeded.signal}): ${tail(seeded.stderr)}`);
        // The jobs due now (yesterday's rebates, report close, commission, VIP levels and weekly
        // rewards) run here, once, rather than on each lane server's first job tick: there they
        // held its event loop for seconds in the lane's first minute (a request answered after
        // 10-30 s) and paid rebates and rewards under the tests' feet, four times over.
        const jobs = spawnSync(process.execPath, [...SEED_NODE_FLAGS, ...bundledEntryArgs(bundle.dir, 'jobs')], { env, encoding: 'utf8' });
        if (jobs.status !== 0)
          throw new Error(`the e2e template's due jobs failed (exit ${jobs.status ?? jobs.signal}): ${tail(jobs.stderr + jobs.stdout)}`);
      } finally {
        bundle.release();
      }
      // The seed closed its connection, which checkpointed the WAL into the file: the file is whole.
      for (const f of sidecars(building).slice(1)) rmSync(f, { force: true });
      renameSync(building, template);
      say(`e2e: seeded the demo template ${template} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A server's own database: a fresh copy of the template (any older copy and its WAL replaced).
 * @param {string} template @param {string} db
 */
async function copyOfTemplate(template, db) {
  await ensureTemplate(template);
  for (const f of sidecars(db)) rmSync(f, { force: true });
  copyFileSync(template, db);
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'template') {
  await ensureTemplate(rest[0]);
} else if (command === 'serve') {
  const [template, db, ...serverArgs] = rest;
  await copyOfTemplate(template, db);
  // --npm-start: through `npm start`'s own script (scripts/start.mjs; with --dev, `npm run dev`'s),
  // so the e2e tests what users run; otherwise the server with the arguments given.
  const viaStart = serverArgs[0] === '--npm-start';
  const bundle = viaStart ? null : await takeServerBundle();
  const command = bundle ? [...bundledEntryArgs(bundle.dir, 'main'), ...serverArgs] : ['scripts/start.mjs', ...serverArgs.slice(1)];
  const server = spawn(process.execPath, command, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: `sqlite:${db}` },
  });
  // Playwright stops its web servers with a signal to this process: pass it on, exit with the server.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => {
    bundle?.release();
    process.exit(code ?? (signal ? 1 : 0));
  });
} else {
  console.error(`usage: e2eDatabase.mjs template FILE | serve TEMPLATE DB [--npm-start [--dev] | server args]`);
  process.exit(2);
}
