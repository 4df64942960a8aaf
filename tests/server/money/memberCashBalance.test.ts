import { sql } from 'kysely';
import { Migrator } from 'kysely';
import { createDatabase, dialectOf, type Database } from '../../../server/db/database';
import { migrateToLatest, migrations } from '../../../server/db/migrate';
import { manualCreditJournal, manualDebitJournal } from '../../../server/domain/ledgerJournals';
import { checkLedger } from '../../../plugins/money/server/checkLedger';
import { postJournal, postJournals } from '../../../server/ledger/ledger';
import { freshDatabase } from '../helpers/server';
import { seedMoneyOrg } from './fixture';

/*
 * member.cash_balance (migration 010) is a copy of the member's cash ledger balance kept by a
 * trigger: filled from the ledger when the migration runs, followed by every journal (one by one
 * and in batches), and compared by checkLedger.
 */

// The copy lives in member_balance since migration 062 (and on the member row while 062 is down).
const copies = async (db: Database, ids: readonly number[]) =>
  (
    await db.selectFrom('member_balance').select(['member_id', 'cash_balance']).where('member_id', 'in', ids).orderBy('member_id').execute()
  ).map((m) => m.cash_balance);

it('fills the copy from the ledger, follows every journal and is checked by checkLedger', async () => {
  const database = await freshDatabase();
  const db = createDatabase(database.url);
  try {
    const before = Object.fromEntries(Object.entries(migrations(dialectOf(db))).filter(([name]) => name < '010'));
    expect((await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest()).error).toBeUndefined();
    const org = await seedMoneyOrg(db, 3);
    const [a, b, c] = org.members;
    const tenant = String(org.franchiseeId);
    const post = (journal: Parameters<typeof postJournal>[1]) => db.transaction().execute((trx) => postJournal(trx, journal));
    await post(manualCreditJournal({ ref: 'M1', memberId: a, amount: 500, tenant }));
    await post(manualCreditJournal({ ref: 'M2', memberId: b, amount: 700, tenant }));
    // b's account exists but holds nothing again; c never had one.
    await post(manualDebitJournal({ ref: 'M3', memberId: b, amount: 700, tenant }));

    expect((await migrateToLatest(db))[0]).toBe('010_member_cash_balance');
    expect(await copies(db, [a, b, c])).toEqual([500, 0, 0]);

    await post(manualCreditJournal({ ref: 'M4', memberId: c, amount: 300, tenant }));
    await db
      .transaction()
      .execute((trx) =>
        postJournals(trx, [
          { journal: manualDebitJournal({ ref: 'M5', memberId: a, amount: 200, tenant }) },
          { journal: manualCreditJournal({ ref: 'M6', memberId: b, amount: 90, tenant }) },
        ]),
      );
    expect(await copies(db, [a, b, c])).toEqual([300, 90, 300]);
    expect((await checkLedger(db)).problems).toEqual([]);

    // A refused journal rolls the copy back with the ledger.
    await expect(post(manualDebitJournal({ ref: 'M7', memberId: c, amount: 301, tenant }))).rejects.toMatchObject({
      key: 'insufficient_funds',
    });
    expect(await copies(db, [c])).toEqual([300]);

    // A copy that drifts is reported.
    await sql`update member_balance set cash_balance = cash_balance + 1 where member_id = ${a}`.execute(db);
    expect((await checkLedger(db)).problems).toEqual([`member ${a}: cash_balance 301 but the cash account holds 300`]);

    // Down (062: the copy and totals back on the member row, its triggers again) and up again keep the copy.
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialectOf(db)) } });
    expect((await migrator.migrateDown()).error).toBeUndefined();
    await post(manualCreditJournal({ ref: 'M8', memberId: a, amount: 1, tenant }));
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await copies(db, [a, b, c])).toEqual([301, 90, 300]);
  } finally {
    await db.destroy();
    await database.dispose();
  }
});
