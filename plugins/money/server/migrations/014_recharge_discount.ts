import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * recharge_discount_rule: the deposit bonus tiers of money_management → recharge_discount
 * (first deposit / first of the day / every deposit; % of the amount, capped, with a turnover
 * multiple). A deposit approval asks plugins/money/server/discountRules.ts which rule pays.
 */
export function rechargeDiscount(dialect: DialectName): Migration {
  const { create, index } = migrationHelpers(dialect);
  return {
    async up(db) {
      await create(db, 'recharge_discount_rule')
        .addColumn('franchisee_id', 'bigint', (c) => c.references('franchisee.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('first', 'daily', 'every')`))
        .addColumn('min_amount', 'bigint', (c) => c.notNull().check(sql`min_amount >= 0`))
        .addColumn('max_amount', 'bigint', (c) => c.notNull().check(sql`max_amount >= 0`))
        .addColumn('rate_bps', 'integer', (c) => c.notNull().check(sql`rate_bps between 0 and 10000`))
        .addColumn('cap', 'bigint', (c) => c.notNull().check(sql`cap >= 0`))
        .addColumn('turnover_multiple_x100', 'integer', (c) => c.notNull().check(sql`turnover_multiple_x100 >= 0`))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addCheckConstraint('recharge_discount_rule_tier_ck', sql`max_amount = 0 or max_amount >= min_amount`)
        .execute();
      await index(db, 'recharge_discount_rule', 'franchisee_id');
    },
    async down(db) {
      await db.schema.dropTable('recharge_discount_rule').execute();
    },
  };
}
