import { sql } from 'kysely';
import { createDatabase, dialectOf, type Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { DB } from '../../server/db/schema';
import { ONLINE_WINDOW_MS } from '../../server/dashboard/counters';
import { checkLedger } from '../../server/money/ledger';
import { resetDatabase, seedDatabase } from '../../server/seed/seed';
import { freshDatabase, SETUP_TIMEOUT } from './helpers/server';

const NOW = Date.parse('2026-03-15T10:30:00+05:30');
const DAY = 86_400_000;
const TODAY = Date.parse('2026-03-15T00:00:00+05:30');
// Every table the seed writes, bulk-loaded ones included: a file database (or PostgreSQL) is
// loaded through other paths than an in-memory one (server/seed/bulk.ts), and must come out the same.
const TABLES = ['franchisee', 'station', 'role', 'agent', 'staff_user', 'member', 'agent_apply_record', 'deposit_order', 'withdrawal_order',
  'period', 'bet', 'ledger_account', 'ledger_journal', 'ledger_posting', 'points_ledger', 'member_login_log', 'member_ticket', 'member_remark',
  'member_label', 'restricted_account', 'risk_list'] as const;

async function memory(): Promise<Database> {
  const db = createDatabase('sqlite::memory:');
  await migrateToLatest(db);
  return db;
}

async function dump(db: Database) {
  const out: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await db.selectFrom(table as keyof DB).selectAll().orderBy('id' as never).execute()) as Record<string, unknown>[];
    // Salts are random by design; everything else must repeat.
    out[table] = rows.map(({ password_hash: _hash, ...rest }) => rest);
  }
  return out;
}

async function indexNames(db: Database): Promise<string[]> {
  const rows = dialectOf(db) === 'postgres'
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() order by 1`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index' order by 1`.execute(db);
  return rows.rows.map((r) => r.name);
}

