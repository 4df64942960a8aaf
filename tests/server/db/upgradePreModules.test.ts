import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import BetterSqlite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import { serverModules } from '../../../plugins/server';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { createDatabase, dialectOf, type Database } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { menuAllows, type MenuEntry } from '../../../server/menu/catalogue';
import { ADMIN_ROLE_CODE, installModules } from '../../../server/plugin/installModules';
import { menuPaths } from '../../../server/plugin/serverModule';
import { buildApp } from '../../../server/app';
import { freshDatabase, sha256 } from '../helpers/server';

/*
 * Issue 38: "every existing database upgrades in place on both engines; a test migrates a database
 * created at today's head". The fixtures (fixtures/preModules/, made by make.mjs there) are
 * databases the code of d98f5e9f made, the commit before the server's domains moved into plugins:
 * its migrations (001 … 067) ran and its seed wrote a small demo, on SQLite and on PostgreSQL. This
 * build's migrator and module installation run over them as `npm start` would, and what the old
 * database held must come through: the migrations it recorded (none runs again), its rows, its
 * roles' menus, and the ledger's balances.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const FIXTURES = join(__dirname, 'fixtures/preModules');

/** Writes the old database into an empty one, with each engine's own driver (the dump is plain SQL). */
async function loadFixture(url: string): Promise<void> {
  if (url.startsWith('sqlite:')) {
    const file = new BetterSqlite(url.slice('sqlite:'.length));
    try {
      file.exec(gunzipSync(readFileSync(join(FIXTURES, 'sqlite.sql.gz'))).toString('utf8'));
    } finally {
      file.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let dump = gunzipSync(readFileSync(join(FIXTURES, 'postgres.sql.gz'))).toString('utf8');
    // The old migration 048 created pg_trgm where the server offers it and went on without it
    // elsewhere; 064 dropped what used it, so a server without it takes the same database.
    const trgm = await client.query("select 1 from pg_available_extensions where name = 'pg_trgm'");
    if (trgm.rowCount === 0) dump = dump.replace(/^CREATE EXTENSION IF NOT EXISTS pg_trgm .*$/m, '');
    await client.query(dump);
  } finally {
    await client.end();
  }
}

async function tables(db: Database): Promise<string[]> {
  const rows =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
          db,
        );
  return rows.rows.map((r) => r.name);
}

async function rowCounts(db: Database, names: readonly string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of names) {
    const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    out[name] = Number(row.rows[0].n);
  }
  return out;
}

async function recorded(db: Database): Promise<{ name: string; timestamp: string }[]> {
  const rows = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => ({ name: r.name, timestamp: String(r.timestamp) }));
}

async function roles(db: Database): Promise<{ id: number; code: string; menu_list: string }[]> {
  const rows = await db.selectFrom('role').select(['id', 'code', 'menu_list']).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), code: r.code, menu_list: r.menu_list }));
}

/** Sums the money tables hold, to see the upgrade move none. */
async function moneyTotals(db: Database): Promise<Record<string, number>> {
  const row = await sql<Record<string, number | string | null>>`select
      (select coalesce(sum(balance), 0) from ledger_account) as account_balance,
      (select count(*) from ledger_journal) as journals,
      (select coalesce(sum(amount), 0) from ledger_posting) as postings,
      (select coalesce(sum(abs(amount)), 0) from ledger_posting) as posted,
      (select coalesce(sum(cash_balance), 0) from member_balance) as member_cash,
      (select coalesce(sum(amount), 0) from deposit_order) as deposits,
      (select coalesce(sum(amount), 0) from withdrawal_order) as withdrawals`.execute(db);
  return Object.fromEntries(Object.entries(row.rows[0]).map(([k, v]) => [k, Number(v)]));
}

