import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Crypto disbursement (issue 12, payment_management → VirtualCurrencyDisbursement): approved
 * withdrawals paid in USDT through an enabled virtual-currency channel at that channel's rate.
 * One batch per pay action (one channel, one rate, one franchisee); one payout row per order,
 * naming the withdrawal_payout journal it posted. The rate is stored as paise per USDT and the
 * amount as micro-USDT (6 decimals), both integers, so a record shows exactly what was paid.
 * A withdrawal is paid in crypto at most once (UNIQUE withdrawal_id).
 */
export function cryptoPayout(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'crypto_payout_batch')
        .addColumn('batch_no', 'text', (c) => c.notNull().unique())
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('channel_id', 'bigint', (c) => c.notNull().references('payment_channel.id'))
        .addColumn('rate_x100', 'integer', (c) => c.notNull().check(sql`rate_x100 > 0`))
        .addColumn('crypto_network', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('order_count', 'integer', (c) => c.notNull().check(sql`order_count > 0`))
        .addColumn('total_inr', 'bigint', (c) => c.notNull())
        .addColumn('total_usdt_micro', 'bigint', (c) => c.notNull())
        .addColumn('tx_hash', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'crypto_payout_batch', 'franchisee_id', 'created_at');
      await index(db, 'crypto_payout_batch', 'created_at');

      await create(db, 'crypto_payout')
        .addColumn('batch_id', 'bigint', (c) => c.notNull().references('crypto_payout_batch.id'))
        .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().unique().references('withdrawal_order.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('agent_id', 'bigint')
        .addColumn('channel_id', 'bigint', (c) => c.notNull().references('payment_channel.id'))
        .addColumn('inr_amount', 'bigint', (c) => c.notNull().check(sql`inr_amount > 0`))
        .addColumn('rate_x100', 'integer', (c) => c.notNull().check(sql`rate_x100 > 0`))
        .addColumn('usdt_micro', 'bigint', (c) => c.notNull())
        .addColumn('crypto_network', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wallet_address', 'text', (c) => c.notNull())
        .addColumn('journal_id', 'bigint', (c) => c.notNull().references('ledger_journal.id'))
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'crypto_payout', 'batch_id');
      await index(db, 'crypto_payout', 'franchisee_id', 'created_at');
      await index(db, 'crypto_payout', 'created_at');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('crypto_payout').execute();
      await db.schema.dropTable('crypto_payout_batch').execute();
    },
  };
}
