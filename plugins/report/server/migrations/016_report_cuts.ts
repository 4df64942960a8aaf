import type { Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { CUT_TABLES } from '../cutTables';
import { backfillReportCuts } from '../rebuild';
import { migrationHelpers } from '../../../../server/db/migrations/helpers';

/*
 * Per-Bombay-day aggregates for the report cuts (issue 14), so a 90-day cut reads a few thousand
 * rows instead of millions of bets. Every cut table is keyed by day, `real` (1: real members'
 * rows, 0: internal or trial members or test bets, kept apart so the include-test switch adds
 * them), franchisee and agent (the scope and agent-line filters), then the cut's own key.
 * member_first_bet holds each member's first betting day (real = 1: counting only bets that are
 * not test bets), for new versus returning bettors without scanning every bet ever placed.
 * The tables are filled by plugins/report/server/rebuild.ts, which backfills an existing database's history here.
 */

export function reportCuts(dialect: DialectName): Migration {
  const { index } = migrationHelpers(dialect);
  return {
    async up(db) {
      for (const [name, spec] of Object.entries(CUT_TABLES)) {
        let builder = db.schema
          .createTable(name)
          .addColumn('day', 'integer', (c) => c.notNull())
          .addColumn('real', 'integer', (c) => c.notNull())
          .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
          .addColumn('agent_id', 'bigint', (c) => c.notNull());
        if (spec.key !== null) builder = builder.addColumn(spec.key, spec.text ? 'text' : 'bigint', (c) => c.notNull());
        for (const metric of spec.metrics) builder = builder.addColumn(metric, 'bigint', (c) => c.notNull().defaultTo(0));
        const keys = ['day', 'real', 'franchisee_id', 'agent_id', ...(spec.key !== null ? [spec.key] : [])];
        await builder
          .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint(`${name}_pk`, keys as never)
          .execute();
      }
      await db.schema
        .createTable('member_first_bet')
        .addColumn('member_id', 'bigint', (c) => c.notNull())
        .addColumn('real', 'integer', (c) => c.notNull())
        .addColumn('first_day', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('member_first_bet_pk', ['member_id', 'real'])
        .execute();
      await index(db, 'member_first_bet', 'real', 'first_day');
      // The withdrawal source of every rebuild and live read selects paid withdrawals by paid time.
      await index(db, 'withdrawal_order', 'paid_at');
      // An existing database gets its history aggregated now; a fresh one has no rows yet.
      await backfillReportCuts(db, Date.now());
    },
    async down(db) {
      await db.schema.dropIndex('withdrawal_order_paid_at_idx').execute();
      for (const name of ['member_first_bet', ...Object.keys(CUT_TABLES)]) await db.schema.dropTable(name).execute();
    },
  };
}
