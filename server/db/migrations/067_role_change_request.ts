import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * change_request.kind gains 'role.update': editing a role so that it gains an approval right is a
 * request another independent administrator decides, as creating an account with one already was
 * (a role holding only the dashboard, given to a new account, then widened to manual_access, used
 * to hand its maker a second pair of hands with no request at all). PostgreSQL replaces the
 * column's CHECK; SQLite cannot, so the table is rebuilt with its rows, index and checks.
 */
const KINDS = ['staff.add', 'staff.update', 'staff.resetPassword', 'money_setting.save', 'role.update'];
const OLD_KINDS = KINDS.slice(0, 4);
const kindCheck = (kinds: string[]) => sql.raw(`kind in (${kinds.map((k) => `'${k}'`).join(', ')})`);

async function rebuildSqlite(db: Kysely<unknown>, dialect: DialectName, kinds: string[]): Promise<void> {
  const { create, index } = migrationHelpers(dialect);
  await create(db, 'change_request_next')
    .addColumn('request_no', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(kindCheck(kinds)))
    .addColumn('target_id', 'bigint', (c) => c.references('staff_user.id'))
    .addColumn('payload_json', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text', (c) => c.notNull())
    .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending_approval')
        .check(sql`status in ('pending_approval', 'applied', 'rejected')`),
    )
    .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
    .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('change_request_next_maker_checker_ck', sql`checker_id is null or checker_id <> maker_id`)
    .execute();
  await sql`insert into change_request_next select * from change_request where ${kindCheck(kinds)}`.execute(db);
  await db.schema.dropTable('change_request').execute();
  await db.schema.alterTable('change_request_next').renameTo('change_request').execute();
  await index(db, 'change_request', 'status', 'created_at');
}

export function roleChangeRequest(dialect: DialectName): Migration {
  const to = async (db: Kysely<unknown>, kinds: string[]) => {
    if (dialect === 'postgres') {
      if (kinds === OLD_KINDS) await sql`delete from change_request where not (${kindCheck(kinds)})`.execute(db);
      await sql`alter table change_request drop constraint if exists change_request_kind_check`.execute(db);
      await sql`alter table change_request add constraint change_request_kind_check check (${kindCheck(kinds)})`.execute(db);
    } else {
      await rebuildSqlite(db, dialect, kinds);
    }
  };
  return { up: (db) => to(db, KINDS), down: (db) => to(db, OLD_KINDS) };
}
