import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/*
 * A granted registration discount opened its turnover requirement as source 'manual_credit' with
 * the journal's id, while manual credits use 'manual_credit' with their record's id: under the
 * unique (source_type, source_id) key a discount whose journal id equalled an earlier manual
 * credit's record id could not be granted. The discount gets its own source type; its id is the
 * member's (a member's registration discount is granted at most once). Existing rows move over:
 * they are the 'manual_credit' rows with no deposit part whose id is a registration-discount
 * journal of the same member.
 */
const OLD_CHECK = "source_type in ('deposit', 'manual_credit', 'rebate')";
const NEW_CHECK = "source_type in ('deposit', 'manual_credit', 'rebate', 'regist_discount')";

/** SQLite cannot alter a CHECK in place: the table is rebuilt from its own DDL (as migration 039 did). */
async function checkSqlite(db: Kysely<unknown>, from: string, to: string) {
  const ddl = await sql<{ type: string; name: string; sql: string | null }>`select type, name, sql from sqlite_master where tbl_name = 'turnover_requirement'`.execute(db);
  const table = ddl.rows.find((r) => r.type === 'table');
  if (!table?.sql?.includes(from)) throw new Error(`turnover_requirement: expected the check ${from}`);
  const create = table.sql.replace(from, to).replace(/^create table\s+"?turnover_requirement"?/i, 'create table "turnover_requirement_new"');
  await sql.raw(create).execute(db);
  await sql`insert into turnover_requirement_new select * from turnover_requirement`.execute(db);
  await sql`drop table turnover_requirement`.execute(db);
  await sql`alter table turnover_requirement_new rename to turnover_requirement`.execute(db);
  for (const index of ddl.rows.filter((r) => r.type === 'index' && r.sql)) await sql.raw(index.sql as string).execute(db);
}

async function checkPostgres(db: Kysely<unknown>, check: string) {
  await sql`alter table turnover_requirement drop constraint if exists turnover_requirement_source_type_check`.execute(db);
  await sql.raw(`alter table turnover_requirement add constraint turnover_requirement_source_type_check check (${check})`).execute(db);
}

export function registDiscountSource(dialect: DialectName): Migration {
  const check = (db: Kysely<unknown>, from: string, to: string) => (dialect === 'sqlite' ? checkSqlite(db, from, to) : checkPostgres(db, to));
  const memberText = dialect === 'sqlite' ? sql.raw('cast(t.member_id as text)') : sql.raw('t.member_id::text');
  return {
    async up(db) {
      await check(db, OLD_CHECK, NEW_CHECK);
      await sql`update turnover_requirement set source_type = 'regist_discount', source_id = member_id
        where id in (select t.id from turnover_requirement t join ledger_journal j on j.id = t.source_id
          where t.source_type = 'manual_credit' and t.deposit_amount = 0 and j.ref_type = 'regist_discount' and j.ref_id = ${memberText})`.execute(db);
    },
    async down(db) {
      await sql`update turnover_requirement set source_type = 'manual_credit', source_id = (
          select j.id from ledger_journal j where j.ref_type = 'regist_discount' and j.ref_id = ${sql.raw(dialect === 'sqlite' ? 'cast(turnover_requirement.member_id as text)' : 'turnover_requirement.member_id::text')} order by j.id limit 1)
        where source_type = 'regist_discount'`.execute(db);
      await check(db, NEW_CHECK, OLD_CHECK);
    },
  };
}
