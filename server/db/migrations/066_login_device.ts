import type { Migration } from 'kysely';

/*
 * login_device: browsers a staff member has signed in from before (auth/trustedDevice.ts). A
 * sign-in that presents one of its own account's device tokens is not held back by the account's
 * shared throttle, so failures other clients cause cannot lock the real user out (OWASP's
 * "device cookie" defence). Only the token's hash is kept.
 */
export const loginDevice: Migration = {
  async up(db) {
    await db.schema
      .createTable('login_device')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id').onDelete('cascade'))
      .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_used_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_device_staff_id_idx').on('login_device').column('staff_id').execute();
  },
  async down(db) {
    await db.schema.dropTable('login_device').execute();
  },
};
