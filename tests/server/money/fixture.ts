import { hashPassword } from '../../../server/auth/password';
import { createDatabase, type Database } from '../../../server/db/database';
import { ROLE_MENUS } from '../../../demo/seed/roleMenus';
import { approveManual, submitManual } from '../../../plugins/money/server/manual';
import { preparedDatabase, sha256, startServer, type TestServer } from '../helpers/server';

/*
 * Databases for the money tests, independent of the demo seed: a migrated database (temp SQLite
 * file, or a new PostgreSQL database when TEST_DATABASE_URL is set) with two franchisees, one
 * station each, staff (admin 'maker', admin 'checker', franchisee 'fr1' of the first franchisee,
 * password 'secret123' for all) and members m1…mN of the first franchisee, plus 'other' of the
 * second one.
 */
export interface MoneyOrg {
  franchiseeId: number;
  otherFranchiseeId: number;
  members: number[];
  otherMember: number;
  maker: number;
  checker: number;
}

export const STAFF_PASSWORD = 'secret123';

export async function seedMoneyOrg(db: Database, members: number): Promise<MoneyOrg> {
  const now = Date.UTC(2026, 0, 15, 6);
  const franchisees: number[] = [];
  const stations: number[] = [];
  for (const code of ['F1', 'F2']) {
    const f = await db
      .insertInto('franchisee')
      .values({ code, name: code, status: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const s = await db
      .insertInto('station')
      .values({ franchisee_id: f.id, code: `S${code}`, name: `S${code}`, amount: 0, status: 0, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    franchisees.push(f.id);
    stations.push(s.id);
  }
  const roles: Record<string, number> = {};
  for (const code of ['admin', 'franchisee'] as const) {
    const row = await db
      .insertInto('role')
      .values({ code, name: code, menu_list: JSON.stringify(ROLE_MENUS[code]), ip_whitelist: '', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    roles[code] = row.id;
  }
  const hash = await hashPassword(sha256(STAFF_PASSWORD));
  const staff: Record<string, number> = {};
  for (const [username, type, franchiseeId] of [
    ['maker', 0, null],
    ['checker', 0, null],
    ['fr1', 1, franchisees[0]],
  ] as const) {
    const row = await db
      .insertInto('staff_user')
      .values({
        username,
        password_hash: hash,
        type,
        role_id: type === 0 ? roles.admin : roles.franchisee,
        franchisee_id: franchiseeId,
        station_id: null,
        agent_id: null,
        parent_id: null,
        language: 0,
        ip_whitelist: '',
        status: 0,
        failed_logins: 0,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staff[username] = row.id;
  }
  const addMember = async (username: string, i: 0 | 1) =>
    (
      await db
        .insertInto('member')
        .values({
          username,
          nickname: '',
          phone: '',
          station_id: stations[i],
          franchisee_id: franchisees[i],
          agent_id: null,
          is_internal: 0,
          status: 0,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const ids = [];
  for (let i = 1; i <= members; i++) ids.push(await addMember(`m${i}`, 0));
  const otherMember = await addMember('other', 1);
  return {
    franchiseeId: franchisees[0],
    otherFranchiseeId: franchisees[1],
    members: ids,
    otherMember,
    maker: staff.maker,
    checker: staff.checker,
  };
}

export interface MoneyFixture extends MoneyOrg {
  db: Database;
  close(): Promise<void>;
}

export async function moneyFixture(members = 3): Promise<MoneyFixture> {
  const database = await preparedDatabase({ seed: false });
  const db = createDatabase(database.url);
  const org = await seedMoneyOrg(db, members);
  return {
    ...org,
    db,
    async close() {
      await db.destroy();
      await database.dispose();
    },
  };
}

/** A real HTTP server (tests/server/helpers) over an unseeded database with the money organisation. */
export async function moneyServer(members = 3): Promise<{ server: TestServer; org: MoneyOrg; login(username: string): Promise<string> }> {
  const server = await startServer({ seed: false });
  const org = await seedMoneyOrg(server.db, members);
  return { server, org, login: (username) => server.login(username, STAFF_PASSWORD) };
}

/**
 * A manual credit the maker-checker way (submitted by `maker`, approved by `checker`): the setup
 * step the tests use to give a member cash. Answers the member's cash after it.
 */
export async function creditMember(
  db: Database,
  staff: { maker: number; checker: number },
  memberId: number,
  amount: number,
  now?: number,
): Promise<number> {
  const request = await submitManual(db, {
    kind: 'single',
    direction: 'credit',
    memberIds: [memberId],
    amount,
    staffId: staff.maker,
    reasonType: 'setup',
    now,
  });
  const applied = await approveManual(db, { id: request.id, staffId: staff.checker, now });
  return applied.items[0].balanceAfter;
}

/**
 * A staff login with its own role over `menu`: type 0 an administrator-like user, 2 an agent's user
 * (then `agentId` and `stationId` name its agent), inside `org`'s franchisee; password STAFF_PASSWORD.
 */
export async function addMenuStaff(
  db: Database,
  org: MoneyOrg,
  username: string,
  menu: unknown,
  type: 0 | 2,
  agentId: number | null,
  stationId: number | null,
): Promise<void> {
  const role = await db
    .insertInto('role')
    .values({ code: username, name: username, menu_list: JSON.stringify(menu), ip_whitelist: '', created_at: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_user')
    .values({
      username,
      password_hash: await hashPassword(sha256(STAFF_PASSWORD)),
      type,
      role_id: role.id,
      franchisee_id: type === 0 ? null : org.franchiseeId,
      station_id: stationId,
      agent_id: agentId,
      parent_id: null,
      language: 0,
      ip_whitelist: '',
      status: 0,
      failed_logins: 0,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
}
