import { createDatabase, type Database } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { freshDatabase } from '../helpers/server';

/*
 * A migrated database (temp SQLite file, or a new PostgreSQL database when TEST_DATABASE_URL is
 * set) with one franchisee, one station, two staff members (a maker and a checker) and `members`
 * members, for calling the money services directly.
 */
export interface MoneyFixture {
  db: Database;
  dialect: 'sqlite' | 'postgres';
  franchiseeId: number;
  members: number[];
  maker: number;
  checker: number;
  close(): Promise<void>;
}

export async function moneyFixture(members = 3): Promise<MoneyFixture> {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  await migrateToLatest(db);
  const now = Date.UTC(2026, 0, 15, 6);
  const f = await db.insertInto('franchisee').values({ code: 'F1', name: 'Franchisee 1', status: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const s = await db.insertInto('station').values({ franchisee_id: f.id, code: 'S1', name: 'Station 1', amount: 0, status: 0, created_at: now }).returning('id').executeTakeFirstOrThrow();
  const role = await db.insertInto('role').values({ code: 'admin', name: 'Admin', menu_list: '[]', ip_whitelist: '', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const staff = [];
  for (const username of ['maker', 'checker']) {
    const row = await db
      .insertInto('staff_user')
      .values({ username, password_hash: 'x', type: 0, role_id: role.id, franchisee_id: null, station_id: null, agent_id: null, parent_id: null, language: 0, ip_whitelist: '', status: 0, failed_logins: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff.push(row.id);
  }
  const ids = [];
  for (let i = 1; i <= members; i++) {
    const row = await db
      .insertInto('member')
      .values({ username: `m${i}`, nickname: '', phone: '', station_id: s.id, franchisee_id: f.id, agent_id: null, is_internal: 0, status: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return {
    db,
    dialect: database.url.startsWith('sqlite') ? 'sqlite' : 'postgres',
    franchiseeId: f.id,
    members: ids,
    maker: staff[0],
    checker: staff[1],
    async close() {
      await db.destroy();
      await database.dispose();
    },
  };
}
