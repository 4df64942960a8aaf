import { sql, type Migration } from 'kysely';
import type { DialectName } from '../../../../server/db/database';
import { MEMBER_CUT_METRICS, MEMBER_CUT_TABLE } from '../cutTables';
import { backfillMemberCut } from '../rebuild';

/*
 * The per-member daily cut for the agents' member report (issue 14): one row per member, Bombay
 * day and `real` (as the other cut tables), with the member's franchisee and agent for the scope.
 * The member report read a 90-day downline from the raw bets (10–14 s at the large profile); it
 * now pages this table by its primary key (member first), a page of 50 members reading a few
 * hundred rows. On SQLite the table is WITHOUT ROWID, so that key holds the rows themselves.
 * The day index serves the rebuild's delete of a day range; the agent index a small downline's
 * page (memberReport.ts reads a large one along the primary key). Filled by rebuild.ts.
 */

export function memberDailyCut(dialect: DialectName): Migration {
  return {
    async up(db) {
      let builder = db.schema
        .createTable(MEMBER_CUT_TABLE)
        .addColumn('member_id', 'bigint', (c) => c.notNull())
        .addColumn('day', 'integer', (c) => c.notNull())
        .addColumn('real', 'integer', (c) => c.notNull())
        .addColumn('franchisee_id', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'bigint', (c) => c.notNull());
      for (const metric of MEMBER_CUT_METRICS) builder = builder.addColumn(metric, 'bigint', (c) => c.notNull().defaultTo(0));
      builder = builder
        .addColumn('refreshed_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint(`${MEMBER_CUT_TABLE}_pk`, ['member_id', 'day', 'real']);
      if (dialect === 'sqlite') builder = builder.modifyEnd(sql`without rowid`);
      await builder.execute();
      await backfillMemberCut(db, Date.now());
      // After the backfill, so its rows go into one b-tree in key order and the indexes are built once.
      await db.schema.createIndex(`${MEMBER_CUT_TABLE}_day_idx`).on(MEMBER_CUT_TABLE).column('day').execute();
      await db.schema.createIndex(`${MEMBER_CUT_TABLE}_agent_idx`).on(MEMBER_CUT_TABLE).columns(['agent_id', 'member_id', 'day']).execute();
    },
    async down(db) {
      await db.schema.dropTable(MEMBER_CUT_TABLE).execute();
    },
  };
}
