import { spawn, type ChildProcess } from 'node:child_process';
import { sql } from 'kysely';
import { createDatabase, dialectOf, type Database } from '../../../server/db/database';
import { migrateToLatest, migrations, recordedMigrations, SchemaTooNewError, unknownMigrations } from '../../../server/db/migrate';
import { PROFILES } from '../../../demo/seed/profiles';
import { freshDatabase, preparedDatabase, sha256 } from '../helpers/server';
import { serverNodeArgs } from '../helpers/serverProcess';

/*
 * Issue 42 item 5, upgrades: the server processes operators start (server/main.ts, real child
 * processes). An old build meeting a database a newer one migrated stops before writing anything;
 * two processes of one version started together on an empty PostgreSQL migrate and seed it once.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Proc {
  child: ChildProcess;
  output: () => string;
  /** The port once the process listens; rejects when it exits first. */
  port: Promise<number>;
  exited: Promise<number | null>;
}

function startServer(url: string): Proc {
  const child = spawn(process.execPath, serverNodeArgs('main'), {
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'tiny',
      SIMULATOR: 'off',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line within 100 s in: ${output}`)), 100_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code} before listening: ${output}`));
    });
  });
  port.catch(() => undefined);
  return { child, output: () => output, port, exited };
}

/** Everything a start could write: the migrations recorded, and the rows seeding or installing plugins adds. */
async function fingerprint(db: Database): Promise<string> {
  const counts = await sql<{ staff: number; members: number; modules: number }>`select
      (select count(*) from staff_user) as staff, (select count(*) from member) as members,
      (select count(*) from installed_module) as modules`.execute(db);
  return JSON.stringify({ migrations: await recordedMigrations(db), ...counts.rows[0] });
}

const processes: Proc[] = [];
afterEach(async () => {
  for (const p of processes.splice(0)) {
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    await p.exited;
  }
});

describe(`upgrades (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('refuses to start against a database migrated past the migrations it knows, writing nothing', async () => {
    const database = await preparedDatabase({ seed: false });
    const db = createDatabase(database.url);
    try {
      // What a newer version leaves behind: a migration this build does not declare.
      await sql`insert into kysely_migration (name, timestamp) values ('999_from_a_newer_version', ${new Date().toISOString()})`.execute(
        db,
      );
      expect(await unknownMigrations(db)).toEqual(['999_from_a_newer_version']);
      await expect(migrateToLatest(db)).rejects.toThrow(SchemaTooNewError);
      const before = await fingerprint(db);

      const server = startServer(database.url);
      processes.push(server);
      await expect(server.port).rejects.toThrow(/exited with 1 before listening/);
      expect(server.output()).toMatch(/migrated past this version of Chance Admin: .*\(999_from_a_newer_version\)/);
      expect(server.output()).toMatch(/Refusing to start; nothing was written/);
      // One line of reason, not a stack trace.
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect(await fingerprint(db)).toBe(before);
      // Nothing seeded (the database was empty and SEED=tiny), nothing installed.
      expect(JSON.parse(before)).toMatchObject({ staff: 0, members: 0 });
    } finally {
      await db.destroy();
      await database.dispose();
    }
  });

  (onPostgres ? it : it.skip)('two processes started at once on an empty PostgreSQL migrate and seed it once, and both serve', async () => {
    const database = await freshDatabase();
    const db = createDatabase(database.url);
    try {
      const pair = [startServer(database.url), startServer(database.url)];
      processes.push(...pair);
      const ports = await Promise.all(pair.map((p) => p.port));

      for (const port of ports) {
        const answer = await fetch(`http://127.0.0.1:${port}/chance_login/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: sha256('admin123') }),
        });
        expect(((await answer.json()) as { code: unknown }).code).toBe(200);
      }

      // One migrated schema: each migration this build declares recorded exactly once.
      const known = Object.keys(migrations(dialectOf(db))).sort();
      const recorded = await sql<{
        name: string;
        n: number;
      }>`select name, count(*) as n from kysely_migration group by name order by name`.execute(db);
      expect(recorded.rows.map((r) => r.name)).toEqual(known);
      expect(recorded.rows.filter((r) => Number(r.n) !== 1)).toEqual([]);
      // Seeded once: one process seeded, the other found the demo there.
      expect(pair.filter((p) => /Seeding the tiny demo/.test(p.output()))).toHaveLength(1);
      const counts = await sql<{ members: number; franchisees: number; admins: number; modules: number; distinct_modules: number }>`select
          (select count(*) from member) as members, (select count(*) from franchisee) as franchisees,
          (select count(*) from staff_user where username = 'admin') as admins,
          (select count(*) from installed_module) as modules, (select count(distinct name) from installed_module) as distinct_modules`.execute(
        db,
      );
      const row = counts.rows[0];
      expect(Number(row.members)).toBe(PROFILES.tiny.members);
      expect(Number(row.franchisees)).toBe(PROFILES.tiny.franchisees);
      expect(Number(row.admins)).toBe(1);
      expect(Number(row.modules)).toBe(Number(row.distinct_modules));

      for (const p of pair) p.child.kill('SIGTERM');
      expect(await Promise.all(pair.map((p) => p.exited))).toEqual([0, 0]);
    } finally {
      await db.destroy();
      await database.dispose();
    }
  });
});
