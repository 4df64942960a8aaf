import type { Migration } from 'kysely';
import type { DialectName } from '../database';
import { migrationHelpers } from './helpers';

/*
 * Scheduled jobs (daily rebates, interest, level evaluation …) claim (job, period) here in the same
 * transaction as their work: the unique key is what makes a job run once per period even when two
 * server processes tick at the same moment.
 */
export function jobs(dialect: DialectName): Migration {
  const { create } = migrationHelpers(dialect);
  return {
    async up(db) {
      await create(db, 'job_run')
        .addColumn('job_name', 'text', (c) => c.notNull())
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('rows', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_run_job_name_period_key_key').unique().on('job_run').columns(['job_name', 'period_key']).execute();
    },
    async down(db) {
      await db.schema.dropTable('job_run').execute();
    },
  };
}
