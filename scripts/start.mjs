#!/usr/bin/env node
// `npm start`: the reference API server (which creates, migrates and seeds the embedded
// database on first run) plus the Vite dev server that proxies the API paths to it.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const apiPort = Number(process.env.API_PORT || 8788);
const port = Number(process.env.PORT || 5173);
const children = [];

function run(cmd, args, env) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${cmd} ${args.join(' ')} exited with ${code}; stopping.`);
      stop(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitForApi() {
  // Seeding a fresh database takes a while on first start; any envelope answer means ready.
  for (let i = 0; i < 600; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${apiPort}/chance_login/getTimeMillis`);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await sleep(250);
  }
  throw new Error(`API server did not start on port ${apiPort}`);
}

run('npx', ['tsx', 'server/main.ts'], { PORT: String(apiPort) });
await waitForApi();
run('npx', ['vite', '--port', String(port), '--strictPort'], { API_PORT: String(apiPort) });
await sleep(1500);
console.log(`\n  Chance Admin is running: http://localhost:${port}/\n  Demo accounts: admin/admin123, franchisee/franchisee123, agent/agent123, agent2/agent2123\n`);
