import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';

/*
 * Members' own account data beyond the labels of 004: login and transaction password hashes
 * (reset by staff), the kick-offline mark, the registration discount granted to the member, and
 * the member's bank / UPI payout details. Added columns have defaults or are nullable (SQLite
 * cannot add NOT NULL columns without one).
 */
export function members(dialect: DialectName): Migration {
  const pg = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      const columns: [string, 'text' | 'bigint' | 'integer', string | number | null][] = [
        // scrypt hashes as server/auth/password.ts makes them; '' = never set.
        ['password_hash', 'text', ''],
        ['trade_password_hash', 'text', ''],
        // When staff last kicked the member offline: player sessions opened before it are to be refused.
        ['kicked_at', 'bigint', null],
        // Registration discount (sign-up offer) for this member, paise, and its turnover multiple.
        ['regist_discount', 'bigint', 0],
        ['regist_discount_multiple_x100', 'integer', 100],
        // 0 not granted yet, 1 granted (credited), 2 cancelled.
        ['regist_discount_status', 'integer', 0],
        ['regist_discount_at', 'bigint', null],
      ];
      for (const [name, type, value] of columns) {
        await db.schema
          .alterTable('member')
          .addColumn(name, type, (c) => (value === null ? c : c.notNull().defaultTo(value)))
          .execute();
      }
      await db.schema
        .createTable('member_bank')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'upi')`))
        .addColumn('holder_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ifsc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('account_no', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('upi_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('member_bank_member_id_idx').on('member_bank').column('member_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('member_bank').execute();
      for (const name of [
        'password_hash',
        'trade_password_hash',
        'kicked_at',
        'regist_discount',
        'regist_discount_multiple_x100',
        'regist_discount_status',
        'regist_discount_at',
      ]) {
        await db.schema.alterTable('member').dropColumn(name).execute();
      }
    },
  };
}
