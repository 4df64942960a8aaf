import type { Migration } from 'kysely';
import type { DialectName } from '../../../server/db/database';
import { migrationHelpers } from '../../../server/db/migrations/helpers';

/** The plugin's migrations, by name; their numbers keep their place among the core's. */
export function migrations(dialect: DialectName): Record<string, Migration> {
  const { create, index } = migrationHelpers(dialect);
  return {
    '069_support_tickets': {
      async up(db) {
        await create(db, 'support_tickets_item')
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('created_by', 'bigint')
          .addColumn('created_at', 'bigint', (c) => c.notNull())
          .addColumn('updated_at', 'bigint', (c) => c.notNull())
          .execute();
        await index(db, 'support_tickets_item', 'status', 'id');
      },
      async down(db) {
        await db.schema.dropTable('support_tickets_item').execute();
      },
    },
  };
}
