import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { dropTriggers, postgresTriggers, sqliteTriggers } from './staleTriggers';
import { TRIGGERS } from './staleWatched';

/** Issue 40: the table of stale days and the triggers that mark them (staleTriggers.ts says why). */
export const reportStaleDay = (dialect: DialectName): Migration => ({
  async up(db) {
    await db.schema
      .createTable('report_stale_day')
      .addColumn('day', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addColumn('claimed_version', 'bigint')
      .execute();
    if (dialect === 'postgres') await postgresTriggers(db);
    else await sqliteTriggers(db);
  },
  async down(db) {
    await dropTriggers(db, dialect, TRIGGERS);
    if (dialect === 'postgres') await sql`drop sequence report_stale_version`.execute(db);
    await db.schema.dropTable('report_stale_day').execute();
  },
});
