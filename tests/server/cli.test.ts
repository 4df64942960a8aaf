// @test-alone: over half a minute alone; a jest file of its own keeps the two workers balanced (scripts/jestGroups.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { freshDatabase, sha256 } from './helpers/server';
import { serverNodeArgs } from './helpers/serverProcess';

// The two commands as operators run them: the server entry and the seed CLI, on a fresh database.
const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [...serverNodeArgs('seed'), ...args], { env: { ...process.env, ...env }, encoding: 'utf8', timeout: 60_000 });

describe('demo/seed/cli.ts', () => {
  it('seeds an empty database, refuses a full one, and replaces it with --reset', async () => {
    const database = await freshDatabase();
    try {
      const env = { DATABASE_URL: database.url };
      const first = run(['--scale', 'tiny'], env);
      expect(first.status).toBe(0);
      expect(first.stdout).toMatch(/Seeded .* with the tiny profile in \d+ ms: .*"member":200/);
      const again = run(['--scale', 'tiny'], env);
      expect(again.status).toBe(1);
      expect(again.stderr).toContain('already holds data; pass --reset');
      expect(run(['--scale', 'tiny', '--reset'], env).status).toBe(0);
      const bad = run(['--scale', 'huge'], env);
      expect(bad.status).toBe(1);
      expect(bad.stderr).toContain('--scale must be tiny or default');
    } finally {
      await database.dispose();
    }
  }, 120_000);
});

/**
 * server/main.ts as a child process with its output collected: `seen` waits for a pattern in it
 * (60 s), `output` is all of it so far, `stop` sends SIGTERM and resolves with the exit code.
 * With `ipc`, the child has the channel scripts/start.mjs gives it.
 */
function startMain(env: Record<string, string>, { ipc = false } = {}) {
  const child = spawn(process.execPath, serverNodeArgs('main'), {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters) waiter();
  });
  const seen = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${output}`)), 60_000);
      const look = () => {
        const match = pattern.exec(output);
        if (!match) return;
        clearTimeout(timer);
        waiters.delete(look);
        resolve(match);
      };
      waiters.add(look);
      look();
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`exited with ${code}: ${output}`));
      });
    });
  const stop = () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    return exited;
  };
  return { child, seen, output: () => output, stop };
}

const LISTENING = /Chance Admin API listening on http:\/\/localhost:(\d+)/;

describe('server/main.ts', () => {
  it('migrates, seeds, listens, answers, and shuts down cleanly on SIGTERM', async () => {
    const database = await freshDatabase();
    const main = startMain({ DATABASE_URL: database.url, SEED: 'tiny' });
    try {
      const [, port] = await main.seen(LISTENING);
      expect(main.output()).toMatch(/Seeded the tiny demo in \d+ ms/);
      const response = await fetch(`http://127.0.0.1:${port}/chance_login/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: sha256('admin123') }),
      });
      expect((await response.json()).code).toBe(200);
      expect(await main.stop()).toBe(0);
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await database.dispose();
    }
  }, 120_000);

  it("beside npm start's console build, prepares at once and listens only once the build is done", async () => {
    const database = await freshDatabase();
    // As scripts/start.mjs starts it on a first start: an IPC channel and CONSOLE_BUILD=pending.
    const main = startMain({ DATABASE_URL: database.url, SEED: 'off', CONSOLE_BUILD: 'pending' }, { ipc: true });
    try {
      await main.seen(/waiting for the console build to finish/);
      // The database is ready, and still nothing listens: the console is not whole yet.
      expect(main.output()).not.toContain('listening on');
      main.child.send('console-built');
      const [, port] = await main.seen(LISTENING);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      expect(await main.stop()).toBe(0);
    } finally {
      if (main.child.exitCode === null) main.child.kill('SIGKILL');
      await database.dispose();
    }
  }, 120_000);
});
