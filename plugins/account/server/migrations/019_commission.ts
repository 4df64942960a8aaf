import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Agent commission (issue 20). Templates are versioned: an edit adds a revision effective from
 * the next commission period, so a period already running keeps the terms it started with, and
 * assignments of a template to an agent are history rows in the same way. A settlement period is
 * one row per period key with its maker (computed_by) and checker (approved_by); its lines are one
 * row per agent, unique on (period_key, agent_id), so recomputing replaces the same rows and the
 * payment journal key commission:{period}:{agent} can be posted only once.
 */
export function commission(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('commission_setting')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await create(db, 'commission_template')
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await create(db, 'commission_template_revision')
        .addColumn('template_id', 'bigint', (c) => c.notNull().references('commission_template.id'))
        .addColumn('effective_from', 'bigint', (c) => c.notNull())
        .addColumn('basis', 'text', (c) => c.notNull().check(sql`basis in ('profit', 'valid_bet')`))
        .addColumn('tiers_json', 'text', (c) => c.notNull())
        .addColumn('game_rebates_json', 'text', (c) => c.notNull())
        .addColumn('min_active_members', 'integer', (c) => c.notNull())
        .addColumn('min_active_bet', 'bigint', (c) => c.notNull())
        .addColumn('deduct_deposit_fee', 'integer', (c) => c.notNull())
        .addColumn('deduct_withdraw_fee', 'integer', (c) => c.notNull())
        .addColumn('deduct_bonus', 'integer', (c) => c.notNull())
        .addColumn('deduct_rebate', 'integer', (c) => c.notNull())
        .addColumn('staff_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('commission_template_revision_from_uq', ['template_id', 'effective_from'])
        .execute();
      await create(db, 'commission_assignment')
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agent.id'))
        .addColumn('template_id', 'bigint', (c) => c.notNull().references('commission_template.id'))
        .addColumn('effective_from', 'bigint', (c) => c.notNull())
        .addColumn('staff_id', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('commission_assignment_from_uq', ['agent_id', 'effective_from'])
        .execute();
      await create(db, 'commission_period')
        .addColumn('period_key', 'text', (c) => c.notNull().unique())
        .addColumn('start_at', 'bigint', (c) => c.notNull())
        .addColumn('end_at', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('computed', 'approved', 'paid')`))
        .addColumn('computed_by', 'bigint', (c) => c.notNull())
        .addColumn('computed_at', 'bigint', (c) => c.notNull())
        .addColumn('approved_by', 'bigint')
        .addColumn('approved_at', 'bigint')
        .addColumn('paid_by', 'bigint')
        .addColumn('paid_at', 'bigint')
        .addCheckConstraint('commission_period_maker_checker_ck', sql`approved_by is null or approved_by <> computed_by`)
        .execute();
      await create(db, 'commission_line')
        .addColumn('period_key', 'text', (c) => c.notNull().references('commission_period.period_key'))
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agent.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('template_id', 'bigint')
        .addColumn('revision_id', 'bigint')
        .addColumn('members', 'integer', (c) => c.notNull())
        .addColumn('active_members', 'integer', (c) => c.notNull())
        .addColumn('valid_bet', 'bigint', (c) => c.notNull())
        .addColumn('profit', 'bigint', (c) => c.notNull())
        .addColumn('deposit_fee', 'bigint', (c) => c.notNull())
        .addColumn('withdraw_fee', 'bigint', (c) => c.notNull())
        .addColumn('bonus', 'bigint', (c) => c.notNull())
        .addColumn('member_rebate', 'bigint', (c) => c.notNull())
        .addColumn('carry_in', 'bigint', (c) => c.notNull())
        .addColumn('base', 'bigint', (c) => c.notNull())
        .addColumn('commission_bps', 'integer', (c) => c.notNull())
        .addColumn('commission_payable', 'bigint', (c) => c.notNull())
        .addColumn('rebate_payable', 'bigint', (c) => c.notNull())
        .addColumn('total_payable', 'bigint', (c) => c.notNull())
        .addColumn('carry_out', 'bigint', (c) => c.notNull())
        .addColumn('remark', 'text', (c) => c.notNull())
        .addColumn('journal_id', 'bigint')
        .addUniqueConstraint('commission_line_period_agent_uq', ['period_key', 'agent_id'])
        .execute();
      await index(db, 'commission_line', 'agent_id');
      await index(db, 'commission_assignment', 'template_id');
    },
    async down(db: Kysely<unknown>) {
      for (const table of [
        'commission_line',
        'commission_period',
        'commission_assignment',
        'commission_template_revision',
        'commission_template',
        'commission_setting',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
