import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * interface_time_statistics (issue 15): the server's own request timings per endpoint. A row is
 * one endpoint over one span — a minute when written, merged into an hour once older than an
 * hour or two, dropped after 7 days (plugins/system/server/timing/timingStore.ts). Rows are additive:
 * several rows for the same endpoint and span (two server processes, a late write) simply add up.
 * histogram is sparse JSON over the fixed log-scale buckets of plugins/system/server/timing/histogram.ts.
 */
export function interfaceTiming(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'interface_timing')
        .addColumn('route', 'text', (c) => c.notNull())
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('span', 'integer', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('errors', 'integer', (c) => c.notNull())
        .addColumn('sum_us', 'bigint', (c) => c.notNull())
        .addColumn('max_us', 'bigint', (c) => c.notNull())
        .addColumn('histogram', 'text', (c) => c.notNull())
        .execute();
      await index(db, 'interface_timing', 'start_at');
      await index(db, 'interface_timing', 'route', 'start_at');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('interface_timing').execute();
    },
  };
}
