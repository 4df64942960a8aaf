import type { Migration } from 'kysely';

/*
 * installed_module: the plugins' server modules this database has met (plugin/installModules.ts).
 * Their menu paths as last granted, so an upgrade grants admin roles only the paths that are new
 * (a path an operator took away from a role stays away), and when a module's demo rows were
 * written, so a restart never writes them twice.
 */
export const installedModule: Migration = {
  async up(db) {
    await db.schema
      .createTable('installed_module')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('menu_json', 'text', (c) => c.notNull())
      .addColumn('installed_at', 'bigint', (c) => c.notNull())
      .addColumn('seeded_at', 'bigint')
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('installed_module').execute();
  },
};
