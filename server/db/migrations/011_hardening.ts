import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * Money safety and input hardening (issue 10):
 *   staff_user.created_by / role_set_by / password_set_by: who controls an account, so a checker
 *     can be required to be independent of the maker (not created, re-roled or reset by it).
 *     Accounts created through the API before this migration have their creator in parent_id.
 *   login_throttle: failed-login counters per client IP and per typed username with the time the
 *     next attempt may be looked at (growing delay instead of a 15-minute lock for everyone).
 *   change_request: staff-account changes for accounts with approval rights, and money settings,
 *     waiting for a second administrator (maker ≠ checker is also a CHECK).
 */

export function hardening(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db) {
      for (const column of ['created_by', 'role_set_by', 'password_set_by']) {
        await db.schema
          .alterTable('staff_user')
          .addColumn(column, 'bigint', (c) => c.references('staff_user.id'))
          .execute();
      }
      await sql`update staff_user set created_by = parent_id, role_set_by = parent_id, password_set_by = parent_id where parent_id is not null`.execute(
        db,
      );

      await db.schema
        .createTable('login_throttle')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
        .addColumn('blocked_until', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'change_request')
        .addColumn('request_no', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) =>
          c.notNull().check(sql`kind in ('staff.add', 'staff.update', 'staff.resetPassword', 'money_setting.save')`),
        )
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
        .addCheckConstraint('change_request_maker_checker_ck', sql`checker_id is null or checker_id <> maker_id`)
        .execute();
      await index(db, 'change_request', 'status', 'created_at');
    },
    async down(db) {
      await db.schema.dropTable('change_request').execute();
      await db.schema.dropTable('login_throttle').execute();
      for (const column of ['password_set_by', 'role_set_by', 'created_by'])
        await db.schema.alterTable('staff_user').dropColumn(column).execute();
    },
  };
}
