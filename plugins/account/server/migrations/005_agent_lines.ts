import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';

/*
 * Agent lines: the quota (credit line) history of offline agents, and the default agent per
 * station that members without an invitation code join. Both tables only reference existing
 * rows; agents keep their current quota in agent.quota_limit / quota_used (migration 004).
 */
export function agentLines(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_quota_record')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('from_agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('to_agent_id', 'bigint', (c) => c.notNull().references('agent.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('limit_before', 'bigint', (c) => c.notNull())
        .addColumn('limit_after', 'bigint', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      for (const column of ['to_agent_id', 'from_agent_id', 'created_at']) {
        await db.schema.createIndex(`agent_quota_record_${column}_idx`).on('agent_quota_record').column(column).execute();
      }
      await db.schema
        .createTable('agent_default')
        .addColumn('station_id', 'bigint', (c) => c.primaryKey().references('station.id'))
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agent.id'))
        .addColumn('staff_id', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('agent_default').execute();
      await db.schema.dropTable('agent_quota_record').execute();
    },
  };
}
