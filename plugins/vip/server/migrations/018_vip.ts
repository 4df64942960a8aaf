import { sql } from 'kysely';
import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * VIP jobs (issue 16 and the money section's reward_management):
 *   vip_member_state: when each member reached its level, the start of the spec's 30-day fallback window;
 *   vip_level_change: every decision of the daily evaluation (promotion, level kept or dropped by
 *     the 30-day rule), unique per member and day so re-running a day adds nothing;
 *   vip_weekly_reward: weekly rewards paid, unique per member and week (the journal key repeats it);
 *   member_ticket.issued_by / void_reason / voided_by / voided_at: the marketing award log.
 */
export function vip(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db) {
      // The level's medal picture beside its icon (spec: icon/medal).
      await db.schema
        .alterTable('vip_level')
        .addColumn('medal', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .createTable('vip_member_state')
        .addColumn('member_id', 'bigint', (c) => c.primaryKey().references('member.id'))
        .addColumn('level_since', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();

      await create(db, 'vip_level_change')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('business_date', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('promote', 'kept', 'fallback')`))
        .addColumn('from_level', 'integer', (c) => c.notNull())
        .addColumn('to_level', 'integer', (c) => c.notNull())
        .addColumn('monthly_bet', 'bigint', (c) => c.notNull())
        .addColumn('weekly_bet', 'bigint', (c) => c.notNull())
        .addColumn('reward', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('vip_level_change_member_day_uq', ['member_id', 'business_date'])
        .execute();
      await index(db, 'vip_level_change', 'franchisee_id', 'business_date');
      await index(db, 'vip_level_change', 'business_date', 'kind');

      await create(db, 'vip_weekly_reward')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('week_start', 'text', (c) => c.notNull())
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('weekly_bet', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
        .addColumn('journal_key', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('vip_weekly_reward_member_week_uq', ['member_id', 'week_start'])
        .execute();
      await index(db, 'vip_weekly_reward', 'week_start', 'franchisee_id');

      // Marketing: who issued a member's ticket, and why and by whom it was voided (the award log).
      await db.schema
        .alterTable('member_ticket')
        .addColumn('issued_by', 'bigint', (c) => c.references('staff_user.id'))
        .execute();
      await db.schema
        .alterTable('member_ticket')
        .addColumn('void_reason', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema
        .alterTable('member_ticket')
        .addColumn('voided_by', 'bigint', (c) => c.references('staff_user.id'))
        .execute();
      await db.schema.alterTable('member_ticket').addColumn('voided_at', 'bigint').execute();
      await index(db, 'member_ticket', 'issued_at');
    },
    async down(db) {
      await db.schema.dropIndex('member_ticket_issued_at_idx').execute();
      for (const column of ['voided_at', 'voided_by', 'void_reason', 'issued_by'])
        await db.schema.alterTable('member_ticket').dropColumn(column).execute();
      for (const table of ['vip_weekly_reward', 'vip_level_change', 'vip_member_state']) await db.schema.dropTable(table).execute();
      await db.schema.alterTable('vip_level').dropColumn('medal').execute();
    },
  };
}
