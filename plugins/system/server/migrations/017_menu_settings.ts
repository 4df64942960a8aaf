import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';

/*
 * System management: the menu screen's order and visibility of the console's menu entries. One
 * row per entry the screen changed, keyed by its path of titles ('system_management/menu');
 * entries without a row keep the catalogue's order and are shown.
 */
export function menuSettings(_dialect: DialectName): Migration {
  return {
    async up(db) {
      await db.schema
        .createTable('menu_setting')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('sort_num', 'integer', (c) => c.notNull().check(sql`sort_num >= 0`))
        .addColumn('hidden', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`hidden in (0, 1)`),
        )
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db) {
      await db.schema.dropTable('menu_setting').execute();
    },
  };
}
