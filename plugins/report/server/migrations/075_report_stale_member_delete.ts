import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { dropTriggers, postgresPendingMark, sqliteMark } from './staleTriggers';
import { DAY } from './staleWatched';

/*
 * Issue 40: deleting a member marks its registration day stale.
 * A member counts in `registrations` on the day it registered; deleting one (only a member without
 * money or records may go: account's removal.ts) changed that day's figure, and nothing marked it,
 * so a past day kept counting the deleted member until some other change rebuilt it. A member with
 * bets, orders, rebates, adjustments or ledger postings cannot be deleted, so its registration day
 * is the only day a delete changes.
 */
const DELETE_TRIGGER = 'report_stale_member_delete';

async function deleteTrigger(db: Kysely<unknown>, dialect: DialectName) {
  if (dialect === 'postgres') {
    // A statement trigger, as the others (migration 072): one pending row per day a removal of many members marks.
    await sql
      .raw(
        `create function ${DELETE_TRIGGER}() returns trigger language plpgsql as $$ begin
          ${postgresPendingMark(`select ${DAY('b.created_at')} as day from old_rows b`)}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${DELETE_TRIGGER} after delete on member referencing old table as old_rows
        for each statement execute function ${DELETE_TRIGGER}()`,
      )
      .execute(db);
  } else {
    await sql
      .raw(`create trigger ${DELETE_TRIGGER} after delete on member begin ${sqliteMark(`select ${DAY('old.created_at')} as day`)}; end`)
      .execute(db);
  }
}

export const reportStaleMemberDelete = (dialect: DialectName): Migration => ({
  async up(db) {
    await deleteTrigger(db, dialect);
  },
  async down(db) {
    await dropTriggers(db, dialect, ['member_delete']);
  },
});