describe('tiny seed', () => {
  let dispose: () => Promise<void>;
  let db: Database;
  let migratedIndexes: string[];
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    db = createDatabase(fresh.url);
    await migrateToLatest(db);
    migratedIndexes = await indexNames(db);
    await seedDatabase(db, { profile: 'tiny', now: NOW });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.destroy();
    await dispose();
  });

  it('is deterministic for a given day, on either database', async () => {
    const other = await memory();
    await seedDatabase(other, { profile: 'tiny', now: NOW });
    expect(await dump(db)).toEqual(await dump(other));
    await other.destroy();
  });

  it('creates the four demo accounts linked as specified', async () => {
    const staff = await db.selectFrom('staff_user').leftJoin('agent', 'agent.id', 'staff_user.agent_id').leftJoin('role', 'role.id', 'staff_user.role_id')
      .select(['staff_user.username', 'staff_user.type', 'staff_user.franchisee_id', 'role.code as role', 'agent.level', 'agent.parent_id', 'agent.username as agentName'])
      .orderBy('staff_user.id').execute();
    expect(staff).toHaveLength(4);
    expect(staff[0]).toMatchObject({ username: 'admin', type: 0, role: 'admin', franchisee_id: null, level: null });
    expect(staff[1]).toMatchObject({ username: 'franchisee', type: 1, role: 'franchisee', franchisee_id: 1, level: null });
    expect(staff[2]).toMatchObject({ username: 'agent', type: 2, role: 'agent', level: 2, agentName: 'agent' });
    expect(staff[2].parent_id).not.toBeNull();
    expect(staff[3]).toMatchObject({ username: 'agent2', type: 2, role: 'agent', level: 1, parent_id: null, agentName: 'agent2' });
  });

  it('builds consistent agent paths', async () => {
    const agents = await db.selectFrom('agent').selectAll().execute();
    const byId = new Map(agents.map((a) => [a.id, a]));
    for (const agent of agents) {
      const parent = agent.parent_id === null ? undefined : byId.get(agent.parent_id);
      expect(agent.path).toBe(`${parent?.path ?? '/'}${agent.id}/`);
      expect(agent.level).toBe(parent ? parent.level + 1 : 1);
      if (parent) expect([parent.station_id, parent.franchisee_id]).toEqual([agent.station_id, agent.franchisee_id]);
    }
  });

  it('keeps orders consistent with their members', async () => {
    const members = new Map((await db.selectFrom('member').selectAll().execute()).map((m) => [m.id, m]));
    const deposits = await db.selectFrom('deposit_order').selectAll().execute();
    const firsts = deposits.filter((d) => d.is_first === 1);
    expect(new Set(firsts.map((d) => d.member_id)).size).toBe(firsts.length);
    for (const d of firsts) {
      expect(d.status).toBe(2);
      expect(members.get(d.member_id)?.first_charge_at).toBe(d.reviewed_at);
    }
    for (const d of deposits) {
      const m = members.get(d.member_id);
      expect([d.station_id, d.franchisee_id, d.agent_id]).toEqual([m?.station_id, m?.franchisee_id, m?.agent_id]);
      expect(d.created_at).toBeGreaterThanOrEqual(m?.created_at ?? Infinity);
      expect(d.created_at).toBeLessThanOrEqual(NOW);
      expect(d.reviewed_at === null).toBe(d.status === 1);
    }
    expect([...members.values()].filter((m) => m.first_charge_at !== null)).toHaveLength(firsts.length);
  });

  it('rebuilds every index the bulk load dropped', async () => {
    expect(await indexNames(db)).toEqual(migratedIndexes);
  });

  it('leaves no dangling reference (SQLite loads with foreign keys off; PostgreSQL checks them as it loads)', async () => {
    if (dialectOf(db) !== 'sqlite') return;
    expect((await sql`pragma foreign_key_check`.execute(db)).rows).toEqual([]);
    expect((await sql`pragma foreign_keys`.execute(db)).rows).toEqual([{ foreign_keys: 1 }]);
  });

  it('moves PostgreSQL sequences past the seeded ids and resets cleanly', async () => {
    const inserted = await db.insertInto('franchisee').values({ code: 'NEW', name: 'New', status: 0, created_at: NOW }).returning('id').executeTakeFirstOrThrow();
    expect(inserted.id).toBe(3);
    await resetDatabase(db);
    expect(await db.selectFrom('member').select('id').execute()).toHaveLength(0);
    await seedDatabase(db, { profile: 'tiny', now: NOW });
    const again = await db.insertInto('franchisee').values({ code: 'NEW', name: 'New', status: 0, created_at: NOW }).returning('id').executeTakeFirstOrThrow();
    expect(again.id).toBe(3);
  }, SETUP_TIMEOUT);
});

describe('default seed', () => {
  it('builds the lively demo quickly', async () => {
    const db = await memory();
    const summary = await seedDatabase(db, { profile: 'default', now: NOW });
    expect(summary.counts).toMatchObject({ franchisee: 3, station: 6, agent: 60, staff_user: 4, member: 10_000, agent_apply_record: 60 });

    const members = await db.selectFrom('member').select(['created_at', 'online_at']).execute();
    expect(Math.min(...members.map((m) => m.created_at))).toBeGreaterThanOrEqual(TODAY - 29 * DAY);
    expect(members.filter((m) => m.online_at !== null && m.online_at >= NOW - ONLINE_WINDOW_MS).length).toBeGreaterThan(100);
    const agentLevels = await db.selectFrom('agent').select('level').execute();
    expect(new Set(agentLevels.map((a) => a.level))).toEqual(new Set([1, 2, 3]));

    for (const table of ['deposit_order', 'withdrawal_order'] as const) {
      const orders = await db.selectFrom(table).select(['status', 'created_at']).execute();
      expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3]));
      expect(orders.some((o) => o.status === 1 && o.created_at >= TODAY)).toBe(true);
      const days = new Set(orders.map((o) => Math.floor((o.created_at - TODAY) / DAY)));
      expect(days.size).toBe(30);
    }
    const kinds = await db.selectFrom('deposit_order').select('kind').where('status', '=', 1).execute();
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['company', 'online']));
    const applications = await db.selectFrom('agent_apply_record').select('status').execute();
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set([0, 1, 2]));
    const bets = await db.selectFrom('bet').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBeGreaterThan(200_000);
    const ledger = await checkLedger(db);
    expect(ledger.problems).toEqual([]);
    await db.destroy();
  }, 180_000);
});
