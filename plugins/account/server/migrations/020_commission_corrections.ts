import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Commission corrections and the scheduled compute (issue 20).
 * - commission_period.computed_kind: 'staff' when a staff member computed the period (computed_by
 *   is that staff id), 'job' when the scheduler did (computed_by is 0, which no staff row has, so
 *   the maker ≠ checker CHECK of 019 holds for every approver). ADD COLUMN keeps 019's table and
 *   its foreign keys as they are on both dialects.
 * - commission_adjustment: a paid period is locked; a correction is a new row for one line with a
 *   signed amount and a reason, made by one staff member, approved by another (CHECK), and paid
 *   with its own journal commission-adjust:{id}.
 */
export function commissionCorrections(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('commission_period')
        .addColumn('computed_kind', 'text', (c) =>
          c
            .notNull()
            .defaultTo('staff')
            .check(sql`computed_kind in ('staff', 'job')`),
        )
        .execute();
      await create(db, 'commission_adjustment')
        .addColumn('line_id', 'bigint', (c) => c.notNull().references('commission_line.id'))
        .addColumn('period_key', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agent.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'rejected', 'paid')`))
        .addColumn('created_by', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('reviewed_by', 'bigint')
        .addColumn('reviewed_at', 'bigint')
        .addColumn('paid_by', 'bigint')
        .addColumn('paid_at', 'bigint')
        .addColumn('journal_id', 'bigint')
        .addCheckConstraint('commission_adjustment_maker_checker_ck', sql`reviewed_by is null or reviewed_by <> created_by`)
        .addCheckConstraint('commission_adjustment_paid_ck', sql`status <> 'paid' or journal_id is not null`)
        .execute();
      await index(db, 'commission_adjustment', 'line_id');
      await index(db, 'commission_adjustment', 'period_key', 'agent_id');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('commission_adjustment').execute();
      await db.schema.alterTable('commission_period').dropColumn('computed_kind').execute();
    },
  };
}
