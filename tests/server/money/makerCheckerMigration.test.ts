import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { createDatabase, dialectOf } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { foundation } from '../../../server/db/migrations/001_foundation';
import { money } from '../../../plugins/money/server/migrations/002_money';
import { lottery } from '../../../plugins/lottery/server/migrations/003_lottery';
import { peopleContent } from '../../../server/db/migrations/004_people_content';
import { agentLines } from '../../../plugins/account/server/migrations/005_agent_lines';
import { members } from '../../../plugins/account/server/migrations/006_members';
import { pushOutbox } from '../../../plugins/account/server/migrations/007_push_outbox';
import { memberListIndexes } from '../../../server/db/migrations/008_member_list_indexes';
import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { postJournal } from '../../../server/ledger/ledger';
import { freshDatabase } from '../helpers/server';
import { seedMoneyOrg } from './fixture';

/*
 * Migration 009 over a database that already holds manual adjustments applied the old way (at
 * once, no checker): they become applied requests, a single adjustment gets a request row of its
 * own numbered by its ref, a batch learns its franchisee, and the maker ≠ checker CHECK holds.
 */

it('turns earlier manual adjustments into applied requests', async () => {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  try {
    const dialect = dialectOf(db);
    const before = {
      '001_foundation': foundation(dialect),
      '002_money': money(dialect),
      '003_lottery': lottery(dialect),
      '004_people_content': peopleContent(dialect),
      '005_agent_lines': agentLines(dialect),
      '006_members': members(dialect),
      '007_push_outbox': pushOutbox(dialect),
      '008_member_list_indexes': memberListIndexes(dialect),
    };
    const migrated = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const org = await seedMoneyOrg(db, 2);
    const tenant = await db
      .selectFrom('member')
      .select(['id', 'franchisee_id', 'station_id'])
      .where('id', 'in', org.members)
      .orderBy('id')
      .execute();
    const journal = async (ref: string, memberId: number) =>
      (
        await db
          .transaction()
          .execute((trx) => postJournal(trx, manualCreditJournal({ ref, memberId, amount: 500, tenant: String(org.franchiseeId) })))
      ).journalId;
    await sql`insert into manual_batch (batch_no, direction, member_count, total_amount, reason_type, remark, maker_id, created_at)
      values ('B1', 'credit', 2, 1000, 'bonus', '', ${org.maker}, 1000)`.execute(db);
    const adjustments: [string, number | null, number][] = [
      ['M1', null, 0],
      ['B1-1', 1, 0],
      ['B1-2', 1, 1],
    ];
    for (const [ref, batchId, i] of adjustments) {
      const m = tenant[i];
      await sql`insert into manual_adjustment (ref, batch_id, member_id, franchisee_id, station_id, agent_id, direction, amount, reason_type, remark,
        normal_audit, comprehensive_multiple_x100, journal_id, balance_after, maker_id, checker_id, created_at)
        values (${ref}, ${batchId}, ${m.id}, ${m.franchisee_id}, ${m.station_id}, null, 'credit', 500, 'bonus', '', 0, 0, ${await journal(ref, m.id)}, 500,
        ${org.maker}, null, 2000)`.execute(db);
    }

    expect((await migrateToLatest(db))[0]).toBe('009_maker_checker');
    const requests = await db
      .selectFrom('manual_batch')
      .select(['id', 'batch_no', 'kind', 'status', 'franchisee_id', 'checker_id', 'reviewed_at', 'member_count'])
      .orderBy('id')
      .execute();
    expect(requests).toEqual([
      {
        id: 1,
        batch_no: 'B1',
        kind: 'batch',
        status: 'applied',
        franchisee_id: org.franchiseeId,
        checker_id: null,
        reviewed_at: 1000,
        member_count: 2,
      },
      {
        id: 2,
        batch_no: 'M1',
        kind: 'single',
        status: 'applied',
        franchisee_id: org.franchiseeId,
        checker_id: null,
        reviewed_at: 2000,
        member_count: 1,
      },
    ]);
    const rows = await db.selectFrom('manual_adjustment').select(['ref', 'batch_id', 'status', 'reviewed_at']).orderBy('id').execute();
    expect(rows).toEqual([
      { ref: 'M1', batch_id: 2, status: 'applied', reviewed_at: 2000 },
      { ref: 'B1-1', batch_id: 1, status: 'applied', reviewed_at: 2000 },
      { ref: 'B1-2', batch_id: 1, status: 'applied', reviewed_at: 2000 },
    ]);
    // The rebuilt (SQLite) or altered (PostgreSQL) table holds the new rules.
    await expect(
      db.updateTable('manual_adjustment').set({ checker_id: org.maker }).where('ref', '=', 'M1').execute(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check/i) });
    await expect(db.updateTable('manual_adjustment').set({ journal_id: null }).where('ref', '=', 'M1').execute()).rejects.toMatchObject({
      message: expect.stringMatching(/check/i),
    });
    await db.updateTable('manual_adjustment').set({ checker_id: org.checker }).where('ref', '=', 'M1').execute();
  } finally {
    await db.destroy();
    await database.dispose();
  }
}, 60_000);
