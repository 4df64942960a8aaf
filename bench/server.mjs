// Starts the production server for a bench on `url` (an empty database is seeded first, a seeded
// one is served as it is) and resolves once it answers; stop() ends it (only this child).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

// No simulator and no daily jobs (JOBS=off): only the requests measured, and the period scheduler, run.
export async function startBenchServer(url, port, { stdio = 'inherit', env = {}, serveConsole = false } = {}) {
  const child = spawn('npx', ['tsx', 'server/main.ts', ...(serveConsole ? ['--serve-console'] : [])], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: url,
      SIMULATOR: 'off',
      JOBS: 'off',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', stdio, stdio],
    // Its own process group: npx → tsx → node, and stop() must reach the node that serves.
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      process.kill(-child.pid, 'SIGTERM');
    });
  const t0 = Date.now();
  for (;;) {
    try {
      // Any answer means it listens (/login exists only with the console served).
      if ((await fetch(`${baseURL}/login`)).status < 500) return { child, baseURL, startMs: Date.now() - t0, stop };
    } catch {
      /* starting */
    }
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    if (Date.now() - t0 > 300_000) {
      await stop();
      throw new Error('server did not start');
    }
    await sleep(250);
  }
}
