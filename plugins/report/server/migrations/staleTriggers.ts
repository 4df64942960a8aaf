import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { MEMBER_COLUMNS, WATCHED, memberDays, type Watched } from './staleWatched';

/*
 * Issue 40: a change to a past day's figures (a cancelled rebate, a supplementary settlement, a
 * voided bet, an order corrected, a member moved to another agent or marked trial) never reached
 * the stored report tables, which the close-day job rebuilt only for the day that had just ended.
 * Triggers on the tables the reports are built from (staleWatched.ts) mark each Bombay day whose
 * figures a write changes in report_stale_day; the stale-days job rebuilds those days within a
 * minute (staleDays.ts). Triggers, not calls in each writer: every write path, today's and a future
 * plugin's, is caught by the database itself.
 * `version` changes on every mark, so a rebuild clears a mark only when no write came after the
 * rebuild read it; `claimed_version` is the version the close-day job saw when it began (a resumed
 * job must not clear a mark written between its two runs).
 * This file writes the triggers for both engines; the migrations 069 to 074 say which and when.
 */

const changed = (columns: string[], op: string, before = 'old', after = 'new') =>
  columns.map((c) => `${before}.${c} ${op} ${after}.${c}`).join(' or ');

/** The next mark version on SQLite (PostgreSQL has a sequence). */
export const sqliteVersion = '(select coalesce(max(version), 0) + 1 from report_stale_day)';
// `where true`: SQLite would read ON CONFLICT after a bare SELECT as part of its join.
export const sqliteMark = (daysSql: string) => `insert into report_stale_day (day, version)
    select d.day, ${sqliteVersion} from (${daysSql}) d where d.day is not null and true
    on conflict (day) do update set version = excluded.version`;

export async function sqliteTableTriggers(db: Kysely<unknown>, watched: Watched[]) {
  const mark = sqliteMark;
  for (const w of watched) {
    const { table } = w;
    await sql
      .raw(
        `create trigger report_stale_${table}_update after update on ${table} when ${changed(w.columns, 'is not')}
        begin ${mark(`select ${w.day('sqlite', 'old')} as day union select ${w.day('sqlite', 'new')}`)}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger report_stale_${table}_delete after delete on ${table} begin ${mark(`select ${w.day('sqlite', 'old')} as day`)}; end`,
      )
      .execute(db);
    // New bets, orders and members land on today, which reports read live; a rebate is written for a past business date.
    if (w.insert) {
      await sql
        .raw(
          `create trigger report_stale_${table}_insert after insert on ${table} begin ${mark(`select ${w.day('sqlite', 'new')} as day`)}; end`,
        )
        .execute(db);
    }
  }
}

export async function sqliteMemberTrigger(db: Kysely<unknown>, days: typeof memberDays) {
  await sql
    .raw(
      `create trigger report_stale_member_update after update on member when ${changed(MEMBER_COLUMNS, 'is not')}
      begin ${sqliteMark(days('sqlite', 'new'))}; end`,
    )
    .execute(db);
}

export async function sqliteTriggers(db: Kysely<unknown>) {
  await sqliteTableTriggers(db, WATCHED);
  await sqliteMemberTrigger(db, memberDays);
}

// Statement triggers over transition tables: one upsert per statement, not one per settled bet.
export const postgresMark = (daysSql: string) => `insert into report_stale_day (day, version)
    select d.day, nextval('report_stale_version') from (select distinct x.day from (${daysSql}) x where x.day is not null) d
    on conflict (day) do update set version = excluded.version`;

/*
 * Migration 072: the upsert above locked the day's mark row from the write until the commit, so
 * every money transaction of the day queued on one row and deadlocked with the ledger's own lock
 * order (a deposit approval marks first and locks accounts next, a manual approval the other way:
 * PostgreSQL aborted requests under load). A write now only appends its days to
 * report_stale_pending, which locks nothing another writer waits for; a deferred trigger moves
 * them into report_stale_day as the transaction commits, after its last other lock, so the row is
 * held for the commit alone, and every commit that marks a day still gives it a new version.
 */
export const postgresPendingMark = (daysSql: string) => `insert into report_stale_pending (day)
    select d.day from (select distinct x.day from (${daysSql}) x where x.day is not null) d order by d.day`;

export async function postgresTableTriggers(db: Kysely<unknown>, watched: Watched[], mark = postgresPendingMark, replaceOnly = false) {
  for (const w of watched) {
    const { table } = w;
    // Aliases b and a (before, after): inside PL/pgSQL, `old` and `new` name the trigger's own records.
    const pairs = `from old_rows b join new_rows a on a.id = b.id where ${changed(w.columns, 'is distinct from', 'b', 'a')}`;
    const bodies: [string, string, string][] = [
      [
        'update',
        'referencing old table as old_rows new table as new_rows',
        `select ${w.day('postgres', 'b')} as day ${pairs} union select ${w.day('postgres', 'a')} ${pairs}`,
      ],
      ['delete', 'referencing old table as old_rows', `select ${w.day('postgres', 'b')} as day from old_rows b`],
    ];
    if (w.insert) {
      bodies.push(['insert', 'referencing new table as new_rows', `select ${w.day('postgres', 'a')} as day from new_rows a`]);
    }
    for (const [event, referencing, days] of bodies) {
      const name = `report_stale_${table}_${event}`;
      await sql
        .raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${mark(days)}; return null; end $$`)
        .execute(db);
      if (replaceOnly) continue;
      await sql
        .raw(`create trigger ${name} after ${event} on ${table} ${referencing} for each statement execute function ${name}()`)
        .execute(db);
    }
  }
}

/** The member trigger's function; `create or replace` lets a later migration widen the days it marks. */
export const postgresMemberFunction = (days: typeof memberDays, mark = postgresPendingMark) =>
  sql.raw(`create or replace function report_stale_member_update() returns trigger language plpgsql as $$
      begin ${mark(days('postgres', 'new'))}; return null; end $$`);

export async function postgresTriggers(db: Kysely<unknown>) {
  await sql`create sequence report_stale_version`.execute(db);
  await postgresTableTriggers(db, WATCHED, postgresMark);
  await postgresMemberFunction(memberDays, postgresMark).execute(db);
  await sql
    .raw(
      `create trigger report_stale_member_update after update of ${MEMBER_COLUMNS.join(', ')} on member
      for each row when (${changed(MEMBER_COLUMNS, 'is distinct from')}) execute function report_stale_member_update()`,
    )
    .execute(db);
}

const triggerTable = (name: string) => name.replace(/_(update|delete|insert)$/, '');

/** Drops triggers by their names after `report_stale_` (and, on PostgreSQL, their functions). */
export async function dropTriggers(db: Kysely<unknown>, dialect: DialectName, names: string[]) {
  for (const name of names) {
    if (dialect === 'postgres') {
      await sql.raw(`drop trigger report_stale_${name} on ${triggerTable(name)}`).execute(db);
      await sql.raw(`drop function report_stale_${name}()`).execute(db);
    } else await sql.raw(`drop trigger report_stale_${name}`).execute(db);
  }
}
