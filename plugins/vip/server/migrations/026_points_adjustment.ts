import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Manual points adjustments under maker-checker (issue 16: integral_detail's "manual adjustment with
 * reason under maker-checker"; DOMAIN "Double review"): a staff member asks for a signed change with a
 * reason; nothing moves until another, independent staff member approves it, which writes the
 * points_ledger row (ledger_id) and member.points in one transaction. The checker is never the maker
 * (CHECK); an applied request names its ledger row.
 */
export function pointsAdjustment(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await create(db, 'points_adjustment')
        .addColumn('member_id', 'bigint', (c) => c.notNull().references('member.id'))
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull().references('franchisee.id'))
        .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) =>
          c
            .notNull()
            .defaultTo('pending_approval')
            .check(sql`status in ('pending_approval', 'applied', 'rejected')`),
        )
        .addColumn('maker_id', 'bigint', (c) => c.notNull().references('staff_user.id'))
        .addColumn('checker_id', 'bigint', (c) => c.references('staff_user.id'))
        .addColumn('reviewed_at', 'bigint')
        .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('ledger_id', 'bigint', (c) => c.references('points_ledger.id'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('points_adjustment_maker_checker_ck', sql`checker_id is null or checker_id <> maker_id`)
        .execute();
      await index(db, 'points_adjustment', 'status', 'franchisee_id');
      await index(db, 'points_adjustment', 'member_id');
      await index(db, 'points_adjustment', 'ledger_id');
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('points_adjustment').execute();
    },
  };
}
