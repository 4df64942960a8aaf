import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, dialectOf, type Database } from '../db/database';
import { recordedMigrations, unknownMigrations } from '../db/migrate';
import { serverModules } from '../../plugins/server';
import type { CheckOutcome, IntegrityCheck } from '../plugin/serverModule';
import { BackupRefused, copyPages, engineOf, sqlitePath, type Engine } from './backup';
import { findPgTool, PgToolError, runPgTool, toolConnection } from './pgTools';

/*
 * Restores a backup made by backup.ts into an EMPTY database (DATABASE_URL's), then proves it
 * before calling it a success: RESTORE_CHECKS run in order over the restored database and every
 * problem is printed under its check's name. A database that already has tables is refused
 * before anything is written: a restore never merges into or replaces live data.
 */

export type { CheckOutcome };
export type RestoreCheck = IntegrityCheck;

/** SQLite's own page and structure check (quick_check: linear in the file, no index re-read); nothing to do on PostgreSQL. */
async function storageCheck(db: Database): Promise<CheckOutcome> {
  if (dialectOf(db) !== 'sqlite') return { problems: [], note: 'pg_restore ran in one transaction' };
  const rows = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  const lines = rows.rows.map((r) => r.quick_check);
  return lines.length === 1 && lines[0] === 'ok' ? { problems: [], note: 'quick_check ok' } : lines;
}

/** A Chance Admin database this build can serve: migrated, and not past this build (pending ones run at the next start). */
async function schemaCheck(db: Database): Promise<CheckOutcome> {
  const recorded = await recordedMigrations(db);
  if (recorded === null) return ['no migration table: this is not a Chance Admin database'];
  const unknown = await unknownMigrations(db);
  if (unknown.length > 0)
    return [`migrated past this version (${unknown.join(', ')}): restore with the version that made the backup, or upgrade this one first`];
  return { problems: [], note: `${recorded.length} migrations recorded` };
}

/**
 * Run in this order after a restore; one failing does not stop the next (all problems are shown).
 * The core's own, then each installed module's (`checks` in its server module: the money plugin's
 * ledger check, the report plugin's reconciliation).
 */
export const RESTORE_CHECKS: readonly RestoreCheck[] = [
  { name: 'storage', run: storageCheck },
  { name: 'schema', run: schemaCheck },
  ...serverModules.flatMap((module) => module.checks ?? []),
];

export interface CheckResult {
  name: string;
  problems: string[];
  note?: string;
  ms: number;
}

export interface RestoreResult {
  engine: Engine;
  ok: boolean;
  checks: CheckResult[];
  restoreMs: number;
}

/** Runs `checks` in order over `db`; a check that throws fails with its error as the problem. */
export async function runChecks(db: Database, checks: readonly RestoreCheck[] = RESTORE_CHECKS): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    const started = Date.now();
    let outcome: CheckOutcome;
    try {
      outcome = await check.run(db);
    } catch (error) {
      outcome = [`the check itself failed: ${error instanceof Error ? error.message : String(error)}`];
    }
    const { problems, note } = Array.isArray(outcome) ? { problems: outcome, note: undefined } : outcome;
    results.push({ name: check.name, problems, note, ms: Date.now() - started });
  }
  return results;
}

/** Which engine made the file, from its first bytes; refuses anything else. */
function backupEngine(file: string): Engine {
  if (!existsSync(file)) throw new BackupRefused(`No backup file at ${file}.`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  throw new BackupRefused(
    `${file} is neither a SQLite backup nor a pg_dump custom-format archive (npm run backup makes one or the other).`,
  );
}

/** The tables (and views) the target already holds; none = safe to restore into. */
async function existingTables(url: string, engine: Engine): Promise<string[]> {
  if (engine === 'sqlite') {
    const file = sqlitePath(url);
    if (!existsSync(file)) return [];
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db
        .prepare(`select name from sqlite_master where type in ('table', 'view') and name not like 'sqlite_%' order by name`)
        .all();
      return (rows as { name: string }[]).map((r) => r.name);
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
        order by 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

async function restoreSqlite(from: string, url: string): Promise<void> {
  const file = sqlitePath(url);
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.restoring-${process.pid}`;
  const source = new SQLite(from, { readonly: true, fileMustExist: true });
  try {
    await copyPages(source, temp);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  } finally {
    source.close();
  }
  // The target held no table (checked): its file and WAL side files, if any, go before the rename.
  for (const side of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${side}`, { force: true });
  renameSync(temp, file);
}

async function restorePostgres(from: string, url: string): Promise<void> {
  // Any version reading the archive will do: what limits pg_restore is the pg_dump that wrote it (below).
  const tool = findPgTool('pg_restore', null);
  const { dbname, env } = toolConnection(url);
  try {
    // One transaction: a restore that fails part-way leaves the database as empty as it was.
    await runPgTool(tool.path, ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, from], env);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/unsupported version/.test(message))
      throw new PgToolError(
        `${message}\npg_restore ${tool.major} is older than the pg_dump that wrote ${from}: install a newer one or set PG_BINDIR.`,
      );
    throw error;
  }
}

/**
 * Restores `from` into DATABASE_URL's database, which must be empty, then runs `checks`.
 * Refusals (BackupRefused, PgToolError) change nothing.
 */
export async function restoreDatabase(
  url: string,
  from: string,
  options: { checks?: readonly RestoreCheck[]; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const engine = engineOf(url);
  const file = resolve(from);
  const made = backupEngine(file);
  if (made !== engine)
    throw new BackupRefused(
      `${file} is a ${made === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup but DATABASE_URL is a ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database: restore it into the engine that made it.`,
    );
  const tables = await existingTables(url, engine);
  if (tables.length > 0)
    throw new BackupRefused(
      `The target database is not empty (${tables.length} tables, e.g. ${tables.slice(0, 5).join(', ')}): a restore goes only into an empty database, so nothing was changed. ` +
        (engine === 'sqlite'
          ? 'Point DATABASE_URL at a new file (sqlite:data/restored.db), then move it into place while the server is stopped.'
          : 'Create a new database (createdb chance_restored) and point DATABASE_URL at it.'),
    );
  const started = Date.now();
  log(`restoring ${file} into the empty ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database…`);
  if (engine === 'sqlite') await restoreSqlite(file, url);
  else await restorePostgres(file, url);
  const restoreMs = Date.now() - started;
  log(`restored in ${restoreMs} ms; checking`);

  const db = createDatabase(url, { max: 2 });
  try {
    const checks = await runChecks(db, options.checks ?? RESTORE_CHECKS);
    return { engine, ok: checks.every((c) => c.problems.length === 0), checks, restoreMs };
  } finally {
    await db.destroy();
  }
}
