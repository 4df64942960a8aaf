#!/usr/bin/env node
// `npm start`: the console as operators meet it, the production build and the API on one port
// (PORT, default 5173), over the embedded database the server creates, migrates and seeds on first
// run. The console is built on first start and again only when its sources changed since.
// `npm run dev` (`start.mjs --dev`): the console's sources through Vite inside the same server, with
// hot reload, for plugin authors. Request lines stay out of the terminal unless LOG_LEVEL says so.
import { spawn } from 'node:child_process';
import { consoleBuildIsStale } from './startBuild.mjs';

const dev = process.argv.includes('--dev');
const env = { ...process.env, PORT: process.env.PORT || '5173', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };

/** @param {string} command @param {string[]} args @returns {Promise<number>} the exit code */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

// --no-build serves dist/ as it is (the e2e lanes: npm test has just built it, and lanes building
// side by side would replace the files other lanes serve).
const stale = dev || process.argv.includes('--no-build') ? null : consoleBuildIsStale(process.cwd());
if (stale) {
  // The build and the database's first seeding each take tens of seconds: side by side.
  console.log(`Building the console (${stale}) while the database is prepared…`);
  const started = Date.now();
  const [built, prepared] = await Promise.all([
    run('npx', ['vite', 'build', '--logLevel', 'warn']).then((code) => {
      if (code === 0) console.log(`Built the console in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return code;
    }),
    run(process.execPath, ['--import', 'tsx', 'server/main.ts', '--prepare-only']),
  ]);
  if (built !== 0) {
    console.error(`Building the console failed (exit ${built}); npm run build shows why.`);
    process.exit(1);
  }
  if (prepared !== 0) process.exit(prepared);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', dev ? '--dev-console' : '--serve-console'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
