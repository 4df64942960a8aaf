import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Staff part of the account area: the push-to-all-members outbox (a worker delivers pending rows
 * through a sender adapter and marks them) and station_quota_record, one row per station quota
 * top-up or withdrawal with the balance before and after (quota is money-like, so every change
 * leaves a record besides the operation log).
 */
export function pushOutbox(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);

  return {
    async up(db) {
      await create(db, 'push_outbox')
        .addColumn('title_json', 'text', (c) => c.notNull())
        .addColumn('body_json', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`status in (0, 1, 2)`),
        )
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('recipients', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_by', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
        .addColumn('delivered_at', 'bigint')
        .execute();
      await index(db, 'push_outbox', 'status', 'next_attempt_at');
      await index(db, 'push_outbox', 'created_at');

      await create(db, 'station_quota_record')
        .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('kind', 'integer', (c) => c.notNull().check(sql`kind in (1, 2)`))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('balance_before', 'bigint', (c) => c.notNull())
        .addColumn('balance_after', 'bigint', (c) => c.notNull().check(sql`balance_after >= 0`))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('staff_username', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'station_quota_record', 'station_id', 'created_at');
      await index(db, 'station_quota_record', 'franchisee_id', 'created_at');
    },

    async down(db) {
      await db.schema.dropTable('station_quota_record').execute();
      await db.schema.dropTable('push_outbox').execute();
    },
  };
}
