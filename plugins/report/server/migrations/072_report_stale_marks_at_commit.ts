import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { postgresMark, postgresMemberFunction, postgresPendingMark, postgresTableTriggers } from './staleTriggers';
import { CURRENT_WATCHED, memberDays070 } from './staleWatched';

/**
 * PostgreSQL's marks wait for the commit (staleTriggers.ts postgresPendingMark says why). SQLite
 * runs one writer at a time: its triggers keep their upsert.
 */
export const reportStaleMarksAtCommit = (dialect: DialectName): Migration => ({
  async up(db) {
    if (dialect !== 'postgres') return;
    await sql`create unlogged table report_stale_pending (id bigserial primary key, day integer not null)`.execute(db);
    // The first firing at commit moves all of the transaction's days (the only pending rows it can
    // see: others' are uncommitted, and each commit leaves none), in day order, so two committing
    // transactions take the day rows in the same order; the later firings find nothing.
    await sql`create function report_stale_pending_commit() returns trigger language plpgsql as $$ begin
          insert into report_stale_day (day, version)
            select p.day, nextval('report_stale_version') from (select distinct day from report_stale_pending order by day) p
            on conflict (day) do update set version = excluded.version;
          delete from report_stale_pending;
          return null; end $$`.execute(db);
    await sql`create constraint trigger report_stale_pending_commit after insert on report_stale_pending
          deferrable initially deferred for each row execute function report_stale_pending_commit()`.execute(db);
    await postgresTableTriggers(db, CURRENT_WATCHED, postgresPendingMark, true);
    await postgresMemberFunction(memberDays070).execute(db);
  },
  async down(db) {
    if (dialect !== 'postgres') return;
    await postgresTableTriggers(db, CURRENT_WATCHED, postgresMark, true);
    await postgresMemberFunction(memberDays070, postgresMark).execute(db);
    await sql`drop table report_stale_pending`.execute(db);
    await sql`drop function report_stale_pending_commit()`.execute(db);
  },
});
