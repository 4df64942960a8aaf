import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { dropTriggers, postgresPendingMark, sqliteMark } from './staleTriggers';
import { DAY, rewardJournals } from './staleWatched';

/*
 * Issue 40: reward journals posted for an earlier day mark that day stale.
 * A reward journal posted with an earlier time (an import, a back-dated correction) changes a day
 * the stored reports were already built for, and nothing marked it. A journal is inserted once and
 * never updated or deleted (ledgerModel.ts: corrections are new journals; its postings go in with
 * it, in the same transaction), so an insert trigger is the whole watch.
 * Money writes insert journals all the time, nearly all of other types and all of them at today's
 * time, which reports read live: only a counted type dated before today marks its day, so the
 * common insert pays a comparison and writes nothing (measured: ~2 µs an insert on SQLite, ~15 µs
 * a statement on PostgreSQL, whose row trigger with a WHEN clause cost twice that).
 * Today is the database's clock at the insert (clock_timestamp, not the transaction's start): a
 * journal dated 23:59 whose transaction reaches the insert after midnight counts on a day the
 * close-day job may already have built, and is marked.
 */
const JOURNAL_TRIGGER = 'report_stale_ledger_journal_insert';
const todaySql = (dialect: DialectName) =>
  dialect === 'postgres'
    ? `(select ${DAY('cast(extract(epoch from clock_timestamp()) * 1000 as bigint)')})`
    : DAY("cast((julianday('now') - 2440587.5) * 86400000 as integer)");
const backDatedReward = (dialect: DialectName, j: string) => `${rewardJournals(j)} and ${DAY(`${j}.created_at`)} < ${todaySql(dialect)}`;

async function journalTrigger(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    // One statement of postJournals inserts up to thousands of journals: one pending row per day it marks (migration 072), not per journal.
    const days = `select ${DAY('a.created_at')} as day from new_rows a where ${backDatedReward(dialect, 'a')}`;
    await sql
      .raw(
        `create function ${JOURNAL_TRIGGER}() returns trigger language plpgsql as $$ begin ${postgresPendingMark(days)}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${JOURNAL_TRIGGER} after insert on ledger_journal referencing new table as new_rows
        for each statement execute function ${JOURNAL_TRIGGER}()`,
      )
      .execute(db);
  } else {
    // The WHEN clause keeps the common insert to a few comparisons: the body runs for back-dated rewards only.
    await sql
      .raw(
        `create trigger ${JOURNAL_TRIGGER} after insert on ledger_journal when ${backDatedReward(dialect, 'new')}
        begin ${sqliteMark(`select ${DAY('new.created_at')} as day`)}; end`,
      )
      .execute(db);
  }
}

export const reportStaleBackDatedJournals = (dialect: DialectName): Migration => ({
  async up(db) {
    await journalTrigger(db, dialect);
  },
  async down(db) {
    await dropTriggers(db, dialect, ['ledger_journal_insert']);
  },
});
