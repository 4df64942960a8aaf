import { createDatabase, type Database } from '../../../server/db/database';
import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { postJournal } from '../../../server/ledger/ledger';
import { preparedDatabase } from '../helpers/server';

/*
 * A migrated database (SQLite, or PostgreSQL with TEST_DATABASE_URL) holding the game catalogue,
 * one franchisee and station, `members` members each credited `credit` paise through the ledger,
 * and two admin staff (for maker-checker), without the demo seed.
 */
export interface LotteryFixture {
  db: Database;
  memberIds: number[];
  staffIds: [number, number];
  franchiseeId: number;
  close(): Promise<void>;
}

export async function lotteryFixture(options: { members?: number; credit?: number } = {}): Promise<LotteryFixture> {
  const database = await preparedDatabase({ seed: false });
  const db = createDatabase(database.url);
  const now = Date.UTC(2026, 0, 1);
  const franchisee = await db
    .insertInto('franchisee')
    .values({ code: 'F1', name: 'Franchisee 1', status: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const station = await db
    .insertInto('station')
    .values({ franchisee_id: franchisee.id, code: 'S1', name: 'Station 1', amount: 0, status: 0, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db
    .insertInto('role')
    .values({ code: 'admin', name: 'Admin', menu_list: '[]', ip_whitelist: '', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const staffIds: number[] = [];
  for (const username of ['maker', 'checker']) {
    const row = await db
      .insertInto('staff_user')
      .values({
        username,
        password_hash: 'x',
        type: 0,
        role_id: role.id,
        franchisee_id: null,
        station_id: null,
        agent_id: null,
        parent_id: null,
        language: 0,
        ip_whitelist: '',
        status: 0,
        failed_logins: 0,
        locked_until: null,
        last_login_at: null,
        last_login_ip: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    staffIds.push(row.id);
  }
  const memberIds: number[] = [];
  const credit = options.credit ?? 1_000_000;
  for (let i = 0; i < (options.members ?? 5); i++) {
    const member = await db
      .insertInto('member')
      .values({
        username: `m${i}`,
        nickname: '',
        phone: '',
        station_id: station.id,
        franchisee_id: franchisee.id,
        agent_id: null,
        is_internal: 0,
        status: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds.push(member.id);
    if (credit > 0) {
      await db
        .transaction()
        .execute((trx) => postJournal(trx, manualCreditJournal({ ref: `fixture-${member.id}`, memberId: member.id, amount: credit })));
    }
  }
  return {
    db,
    memberIds,
    staffIds: staffIds as [number, number],
    franchiseeId: franchisee.id,
    async close() {
      await db.destroy();
      await database.dispose();
    },
  };
}

/** A small deterministic PRNG (mulberry32), so a failing run can be replayed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
