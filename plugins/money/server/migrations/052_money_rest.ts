import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';

/*
 * Two money additions of issue 12:
 *
 * ledger_journal(type, id): member_cash_record filtered by a journal type walks that type's
 * journals newest first (plugins/money/server/cashRecordRoutes.ts). The (type, created_at) index of
 * migration 002 orders by time, not id, so a page of it needed a sort of every journal of the type.
 *
 * yuebao_record.transfer_in / transfer_out: what the member moved into and out of Yue Bao during
 * the record's day (paise, both ≥ 0), so balanceRecord shows the day's transfers beside its
 * opening, lowest and closing balance. Records written before this migration are filled from the
 * ledger: the member's yuebao_in / yuebao_out postings on its Yue Bao account within the Bombay
 * day (UTC+05:30, no daylight saving) of the record (auto-transfers of interest are yuebao_out
 * journals too, keyed yuebao_auto:…, and are left out: the record shows them as auto-transferred).
 */
const BOMBAY_OFFSET_MS = 19_800_000;

export function moneyRest(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('ledger_journal_type_id_idx').on('ledger_journal').columns(['type', 'id']).execute();
      await db.schema
        .alterTable('yuebao_record')
        .addColumn('transfer_in', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('yuebao_record')
        .addColumn('transfer_out', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // The record's Bombay day as epoch milliseconds [start, start + 1 day).
      const start =
        dialect === 'postgres'
          ? sql`(extract(epoch from cast(yuebao_record.business_date as date)) * 1000 - ${sql.lit(BOMBAY_OFFSET_MS)})`
          : sql`(cast(strftime('%s', yuebao_record.business_date) as integer) * 1000 - ${sql.lit(BOMBAY_OFFSET_MS)})`;
      const moved = (type: 'yuebao_in' | 'yuebao_out') => sql`(select coalesce(sum(abs(p.amount)), 0) from ledger_posting p
        join ledger_account a on a.id = p.account_id join ledger_journal j on j.id = p.journal_id
        where a.owner_type = 'yuebao' and a.owner_id = cast(yuebao_record.member_id as text) and j.type = ${type} and j.business_key like ${`${type}:%`}
          and p.created_at >= ${start} and p.created_at < ${start} + 86400000)`;
      await sql`update yuebao_record set transfer_in = ${moved('yuebao_in')}, transfer_out = ${moved('yuebao_out')}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('yuebao_record').dropColumn('transfer_out').execute();
      await db.schema.alterTable('yuebao_record').dropColumn('transfer_in').execute();
      await db.schema.dropIndex('ledger_journal_type_id_idx').execute();
    },
  };
}
