import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Money: the double-entry ledger (accounts with a cached balance, append-only journals and
 * postings), the order lifecycles' extra columns and review steps, manual adjustments (single and
 * batch), turnover (audit) requirements, payment channels and the money settings.
 *
 * The foundation's order tables keep their `status` (1 pending, 2 passed, 3 not passed; the
 * dashboard counts it); the withdrawal's finer lifecycle is `stage` beside it.
 */
export function money(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  const addColumns = async (db: Kysely<unknown>, table: string, columns: [string, 'bigint' | 'integer' | 'text', string?][]) => {
    for (const [name, type, dflt] of columns) {
      await db.schema
        .alterTable(table)
        .addColumn(name, type, (c) => (dflt === undefined ? c : c.notNull().defaultTo(sql.raw(dflt))))
        .execute();
    }
  };

  return {
    async up(db) {
      await create(db, 'ledger_account')
        .addColumn('owner_type', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'text', (c) => c.notNull())
        .addColumn('bucket', 'text', (c) => c.notNull().check(sql`bucket in ('cash', 'frozen', 'bonus')`))
        .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('ledger_account_owner_unique', ['owner_type', 'owner_id', 'bucket'])
        .execute();

      await create(db, 'ledger_journal')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('business_key', 'text', (c) => c.notNull().unique())
        // SHA-256 of the journal's canonical content: a replay matches it, a reused key does not.
        .addColumn('content_hash', 'text', (c) => c.notNull())
        .addColumn('ref_type', 'text')
        .addColumn('ref_id', 'text')
        .addColumn('staff_id', 'bigint')
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'ledger_journal', 'created_at');
      await index(db, 'ledger_journal', 'ref_type', 'ref_id');
      await index(db, 'ledger_journal', 'type', 'created_at');

      await create(db, 'ledger_posting')
        .addColumn('journal_id', 'bigint', (c) => c.notNull().references('ledger_journal.id'))
        .addColumn('account_id', 'bigint', (c) => c.notNull().references('ledger_account.id'))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'ledger_posting', 'journal_id');
      await index(db, 'ledger_posting', 'account_id', 'id');

      await create(db, 'money_setting')
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'payment_channel')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('bank', 'upi', 'qr', 'gateway', 'crypto', 'auto_payout')`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sub_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('for_deposit', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('for_withdraw', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('max_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('daily_limit', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('fee_bps', 'integer', (c) => c.notNull().defaultTo(0))
        // bank / UPI
        .addColumn('bank_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('branch', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('province', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payee_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payee_account', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ifsc', 'text', (c) => c.notNull().defaultTo(''))
        // QR
        .addColumn('qr_image_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('integer_only', 'integer', (c) => c.notNull().defaultTo(0))
        // third-party gateway / automatic payout
        .addColumn('gateway_type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('merchant_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('payment_code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('domain', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('gateway_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('notify_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('return_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('quick_amounts', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('[]'))
        // AES-256-GCM envelope of { md5Key, privateKey, publicKey } (money/secrets.ts); never sent out.
        .addColumn('secret_enc', 'text', (c) => c.notNull().defaultTo(''))
        // virtual currency
        .addColumn('crypto_network', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('wallet_address', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('exchange_rate_x100', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'payment_channel', 'franchisee_id');
      await index(db, 'payment_channel', 'kind', 'status');

      await addColumns(db, 'deposit_order', [
        ['channel_id', 'bigint'],
        ['bonus', 'bigint', '0'],
        ['credited_amount', 'bigint', '0'],
        ['payer_name', 'text', "''"],
        ['utr', 'text', "''"],
        ['remark', 'text', "''"],
        ['reject_reason', 'text', "''"],
        ['reviewed_by', 'bigint'],
        ['normal_multiple_x100', 'integer', '100'],
        ['comprehensive_multiple_x100', 'integer', '100'],
        ['balance_after', 'bigint'],
        ['created_ip', 'text', "''"],
      ]);
      await index(db, 'deposit_order', 'channel_id');

      await addColumns(db, 'withdrawal_order', [
        // submitted → first_approved (only above the second-review threshold) → approved → paid; or rejected.
        ['stage', 'text', "'submitted'"],
        ['needs_second_review', 'integer', '0'],
        ['first_reviewer_id', 'bigint'],
        ['second_reviewer_id', 'bigint'],
        ['fee', 'bigint', '0'],
        ['admin_fee', 'bigint', '0'],
        ['bonus_deduction', 'bigint', '0'],
        ['net_payout', 'bigint', '0'],
        ['turnover_snapshot', 'text', "''"],
        ['destination', 'text', "''"],
        ['reject_reason', 'text', "''"],
        ['remark', 'text', "''"],
        ['payout_channel_id', 'bigint'],
        ['payout_txn_id', 'text', "''"],
        ['paid_at', 'bigint'],
        ['paid_by', 'bigint'],
        ['is_first', 'integer', '0'],
        ['created_ip', 'text', "''"],
      ]);
      await index(db, 'withdrawal_order', 'stage', 'created_at');

      await create(db, 'withdrawal_review')
        .addColumn('withdrawal_id', 'bigint', (c) => c.notNull().references('withdrawal_order.id'))
        .addColumn('step', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approve', 'reject', 'pay')`))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        // One decision per step: a second reviewer racing the first cannot record the same step.
        .addUniqueConstraint('withdrawal_review_step_unique', ['withdrawal_id', 'step'])
        .execute();

      await create(db, 'manual_batch')
        .addColumn('batch_no', 'text', (c) => c.notNull().unique())
        .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('credit', 'debit')`))
        .addColumn('member_count', 'integer', (c) => c.notNull())
        .addColumn('total_amount', 'bigint', (c) => c.notNull())
        .addColumn('reason_type', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await index(db, 'manual_batch', 'created_at');

      await create(db, 'manual_adjustment')
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('batch_id', 'bigint', (c) => c.references('manual_batch.id'))
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('station_id', 'bigint', (c) => c.notNull().references('station.id'))
        .addColumn('agent_id', 'bigint', (c) => c.references('agent.id'))
        .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('credit', 'debit')`))
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('reason_type', 'text', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('normal_audit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comprehensive_multiple_x100', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('journal_id', 'bigint', (c) => c.notNull().references('ledger_journal.id'))
        .addColumn('balance_after', 'bigint', (c) => c.notNull())
        .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      for (const column of ['batch_id', 'member_id', 'franchisee_id', 'agent_id', 'created_at'])
        await index(db, 'manual_adjustment', column);
      await index(db, 'manual_adjustment', 'direction', 'created_at');

      // Valid turnover per member, a running total the bet settlement adds to (money/turnover.ts).
      await db.schema
        .createTable('member_turnover')
        .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
        .addColumn('valid_total', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'turnover_requirement')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('source_type', 'text', (c) => c.notNull().check(sql`source_type in ('deposit', 'manual_credit')`))
        .addColumn('source_id', 'bigint', (c) => c.notNull())
        .addColumn('deposit_amount', 'bigint', (c) => c.notNull())
        .addColumn('discount_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('normal_multiple_x100', 'integer', (c) => c.notNull())
        .addColumn('comprehensive_multiple_x100', 'integer', (c) => c.notNull())
        .addColumn('relax', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('normal_required', 'bigint', (c) => c.notNull())
        .addColumn('comprehensive_required', 'bigint', (c) => c.notNull())
        // member_turnover.valid_total when the requirement opened: progress = total − base.
        .addColumn('turnover_base', 'bigint', (c) => c.notNull())
        .addColumn('allocated', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('normal_met', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('comprehensive_met', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('open')
            .check(sql`status in ('open', 'met', 'settled', 'waived')`),
        )
        .addColumn('withdrawal_id', 'bigint', (c) => c.references('withdrawal_order.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('closed_at', 'bigint')
        .addUniqueConstraint('turnover_requirement_source_unique', ['source_type', 'source_id'])
        .execute();
      await index(db, 'turnover_requirement', 'member_id', 'status');
      await index(db, 'turnover_requirement', 'created_at');
    },

    async down(db) {
      for (const table of [
        'turnover_requirement',
        'member_turnover',
        'manual_adjustment',
        'manual_batch',
        'withdrawal_review',
        'payment_channel',
        'money_setting',
        'ledger_posting',
        'ledger_journal',
        'ledger_account',
      ]) {
        await db.schema.dropTable(table).execute();
      }
      // The order tables' added columns stay: SQLite cannot drop columns with indexes portably.
    },
  };
}
