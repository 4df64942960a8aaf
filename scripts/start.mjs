#!/usr/bin/env node
// `npm start`: the console as operators meet it, the production build and the API on one port
// (PORT, default 5173), over the embedded database the server creates, migrates and seeds on first
// run. The console is built on first start and again only when its sources changed since.
// `npm run dev` (`start.mjs --dev`): the console's sources through Vite inside the same server, with
// hot reload, for plugin authors. Request lines stay out of the terminal unless LOG_LEVEL says so.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { SEED_NODE_FLAGS } from './seedFlags.mjs';
import { bundledEntryArgs, bundleServer, removeServerBundle } from './serverBundle.mjs';
import { consoleBuildIsStale } from './startBuild.mjs';

const dev = process.argv.includes('--dev');
const env = { ...process.env, PORT: process.env.PORT || '5173', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };

// --no-build serves dist/ as it is (the e2e lanes: npm test has just built it, and lanes building
// side by side would replace the files other lanes serve).
const stale = dev || process.argv.includes('--no-build') ? null : consoleBuildIsStale(process.cwd());
const build = stale ? spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env }) : null;
// The build yields the cores to the first start's seed (the longer of the two, whose end the URL
// waits for); it still ends well before the seed. Its processes inherit the priority.
if (build?.pid)
  try {
    setPriority(build.pid, 10);
  } catch {
    // Not permitted here: both run at the same priority, as before.
  }

// One server process, started at once (from the server's bundle, made in about a second:
// scripts/serverBundle.mjs): it prepares (migrates, and seeds an empty database) while the console
// builds beside it, and waits for the build's word before serving the console (server/main.ts,
// CONSOLE_BUILD). The seed's node flags serve the whole process: a fresh database is seeded here,
// not in a process of its own.
const bundle = await bundleServer();
const server = spawn(
  process.execPath,
  [...SEED_NODE_FLAGS, ...bundledEntryArgs(bundle, 'main'), dev ? '--dev-console' : '--serve-console'],
  {
    stdio: stale ? ['inherit', 'inherit', 'inherit', 'ipc'] : 'inherit',
    env: stale ? { ...env, CONSOLE_BUILD: 'pending' } : env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  removeServerBundle(bundle);
  // A server that stopped while the console was building (a failed preparation) takes the build with it.
  if (build && build.exitCode === null) build.kill('SIGTERM');
  process.exit(code ?? (signal ? 0 : 1));
});

if (build) {
  console.log(`Building the console (${stale}) while the database is prepared…`);
  const started = Date.now();
  /** @type {number} */
  const built = await new Promise((resolve) => build.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  if (built !== 0) {
    console.error(`Building the console failed (exit ${built}); npm run build shows why.`);
    server.kill('SIGTERM');
    process.exit(1);
  }
  console.log(`Built the console in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  server.send('console-built');
}
