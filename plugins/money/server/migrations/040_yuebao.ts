import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Yue Bao (余额宝, money_management > balance): interest tiers and the daily records.
 *
 * yuebao_tier is a tier's identity; its terms live in yuebao_tier_version rows, each applying from
 * a Bombay business day (effective_from) on. A save or an enable/disable writes the version for
 * the next Bombay day (replacing one already written for that day), so a change never alters the
 * day in progress: the daily job reads, for day D, each tier's latest version with
 * effective_from ≤ D. Rates are parts per million per day (../yuebaoInterest.ts).
 *
 * yuebao_record: one row per member and business day the member held Yue Bao money, written by
 * the daily job (unique per day and member). status: 0 no interest (below every tier), 1 interest
 * credited to Yue Bao, 2 credited and waiting for the tier's auto-transfer time, 3 interest moved
 * to the wallet. remainder is the sub-paisa part (millionths) carried to the member's next day.
 *
 * A member's Yue Bao balance is now a ledger account (owner_type 'yuebao'). member.yuebao_balance
 * stays as a copy for the member list's sort index, kept by a trigger the way migration 010 keeps
 * cash_balance. Its old values were seeded display figures that no journal ever backed (no code
 * moved money into it), so they are cleared rather than turned into money.
 */
const COPY_WHEN = `new.owner_type = 'yuebao' and new.bucket = 'cash'`;

export function yuebao(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'yuebao_tier')
        .addColumn('created_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'yuebao_tier_version')
        .addColumn('tier_id', 'bigint', (c) => c.notNull().references('yuebao_tier.id'))
        .addColumn('effective_from', 'text', (c) => c.notNull())
        .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount >= 0`))
        .addColumn('rate_ppm', 'integer', (c) => c.notNull().check(sql`rate_ppm >= 0 and rate_ppm <= 1000000`))
        .addColumn('secondary_rate_ppm', 'integer', (c) =>
          c.notNull().check(sql`secondary_rate_ppm >= 0 and secondary_rate_ppm <= 1000000`),
        )
        .addColumn('auto_transfer', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(0)
            .check(sql`auto_transfer in (0, 1)`),
        )
        .addColumn('transfer_time', 'text', (c) => c.notNull().defaultTo('00:00'))
        // 1 enabled, 0 disabled.
        .addColumn('enabled', 'integer', (c) =>
          c
            .notNull()
            .defaultTo(1)
            .check(sql`enabled in (0, 1)`),
        )
        .addColumn('updated_by', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('yuebao_tier_version_day_unique', ['tier_id', 'effective_from'])
        .execute();

      await create(db, 'yuebao_record')
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('tier_id', 'bigint', (c) => c.references('yuebao_tier.id'))
        // The terms the day was paid at, as they were that day.
        .addColumn('tier_min_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('opening', 'bigint', (c) => c.notNull())
        .addColumn('lowest', 'bigint', (c) => c.notNull())
        .addColumn('closing', 'bigint', (c) => c.notNull())
        .addColumn('rate_ppm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('secondary_rate_ppm', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('interest', 'bigint', (c) => c.notNull().check(sql`interest >= 0`))
        .addColumn('carry_in', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remainder', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('auto_transfer', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('transfer_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('transfer_due_at', 'bigint')
        .addColumn('transferred_at', 'bigint')
        .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1, 2, 3)`))
        .addColumn('journal_key', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('yuebao_record_day_member_unique', ['business_date', 'member_id'])
        .execute();
      await index(db, 'yuebao_record', 'member_id', 'business_date');
      await index(db, 'yuebao_record', 'status', 'transfer_due_at');
      await index(db, 'yuebao_record', 'tier_id', 'business_date');

      await sql`update member set yuebao_balance = 0 where yuebao_balance <> 0`.execute(db);
      if (dialect === 'postgres') {
        await sql
          .raw(
            `create function member_yuebao_balance_copy() returns trigger language plpgsql as $$
          begin
            update member set yuebao_balance = new.balance where id = new.owner_id::bigint;
            return null;
          end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger ledger_account_member_yuebao after insert or update of balance on ledger_account
          for each row when (${COPY_WHEN}) execute function member_yuebao_balance_copy()`,
          )
          .execute(db);
      } else {
        for (const [name, event] of [
          ['ledger_account_member_yuebao_insert', 'insert'],
          ['ledger_account_member_yuebao_update', 'update of balance'],
        ]) {
          await sql
            .raw(
              `create trigger ${name} after ${event} on ledger_account when ${COPY_WHEN}
            begin update member set yuebao_balance = new.balance where id = cast(new.owner_id as integer); end`,
            )
            .execute(db);
        }
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`drop trigger ledger_account_member_yuebao on ledger_account`.execute(db);
        await sql`drop function member_yuebao_balance_copy()`.execute(db);
      } else {
        for (const name of ['ledger_account_member_yuebao_insert', 'ledger_account_member_yuebao_update'])
          await sql.raw(`drop trigger ${name}`).execute(db);
      }
      for (const table of ['yuebao_record', 'yuebao_tier_version', 'yuebao_tier']) await db.schema.dropTable(table).execute();
    },
  };
}
