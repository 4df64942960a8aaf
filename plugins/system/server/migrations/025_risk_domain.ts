import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * System management (issue 15): the risk rules the server applies (key → JSON value, defaults in
 * plugins/system/server/risk/riskSettings.ts) and the site's domains. A domain bound to an agent carries
 * that agent's promotion link; agent_link_before keeps the link it replaced so unbinding restores
 * it. One domain per agent at most (the unique index ignores NULLs on both dialects).
 */
export function riskDomain(dialect: DialectName): Migration {
  const { create } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('risk_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await create(db, 'site_domain')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('common', 'app')`))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('promotion', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('display', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('agent_link_before', 'text')
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('site_domain_agent_id_uq').on('site_domain').column('agent_id').unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('site_domain').execute();
      await db.schema.dropTable('risk_setting').execute();
    },
  };
}
