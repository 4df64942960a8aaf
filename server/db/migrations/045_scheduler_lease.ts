import type { Kysely, Migration } from 'kysely';

/*
 * One scheduler among several server processes (issue 18). On PostgreSQL the scheduler is held by
 * a session-level advisory lock, which the database releases when its holder dies; SQLite has no
 * such lock, so processes sharing one file take a lease instead: the row names its holder and
 * the time it lapses, the holder renews it, and anyone may take it once it has lapsed.
 */
export const schedulerLease: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('scheduler_lease')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('scheduler_lease').execute();
  },
};
