import { sql, type Kysely, type Migration } from 'kysely';

/*
 * Idempotency keys are the sender's own: the key is unique per scope (the staff member who sent
 * it), not across all staff. Before, a key another staff member had used answered
 * "idempotency key reused", which told the second sender that the key exists and let anyone who
 * saw a key block its owner's retry. Rebuilt (SQLite cannot change a primary key in place); the
 * rows keep their scope.
 */
async function rebuild(db: Kysely<unknown>, key: string[]): Promise<void> {
  await db.schema
    .createTable('idempotency_key_next')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint(`idempotency_key_${key.join('_')}_pk`, key as never)
    .execute();
  await db
    .insertInto('idempotency_key_next' as never)
    .expression(db.selectFrom('idempotency_key' as never).select(['key', 'scope', 'request_hash', 'response_json', 'created_at'] as never))
    .execute();
  await db.schema.dropTable('idempotency_key').execute();
  await db.schema.alterTable('idempotency_key_next').renameTo('idempotency_key').execute();
  await db.schema.createIndex('idempotency_key_created_at_idx').on('idempotency_key').column('created_at').execute();
}

export const idempotencyScope: Migration = {
  up: (db) => rebuild(db, ['scope', 'key']),
  // Back to one key for all: a key two staff members both used keeps one row (the lowest scope's).
  down: async (db) => {
    await sql`delete from idempotency_key where exists (select 1 from idempotency_key o where o.key = idempotency_key.key and o.scope < idempotency_key.scope)`.execute(
      db,
    );
    await rebuild(db, ['key']);
  },
};
