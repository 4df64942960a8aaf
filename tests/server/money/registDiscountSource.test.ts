import { Migrator } from 'kysely';
import { createDatabase, dialectOf } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { manualCreditJournal } from '../../../server/domain/ledgerJournals';
import { postJournal } from '../../../server/ledger/ledger';
import { openRequirement } from '../../../server/ledger/turnover';
import { freshDatabase } from '../helpers/server';
import { seedMoneyOrg } from './fixture';

/*
 * Migration 060: a registration discount's turnover requirement had source 'manual_credit' with
 * its journal's id, the id space of manual credit records; the discount rows move to their own
 * source type (id = the member) and manual credits stay as they were.
 */

it('moves registration-discount requirements to their own source type and leaves manual credits alone', async () => {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  try {
    const all = migrations(dialectOf(db));
    const before = Object.fromEntries(Object.entries(all).filter(([name]) => name !== '060_regist_discount_source'));
    const migrated = await new Migrator({
      db,
      provider: { getMigrations: async () => before },
      allowUnorderedMigrations: true,
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const org = await seedMoneyOrg(db, 2);
    const [m1, m2] = org.members;
    const tenant = String(org.franchiseeId);
    const discount = await db.transaction().execute((trx) =>
      postJournal(trx, manualCreditJournal({ ref: `regist_discount:${m1}`, memberId: m1, amount: 700, tenant }), {
        now: 1000,
        staffId: org.maker,
        refType: 'regist_discount',
        refId: m1,
        remark: 'registration discount',
      }),
    );
    const base = { deposit: 0, discount: 700, normalMultipleX100: 0, comprehensiveMultipleX100: 300, now: 1000 };
    // As the grant wrote it before: the journal's id under 'manual_credit'.
    await openRequirement(db, { ...base, memberId: m1, sourceType: 'manual_credit', sourceId: discount.journalId });
    // Manual credits of the other member (record ids next to the discount's journal id).
    await openRequirement(db, {
      ...base,
      memberId: m2,
      sourceType: 'manual_credit',
      sourceId: discount.journalId + 2,
      deposit: 500,
      discount: 0,
    });
    await openRequirement(db, {
      ...base,
      memberId: m2,
      sourceType: 'manual_credit',
      sourceId: discount.journalId + 1,
      deposit: 500,
      discount: 0,
    });

    expect(await migrateToLatest(db)).toEqual(['060_regist_discount_source']);
    const rows = await db.selectFrom('turnover_requirement').select(['member_id', 'source_type', 'source_id']).orderBy('id').execute();
    expect(rows.map((r) => [Number(r.member_id), r.source_type, Number(r.source_id)])).toEqual([
      [m1, 'regist_discount', m1],
      [m2, 'manual_credit', discount.journalId + 2],
      [m2, 'manual_credit', discount.journalId + 1],
    ]);
    // The old collision: a manual credit record with the id the discount's journal had can now open its requirement.
    await openRequirement(db, {
      ...base,
      memberId: m2,
      sourceType: 'manual_credit',
      sourceId: discount.journalId,
      deposit: 500,
      discount: 0,
    });
  } finally {
    await db.destroy();
    await database.dispose();
  }
});