describe(`a database made before the domains became plugins upgrades in place (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  let database: { url: string; dispose: () => Promise<void> };
  let db: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    await loadFixture(database.url);
    db = createDatabase(database.url);
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.dispose();
  });

  it('runs only the migrations it has not recorded, once each, and keeps its rows, its roles and its money', async () => {
    const known = Object.keys(migrations(dialectOf(db))).sort();
    const before = await recorded(db);
    // The migration table grows by the new names, checked below on its own.
    const oldTables = (await tables(db)).filter((name) => name !== 'kysely_migration');
    const countsBefore = await rowCounts(db, oldTables);
    const rolesBefore = await roles(db);
    const moneyBefore = await moneyTotals(db);
    // What the old build ran: released names this build still declares, up to the last before the move.
    expect(before.length).toBeGreaterThanOrEqual(55);
    expect(before.map((m) => m.name).filter((name) => !known.includes(name))).toEqual([]);
    expect(before.map((m) => m.name)).not.toContain('068_installed_module');
    expect(countsBefore.member).toBeGreaterThan(0);
    expect(countsBefore.ledger_posting).toBeGreaterThan(0);

    const ran = await migrateToLatest(db);

    const fresh = known.filter((name) => !before.some((m) => m.name === name));
    expect(ran).toEqual(fresh);
    expect(ran).toEqual(expect.arrayContaining(['068_installed_module', '069_report_stale_day', '069_support_tickets']));
    const after = await recorded(db);
    // Each name recorded once; the old records untouched (a re-run would have rewritten its time).
    expect(after.map((m) => m.name)).toEqual(known);
    expect(after.filter((m) => before.some((b) => b.name === m.name))).toEqual(before);
    expect(await migrateToLatest(db)).toEqual([]);

    expect(await rowCounts(db, oldTables)).toEqual(countsBefore);
    expect(await roles(db)).toEqual(rolesBefore);
    expect(await moneyTotals(db)).toEqual(moneyBefore);
    expect(await checkLedger(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('then grants admin roles the menus of modules they never had, and no other role anything', async () => {
    const before = await roles(db);
    const steps = await installModules(db, serverModules, { demo: true });
    const after = await roles(db);

    // The example package is new to this database: its menu goes to admin roles, its demo rows are written.
    const tickets = steps.find((step) => step.module === 'support_tickets');
    expect(tickets?.granted.length).toBeGreaterThan(0);
    expect(tickets?.seeded).toBe(true);
    const granted = steps.flatMap((step) => step.granted);
    for (const role of after) {
      const was = before.find((r) => r.id === role.id)!;
      const menu = JSON.parse(role.menu_list) as MenuEntry[];
      // Nothing a role held is lost.
      for (const path of menuPaths(JSON.parse(was.menu_list) as MenuEntry[]))
        expect({ role: role.code, path, allowed: menuAllows(menu, path) }).toMatchObject({ allowed: true });
      if (role.code === ADMIN_ROLE_CODE)
        for (const path of granted) expect({ path, allowed: menuAllows(menu, path) }).toMatchObject({ allowed: true });
      else expect(role.menu_list).toBe(was.menu_list);
    }
    expect(before.some((role) => role.code === ADMIN_ROLE_CODE)).toBe(true);
    expect(before.filter((role) => role.code !== ADMIN_ROLE_CODE).length).toBeGreaterThan(0);

    // Once: a second start grants and writes nothing.
    const again = await installModules(db, serverModules, { demo: true });
    expect(again.filter((step) => step.granted.length > 0 || step.seeded)).toEqual([]);
    expect(await roles(db)).toEqual(after);
    expect(await checkLedger(db)).toMatchObject({ ok: true, problems: [] });
  });

  it('serves the old accounts the new screen: rows for the admin, A0301 for a franchisee, the badges counted', async () => {
    const app = await buildApp({ db });
    try {
      const post = async (url: string, payload: unknown, token?: string) => {
        const answer = await app.inject({ method: 'POST', url, payload: payload as object, headers: token ? { token } : {} });
        return answer.json() as { code: number | string; data: never };
      };
      const login = async (username: string, password: string) => {
        const answer = await post('/chance_login/login', { username, password: sha256(password) });
        expect({ username, code: answer.code }).toEqual({ username, code: 200 });
        return answer.data as string;
      };
      // Accounts and passwords the old seed wrote.
      const admin = await login('admin', 'admin123');
      const franchisee = await login('franchisee', 'franchisee123');
      const list = await post('/chance-support-tickets/list', {}, admin);
      expect(list.code).toBe(200);
      expect((list.data as { total: number }).total).toBeGreaterThan(0);
      expect((await post('/chance-support-tickets/list', {}, franchisee)).code).toBe('A0301');
      const badges = await post('/chance_home_page/auditReminder', {}, admin);
      expect(badges.code).toBe(200);
      expect(Object.values(badges.data as Record<string, number>).every((n) => Number.isInteger(n))).toBe(true);
      // The old withdrawal waits where it was: money's own list reads it through the new code.
      const withdrawals = await post('/chance-withdrawal-order/list', {}, admin);
      expect(withdrawals.code).toBe(200);
      expect((withdrawals.data as { total: number }).total).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});
