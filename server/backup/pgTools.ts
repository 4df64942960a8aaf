import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';

/*
 * PostgreSQL's own dump and restore programs, found on this machine. pg_dump refuses a server of a
 * newer major version than its own, so the newest one found is taken and checked against the
 * server before anything runs. PG_BINDIR names the folder holding them when they are elsewhere.
 */

export type PgTool = 'pg_dump' | 'pg_restore';

/** A tool missing or too old: the message says what to install. */
export class PgToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PgToolError';
  }
}

/** Folders that may hold the tools: PG_BINDIR, PATH, then the distributions' per-version folders. */
function candidateFolders(env: NodeJS.ProcessEnv): string[] {
  if (env.PG_BINDIR) return [env.PG_BINDIR];
  const versioned = (root: string, prefix: string) => {
    try {
      return readdirSync(root)
        .filter((name) => name.startsWith(prefix))
        .map((name) => join(root, name, 'bin'));
    } catch {
      return [];
    }
  };
  // PATH first, then Debian's and Ubuntu's /usr/lib/postgresql/N/bin and PGDG's /usr/pgsql-N/bin on RHEL.
  return [...(env.PATH ?? '').split(delimiter).filter(Boolean), ...versioned('/usr/lib/postgresql', ''), ...versioned('/usr', 'pgsql-')];
}

/** The major version a tool reports (`pg_dump (PostgreSQL) 15.18 (Debian …)` → 15), or null when it does not run. */
function majorOf(path: string): number | null {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8' });
  const match = run.status === 0 ? /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout) : null;
  return match ? Number(match[1]) : null;
}

/** The installable package for a major version, for messages. */
const installHint = (major: number | null) =>
  `install PostgreSQL's client programs${major ? ` of version ${major} or newer` : ''} (Debian/Ubuntu: apt-get install postgresql-client${
    major ? `-${major}` : ''
  }, from apt.postgresql.org when the distribution's is older; RHEL: dnf install postgresql${major ?? ''}; macOS: brew install libpq), ` +
  'or set PG_BINDIR to the folder holding pg_dump and pg_restore';

/**
 * The newest `tool` found, refusing one older than the `server` major version (pg_dump cannot dump a newer
 * server; pg_restore may not read its archives).
 */
export function findPgTool(tool: PgTool, server: number | null, env: NodeJS.ProcessEnv = process.env): { path: string; major: number } {
  const found: { path: string; major: number }[] = [];
  for (const folder of candidateFolders(env)) {
    const path = join(folder, tool);
    if (!existsSync(path) || found.some((f) => f.path === path)) continue;
    const major = majorOf(path);
    if (major !== null) found.push({ path, major });
  }
  found.sort((a, b) => b.major - a.major);
  const best = found[0];
  if (!best)
    throw new PgToolError(`${tool} was not found${env.PG_BINDIR ? ` in PG_BINDIR (${env.PG_BINDIR})` : ''}: ${installHint(server)}.`);
  if (server !== null && best.major < server)
    throw new PgToolError(
      `${tool} ${best.major} (${best.path}) is older than the PostgreSQL ${server} server and cannot ${tool === 'pg_dump' ? 'dump' : 'restore into'} it: ${installHint(server)}.`,
    );
  return best;
}

/** The server's major version (18 for 18.1). */
export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(`select current_setting('server_version_num') as v`);
    return Math.floor(Number(rows[0].v) / 10_000);
  } finally {
    await client.end();
  }
}

/**
 * The connection for a tool: the URL without its password, which goes in PGPASSWORD instead, so
 * it never shows in the process list.
 */
export function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a tool to its end; rejects with its own error lines when it fails. */
export function runPgTool(path: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${path} failed (${signal ?? `exit ${code}`}):\n${stderr.trim()}`));
    });
  });
}
