import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { bombayDate } from '../../../server/domain/time';
import { seedDatabase } from '../../../demo/seed/seed';

/*
 * Most server tests start from the same state: every migration applied and the tiny profile seeded.
 * Building it costs ~2 s on SQLite and ~6–8 s on PostgreSQL (migrations are DDL round trips), and a
 * test run builds it ~150 times. So the state is built once and copied: a file copy on SQLite,
 * CREATE DATABASE … TEMPLATE on PostgreSQL (~0.3 s). The seed lays its history out against "now",
 * so a template is reused only while it is young (TEST_TEMPLATE_MAX_AGE_MS, default 10 minutes) and
 * from the same Bombay day; older ones are rebuilt. TEST_TEMPLATE_MAX_AGE_MS=0 turns copying off.
 */

export interface PrepareOptions {
  /** Seed the tiny profile (default true). */
  seed?: boolean;
  periodDays?: number;
}

const MAX_AGE_MS = Number(process.env.TEST_TEMPLATE_MAX_AGE_MS ?? 600_000);

/** Names what a template holds: its migrations, seed and period days (a new migration is a new template). */
function templateKey(options: PrepareOptions): string {
  const names = Object.keys(migrations('sqlite')).sort().join(',');
  const what = `${names}|${options.seed === false ? 'empty' : 'tiny'}|${options.periodDays ?? ''}`;
  return createHash('sha256').update(what).digest('hex').slice(0, 12);
}

async function build(url: string, options: PrepareOptions, now: number): Promise<void> {
  const db = createDatabase(url);
  try {
    await migrateToLatest(db);
    if (options.seed !== false) await seedDatabase(db, { profile: 'tiny', periodDays: options.periodDays, now });
  } finally {
    await db.destroy();
  }
}

const fresh = (builtAt: number) => Date.now() - builtAt < MAX_AGE_MS && bombayDate(builtAt) === bombayDate(Date.now());

/** A SQLite file holding the prepared state, copied from a template in the temp directory. */
async function sqliteCopy(target: string, options: PrepareOptions): Promise<void> {
  const dir = join(tmpdir(), 'chance-test-templates');
  mkdirSync(dir, { recursive: true });
  const prefix = `${templateKey(options)}-`;
  const templates = readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.db'))
    .map((name) => ({ name, builtAt: Number(name.slice(prefix.length, -'.db'.length)) }))
    .sort((a, b) => b.builtAt - a.builtAt);
  let usable = templates.find((t) => fresh(t.builtAt));
  if (!usable) {
    const builtAt = Date.now();
    const building = join(dir, `${prefix}${builtAt}.${process.pid}.${randomBytes(3).toString('hex')}.tmp`);
    await build(`sqlite:${building}`, options, builtAt);
    // Closing the database checkpointed its WAL into the main file; a rename publishes it whole.
    for (const side of ['-wal', '-shm']) rmSync(`${building}${side}`, { force: true });
    usable = { name: `${prefix}${builtAt}.db`, builtAt };
    renameSync(building, join(dir, usable.name));
  }
  copyFileSync(join(dir, usable.name), target);
  for (const old of templates) if (old.name !== usable.name && !fresh(old.builtAt)) rmSync(join(dir, old.name), { force: true });
}

/** A new database on `base`'s server created from a template database holding the prepared state. */
async function postgresCopy(base: string, name: string, options: PrepareOptions): Promise<void> {
  const prefix = `chance_tpl_${templateKey(options)}_`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    const templates = rows
      .map((r) => ({ name: r.datname, builtAt: Number(r.datname.slice(prefix.length)) }))
      .sort((a, b) => b.builtAt - a.builtAt);
    let usable = templates.find((t) => fresh(t.builtAt));
    if (!usable) {
      const builtAt = Date.now();
      const building = `chance_tpb_${process.pid}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const url = new URL(base);
      url.pathname = `/${building}`;
      await build(url.toString(), options, builtAt);
      usable = { name: `${prefix}${builtAt}`, builtAt };
      await admin.query(`alter database ${building} rename to ${usable.name}`);
    }
    // CREATE DATABASE … TEMPLATE refuses while anyone is connected to the template: another test
    // process may be copying it at the same moment, so a short retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${usable.name}`);
        break;
      } catch (error) {
        if (attempt >= 40 || !String((error as Error).message).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
      }
    }
    for (const old of templates) {
      if (old.name !== usable.name && !fresh(old.builtAt)) await admin.query(`drop database if exists ${old.name}`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

/** Whether prepared databases are copied from templates (TEST_TEMPLATE_MAX_AGE_MS > 0). */
export const TEMPLATES = MAX_AGE_MS > 0;

/** Builds the prepared state from scratch in an existing empty database (templates off). */
export function buildPrepared(url: string, options: PrepareOptions = {}): Promise<void> {
  return build(url, options, Date.now());
}

/** Creates the database at `url` (not made yet) as a copy of a template holding the prepared state. */
export async function copyPrepared(url: string, base: string | undefined, options: PrepareOptions = {}): Promise<void> {
  if (!base) await sqliteCopy(url.slice('sqlite:'.length), options);
  else await postgresCopy(base, new URL(url).pathname.slice(1), options);
}
