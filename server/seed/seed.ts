import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import { dialectOf, type Database } from '../db/database';
import type { DB } from '../db/schema';
import { ROLE_MENUS } from '../menu/catalogue';
import { DAY_MS } from '../domain/time';
import { buildActivity } from './activity';
import { buildOrganisation } from './organisation';
import { PROFILES, type ProfileName } from './profiles';
import { Random } from './random';

/** Demo logins (spec roles): password is what the user types; the browser sends its SHA-256. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', password: 'admin123' },
  { username: 'franchisee', password: 'franchisee123' },
  { username: 'agent', password: 'agent123' },
  { username: 'agent2', password: 'agent2123' },
] as const;

// Tables in insert order (parents first); reset clears them in reverse.
const TABLES = [
  'franchisee', 'station', 'role', 'agent', 'staff_user', 'session', 'member', 'agent_apply_record',
  'deposit_order', 'withdrawal_order', 'operation_log', 'login_log', 'idempotency_key',
] as const satisfies readonly (keyof DB)[];
type Table = (typeof TABLES)[number];

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('staff_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return row.n === 0;
}

/** Deletes every row (schema stays) and restarts id sequences. */
export async function resetDatabase(db: Database): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`truncate table ${sql.join(TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
    await sql`delete from sqlite_sequence`.execute(trx);
  });
}

/** Multi-row inserts in chunks (parameter limits: SQLite 32766, PostgreSQL 65535), one transaction per table. */
async function insertAll(db: Database, table: Table, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  const chunk = Math.max(1, Math.floor(20_000 / Object.keys(rows[0]).length));
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += chunk) {
      // Rows are built to the table's shape by the generators; Kysely cannot follow a dynamic table name.
      await trx.insertInto(table).values(rows.slice(i, i + chunk) as never).execute();
    }
  });
}

export interface SeedOptions {
  profile?: ProfileName;
  /** The "current" moment the history is laid out against (default: now). */
  now?: number;
}

export interface SeedSummary {
  profile: ProfileName;
  counts: Record<string, number>;
  ms: number;
}

/**
 * Fills an empty database with a deterministic demo: the same profile and calendar day give the
 * same organisation, members and orders (ids included); only today's times are squeezed into
 * the part of the day that has passed. Rows carry explicit ids, so PostgreSQL sequences are
 * moved past them at the end.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const profileName = options.profile ?? 'default';
  const profile = PROFILES[profileName];
  const now = options.now ?? Date.now();
  const rng = new Random(0xc4a2ce ^ profile.members);
  const org = buildOrganisation(profile, rng, now);
  const activity = buildActivity(profile, org, rng, now);

  const created = now - 200 * DAY_MS;
  const roles = (['admin', 'franchisee', 'agent'] as const).map((code, i) => ({
    id: i + 1,
    code,
    name: { admin: 'Administrator', franchisee: 'Franchisee', agent: 'Agent' }[code],
    menu_list: JSON.stringify(ROLE_MENUS[code]),
    ip_whitelist: '',
    created_at: created,
  }));
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(sha256Hex(a.password))));
  const staff = (
    [
      { type: 0, role_id: 1, franchisee_id: null, station_id: null, agent_id: null },
      { type: 1, role_id: 2, franchisee_id: org.franchisees[0].id, station_id: null, agent_id: null },
      { type: 2, role_id: 3, franchisee_id: org.demoAgent.franchisee_id, station_id: org.demoAgent.station_id, agent_id: org.demoAgent.id },
      { type: 2, role_id: 3, franchisee_id: org.demoAgent2.franchisee_id, station_id: org.demoAgent2.station_id, agent_id: org.demoAgent2.id },
    ] as const
  ).map((links, i) => ({
    id: i + 1,
    username: DEMO_ACCOUNTS[i].username,
    password_hash: hashes[i],
    ...links,
    parent_id: null,
    language: 1,
    ip_whitelist: '',
    status: 0,
    failed_logins: 0,
    created_at: created,
    updated_at: created,
  }));

  const batches: [Table, object[]][] = [
    ['franchisee', org.franchisees],
    ['station', org.stations],
    ['role', roles],
    ['agent', org.agents],
    ['staff_user', staff],
    ['member', activity.members],
    ['agent_apply_record', activity.applications],
    ['deposit_order', activity.deposits],
    ['withdrawal_order', activity.withdrawals],
  ];
  for (const [table, rows] of batches) await insertAll(db, table, rows);
  if (dialectOf(db) === 'postgres') {
    for (const [table] of batches) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
    }
  }
  return { profile: profileName, counts: Object.fromEntries(batches.map(([t, rows]) => [t, rows.length])), ms: Date.now() - started };
}
