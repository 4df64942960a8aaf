import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { findPgTool, runPgTool, serverMajor, toolConnection } from './pgTools';

/*
 * A consistent copy of a live database, taken while the server keeps writing.
 * SQLite: the online backup API (better-sqlite3's db.backup) copying every page in one step, so the
 * copy is one read snapshot (WAL lets the writers go on meanwhile): a transaction is in it whole or
 * not at all. The copy is then switched out of WAL mode so it is one self-contained file.
 * PostgreSQL: pg_dump's custom format, which reads every table in one repeatable-read snapshot.
 * The file is written beside its name and renamed when complete: a failed backup leaves nothing
 * that looks like one.
 */

export type Engine = 'sqlite' | 'postgres';

export interface BackupResult {
  engine: Engine;
  file: string;
  bytes: number;
  ms: number;
}

/** A backup or restore refused before doing anything (bad arguments, a missing file): exit 2, not a crash. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}

export function engineOf(url: string): Engine {
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres';
  if (url.startsWith('sqlite:')) return 'sqlite';
  throw new BackupRefused(`Unsupported DATABASE_URL "${url}": use sqlite:PATH or postgres://…`);
}

/** The file of a sqlite: URL; an in-memory database has none to back up or restore into. */
export function sqlitePath(url: string): string {
  const file = url.slice('sqlite:'.length);
  if (!file || file === ':memory:')
    throw new BackupRefused('An in-memory SQLite database lives only inside its process: there is no file to copy.');
  return resolve(file);
}

/** Copies every page of `source` (an open connection) into `target` in one step of the backup API: one consistent snapshot. */
export async function copyPages(source: SQLite.Database, target: string): Promise<void> {
  await source.backup(target, { progress: () => 0x7fffffff });
}

async function backupSqlite(url: string, temp: string): Promise<void> {
  const file = sqlitePath(url);
  if (!existsSync(file)) throw new BackupRefused(`No SQLite database at ${file} (DATABASE_URL ${url}).`);
  // Read-only: the backup never writes to the live database; a busy writer is waited for, not failed.
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    await copyPages(source, temp);
  } finally {
    source.close();
  }
  const copy = new SQLite(temp);
  try {
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the copy fails SQLite's quick_check: ${String(check)}`);
  } finally {
    copy.close();
  }
}

async function backupPostgres(url: string, temp: string): Promise<void> {
  const dump = findPgTool('pg_dump', await serverMajor(url));
  const { dbname, env } = toolConnection(url);
  await runPgTool(dump.path, ['--format=custom', `--file=${temp}`, `--dbname=${dbname}`], env);
}

/** Backs up DATABASE_URL's database into `to`, which must not exist yet. */
export async function backupDatabase(url: string, to: string): Promise<BackupResult> {
  const started = Date.now();
  const engine = engineOf(url);
  const file = resolve(to);
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: a backup never overwrites a file; name a new one.`);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.partial-${process.pid}`;
  try {
    if (engine === 'sqlite') await backupSqlite(url, temp);
    else await backupPostgres(url, temp);
    renameSync(temp, file);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  return { engine, file, bytes: statSync(file).size, ms: Date.now() - started };
}
