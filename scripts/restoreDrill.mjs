#!/usr/bin/env node
// A restore drill (docs/operations.md, "Backup and restore"): backs up DATABASE_URL's database with
// `npm run backup`'s entry, restores the copy into a new scratch database on the same engine with
// `npm run restore`'s entry (which runs every restore check), prints the figures, drops the scratch
// database and exits with the restore's code: 0 restored and every check passed, 1 a check or the
// copy failed, 2 refused. The server may keep running meanwhile; nothing is written to its database.
//
//   node scripts/restoreDrill.mjs [--keep FILE]      (--keep: the backup is kept there, else deleted)
//   DATABASE_URL=postgres://…/chance node scripts/restoreDrill.mjs
//
// PostgreSQL: the scratch database is `chance_drill_<pid>` on the source's server, made and dropped
// through the source's connection (its user needs CREATEDB).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const source = process.env.DATABASE_URL || 'sqlite:data/chance.db';
const postgres = /^postgres(ql)?:/.test(source);
const keepAt = process.argv.indexOf('--keep');
const keep = keepAt >= 0 ? process.argv[keepAt + 1] : undefined;
if (keepAt >= 0 && !keep) {
  console.error('usage: node scripts/restoreDrill.mjs [--keep FILE]');
  process.exit(2);
}

/** Runs the backup CLI, its output passed through; resolves with its exit code and wall time. */
function cli(/** @type {string[]} */ args, /** @type {string} */ url) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code: code ?? 1, seconds: (performance.now() - started) / 1000 })));
}

/** @param {string} url */
const withDatabase = (url, /** @type {string} */ name) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** @param {string} url @param {string} statement */
async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'chance-drill-'));
const file = keep ?? join(dir, postgres ? 'drill.dump' : 'drill.db');
const scratchName = `chance_drill_${process.pid}`;
const target = postgres ? withDatabase(source, scratchName) : `sqlite:${join(dir, 'restored.db')}`;
let code;
try {
  const backup = await cli(['backup', '--to', file], source);
  if (backup.code !== 0) {
    code = backup.code;
    console.error(`drill: the backup failed (exit ${backup.code})`);
  } else {
    const mib = statSync(file).size / 1024 / 1024;
    if (postgres) await onServer(source, `create database ${scratchName}`);
    const restore = await cli(['restore', '--from', file], target);
    code = restore.code;
    console.log(
      `drill: ${postgres ? 'PostgreSQL' : 'SQLite'} backup ${mib.toFixed(1)} MiB in ${backup.seconds.toFixed(1)} s; ` +
        `restore with its checks ${restore.seconds.toFixed(1)} s; ${code === 0 ? 'every check passed' : `FAILED (exit ${code})`}`,
    );
  }
} catch (error) {
  console.error('drill:', error);
  code = 1;
} finally {
  if (postgres)
    await onServer(source, `drop database if exists ${scratchName} with (force)`).catch((error) => console.error('drill:', error));
  if (keep && existsSync(keep)) console.log(`drill: backup kept at ${keep}`);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
