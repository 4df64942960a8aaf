import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Member rebate templates (money_management › fan_yong › promotion_settings) and what the daily
 * rebate job (plugins/money/server/rebateJob.ts) needs around them:
 *   rebate_template            name, game (null = every game), rate per VIP level in basis points
 *                              (rates_json: {"0": 20, "1": 25, …}), audit multiple ×100, per-member
 *                              daily cap in paise (0 = no cap), status 0 enabled / 1 disabled; franchisee
 *                              null = every franchisee's members (as recharge_discount_rule);
 *   rebate_record.template_id  the template a record was calculated with (null for older rows);
 *   turnover_requirement       source_type may be 'rebate' (source_id = the rebate_record id): a paid
 *                              rebate carries the template's audit before it can be withdrawn.
 */

const OLD_CHECK = "source_type in ('deposit', 'manual_credit')";
const NEW_CHECK = "source_type in ('deposit', 'manual_credit', 'rebate')";

/**
 * SQLite cannot alter a CHECK in place: rebuild turnover_requirement from its own stored DDL with
 * the wider check (same columns, same rows, same indexes). Nothing references the table.
 */
async function widenSourceSqlite(db: Kysely<unknown>, from: string, to: string) {
  const ddl = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'turnover_requirement'`.execute(db);
  const table = ddl.rows.find((r) => r.type === 'table');
  if (!table?.sql?.includes(from)) throw new Error(`turnover_requirement: expected the check ${from}`);
  const create = table.sql
    .replace(from, to)
    .replace(/^create table\s+"?turnover_requirement"?/i, 'create table "turnover_requirement_new"');
  await sql.raw(create).execute(db);
  await sql`insert into turnover_requirement_new select * from turnover_requirement`.execute(db);
  await sql`drop table turnover_requirement`.execute(db);
  await sql`alter table turnover_requirement_new rename to turnover_requirement`.execute(db);
  for (const index of ddl.rows.filter((r) => r.type === 'index' && r.sql)) await sql.raw(index.sql as string).execute(db);
}

async function widenSourcePostgres(db: Kysely<unknown>, check: string) {
  await sql`alter table turnover_requirement drop constraint if exists turnover_requirement_source_type_check`.execute(db);
  await sql.raw(`alter table turnover_requirement add constraint turnover_requirement_source_type_check check (${check})`).execute(db);
}

/** Replaces turnover_requirement's source_type CHECK `from` with `to` (migration 060 widens it again). */
export function changeSourceCheck(dialect: DialectName, db: Kysely<unknown>, from: string, to: string): Promise<void> {
  return dialect === 'sqlite' ? widenSourceSqlite(db, from, to) : widenSourcePostgres(db, to);
}

export function rebateTemplate(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  const widen = (from: string, to: string) => (db: Kysely<unknown>) => changeSourceCheck(dialect, db, from, to);
  return {
    async up(db) {
      await create(db, 'rebate_template')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('game_id', 'bigint', (c) => c.references('game.id'))
        .addColumn('rates_json', 'text', (c) => c.notNull())
        .addColumn('audit_multiple_x100', 'integer', (c) => c.notNull().check(sql`audit_multiple_x100 between 0 and 10000`))
        .addColumn('daily_cap', 'bigint', (c) => c.notNull().check(sql`daily_cap >= 0`))
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1)`),
        )
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'rebate_template', 'franchisee_id');
      await db.schema.alterTable('rebate_record').addColumn('template_id', 'bigint').execute();
      await widen(OLD_CHECK, NEW_CHECK)(db);
    },
    async down(db) {
      await sql`delete from turnover_requirement where source_type = 'rebate'`.execute(db);
      await widen(NEW_CHECK, OLD_CHECK)(db);
      await db.schema.alterTable('rebate_record').dropColumn('template_id').execute();
      await db.schema.dropTable('rebate_template').execute();
    },
  };
}
